import { strings } from '../../../shared/strings.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import type { ShownName } from '../useNamingStream.ts';

const t = strings.naming;

/** One suggested name: the name, its pinyin with tones, meaning, source line, and the logo buttons. */
export function NameCard({ name, index, onLogo, onSurnameLogo }: { name: ShownName; index: number; onLogo: () => void; onSurnameLogo?: () => void }) {
  return (
    <li className="naming-card" data-testid={`naming-result-${index}`}>
      <p className="naming-card__name" data-testid="naming-result-name">
        {name.name}
      </p>
      {name.pinyin ? (
        <p className="naming-card__pinyin" data-testid="naming-result-pinyin">
          {name.pinyin}
        </p>
      ) : null}
      {name.meaning ? (
        <p className="naming-card__row">
          <b>{t.meaning}</b>
          {name.meaning}
        </p>
      ) : null}
      <p className="naming-card__row" data-testid="naming-result-source">
        <b>{t.source}</b>
        {name.source || t.noSource}
      </p>
      <div className="naming-card__actions">
        <Button onClick={onLogo} testId="naming-make-logo">
          {t.makeLogo}
        </Button>
        {onSurnameLogo ? (
          <Button variant="secondary" onClick={onSurnameLogo} testId="naming-make-surname-logo">
            {t.makeSurnameLogo}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
