import { PageFrame, toastShown, useAppDispatch, usePageQuery } from '../../app/pageApi.ts';
import { usePressBack } from '../../app/back/backPressContext.tsx';
import { strings } from '../../shared/strings.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { WarningIcon } from '../../shared/ui/icons.tsx';
import { formatDegrees, parsePlace } from './locationQuery.ts';
import { amapLink, copyText, geoLink } from './mapLinks.ts';
import './location.css';

const t = strings.location.open;

async function copy(text: string): Promise<boolean> {
  try {
    await globalThis.navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard permission or an insecure page: the address stays selectable on the card.
    return false;
  }
}

/**
 * /open-location (the spec's built-in open-location): the place from the
 * query, without a map of its own. Copy the address, or hand the place to a
 * map app through public links that need no SDK or key (mapLinks.ts).
 */
export function OpenLocationPage() {
  const parsed = parsePlace(usePageQuery());
  const dispatch = useAppDispatch();
  const pressBack = usePressBack();

  if (!parsed.ok) {
    return (
      <PageFrame path="/open-location">
        <div data-testid="open-location-invalid">
          <EmptyState icon={<WarningIcon size={48} />} title={strings.location.invalid.title} body={parsed.message}>
            <Button variant="secondary" onClick={pressBack} testId="open-location-back">
              {t.back}
            </Button>
          </EmptyState>
        </div>
      </PageFrame>
    );
  }

  const { place } = parsed;
  return (
    <PageFrame path="/open-location">
      <div className="loc" data-testid="open-location">
        <div className="loc-card">
          {place.name ? (
            <p className="loc-card__name" data-testid="open-location-name">
              {place.name}
            </p>
          ) : null}
          <p className="loc-card__line" data-testid="open-location-address">
            {place.address || t.noAddress}
          </p>
          {place.position ? (
            <p className="loc-card__line" data-testid="open-location-coordinates">
              {t.coordinates(formatDegrees(place.position.latitude), formatDegrees(place.position.longitude))}
            </p>
          ) : null}
        </div>
        <div className="loc-actions">
          <Button
            variant="secondary"
            onClick={() => void copy(copyText(place)).then((done) => dispatch(toastShown(done ? t.copied : t.copyFailed)))}
            testId="open-location-copy"
          >
            {t.copy}
          </Button>
          <a className="loc-link" href={amapLink(place)} target="_blank" rel="noopener noreferrer" data-testid="open-location-amap">
            {t.amap}
          </a>
          <a className="loc-link" href={geoLink(place)} data-testid="open-location-geo">
            {t.otherApp}
          </a>
        </div>
        <p className="loc-or">{t.mapNote}</p>
      </div>
    </PageFrame>
  );
}
