import { useState } from 'react';
import { internalHref } from '../../app/navigation/navigator.ts';
import { PageFrame, useAppNavigator, usePageQuery } from '../../app/pageApi.ts';
import { strings } from '../../shared/strings.ts';
import { Button } from '../../shared/ui/Button.tsx';
import type { Division } from './divisions.ts';
import { divisionAddress } from './divisions.ts';
import { currentPosition, type PositionResult } from './geolocation.ts';
import { chosenQuery, formatDegrees, placeQuery, type Place } from './locationQuery.ts';
import { useDivisionChoice } from './useDivisionChoice.ts';
import './location.css';

const t = strings.location.choose;

function DivisionSelect({ label, value, options, onChange, testId }: { label: string; value: string; options: readonly Division[]; onChange(code: string): void; testId: string }) {
  return (
    <label className="loc-field">
      <span>{label}</span>
      <select value={value} disabled={options.length === 0} onChange={(event) => onChange(event.currentTarget.value)} data-testid={testId}>
        <option value="">{t.placeholder(label)}</option>
        {options.map((division) => (
          <option key={division.code} value={division.code}>
            {division.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * /choose-location: the place comes from the device's position or from the
 * province → city → district lists. The result goes back to `?from=` (an
 * in-app page) as `location*` query fields, replacing this page in history;
 * opened on its own, it shows the place in /open-location.
 */
export function ChooseLocationPage() {
  const query = usePageQuery();
  const navigator = useAppNavigator();
  const choice = useDivisionChoice(query.code ?? null);
  const [locating, setLocating] = useState(false);
  const [fix, setFix] = useState<PositionResult | null>(null);

  const finish = (place: Place, code: string | null) => {
    const from = internalHref(query.from);
    if (from) navigator.go(from, { query: chosenQuery(place, code), replace: true });
    else navigator.go('/open-location', { query: placeQuery(place), replace: true });
  };

  const locate = async () => {
    setLocating(true);
    setFix(await currentPosition(globalThis.navigator.geolocation, globalThis.isSecureContext));
    setLocating(false);
  };

  return (
    <PageFrame path="/choose-location">
      <div className="loc" data-testid="choose-location">
        <Button onClick={() => void locate()} disabled={locating} testId="location-use-current">
          {locating ? t.locating : t.useCurrent}
        </Button>
        {fix && !fix.ok ? (
          <p className="loc-message" role="alert" data-testid="location-message">
            {fix.message}
          </p>
        ) : null}
        {fix?.ok ? (
          <div className="loc-card" data-testid="location-current">
            <p className="loc-card__name">{t.current}</p>
            <p className="loc-card__line">{t.coordinates(formatDegrees(fix.position.latitude), formatDegrees(fix.position.longitude))}</p>
            <p className="loc-card__line">{t.accuracy(fix.accuracyMeters)}</p>
            <Button onClick={() => finish({ name: t.current, address: '', position: fix.position }, null)} testId="location-use-fix">
              {t.useThis}
            </Button>
          </div>
        ) : null}
        <p className="loc-or">{t.orPick}</p>
        <DivisionSelect label={t.province} value={choice.province} options={choice.provinces} onChange={choice.chooseProvince} testId="location-province" />
        <DivisionSelect label={t.city} value={choice.city} options={choice.cities} onChange={choice.chooseCity} testId="location-city" />
        <DivisionSelect label={t.district} value={choice.district} options={choice.districts} onChange={choice.chooseDistrict} testId="location-district" />
        {choice.chosen ? <p className="loc-card__line" data-testid="location-chosen">{divisionAddress(choice.chosen)}</p> : <p className="loc-card__line">{t.pickFirst}</p>}
        <Button
          disabled={!choice.chosen}
          onClick={() => {
            const path = choice.chosen;
            if (path?.district) finish({ name: path.district.name, address: divisionAddress(path), position: null }, path.district.code);
          }}
          testId="location-confirm"
        >
          {t.confirm}
        </Button>
      </div>
    </PageFrame>
  );
}
