import type { TemplateRecord } from '../../catalogue/types.ts';
import { strings } from '../../../shared/strings.ts';
import { catalogueClient } from '../app/catalogue.ts';
import { LogoThumb } from './LogoThumb.tsx';

/** Two columns of template thumbnails; tapping one picks it. */
export function TemplateGrid({ items, onPick, testId = 'template-grid' }: { items: readonly TemplateRecord[]; onPick: (t: TemplateRecord) => void; testId?: string }) {
  const catalogue = catalogueClient();
  return (
    <ul className="logo-grid" data-testid={testId}>
      {items.map((item) => (
        <li key={item.id}>
          <button type="button" className="logo-grid__card" onClick={() => onPick(item)} data-testid="template-card" data-id={item.id}>
            <LogoThumb src={catalogue.url(item.thumb)} alt={strings.logo.list.thumbAlt(item.name)} />
            <span className="logo-grid__name">{item.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
