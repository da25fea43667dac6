import { memo } from 'react';
import type { TemplateRecord } from '../../../../workers/core/catalogue/types.ts';
import { strings } from '../../../shared/strings.ts';
import { catalogueClient } from '../app/catalogue.ts';
import { LogoThumb } from './LogoThumb.tsx';

type Pick = (t: TemplateRecord) => void;

/** One card; memoised so loading the next page renders only the new cards, not the whole grid again. */
const TemplateCard = memo(function TemplateCard({ item, onPick }: { item: TemplateRecord; onPick: Pick }) {
  return (
    <li>
      <button type="button" className="logo-grid__card" onClick={() => onPick(item)} data-testid="template-card" data-id={item.id}>
        <LogoThumb src={catalogueClient().url(item.thumb)} alt={strings.logo.list.thumbAlt(item.name)} />
        <span className="logo-grid__name">{item.name}</span>
      </button>
    </li>
  );
});

/** Two columns of template thumbnails; tapping one picks it. */
export function TemplateGrid({ items, onPick, testId = 'template-grid' }: { items: readonly TemplateRecord[]; onPick: Pick; testId?: string }) {
  return (
    <ul className="logo-grid" data-testid={testId}>
      {items.map((item) => (
        <TemplateCard key={item.id} item={item} onPick={onPick} />
      ))}
    </ul>
  );
}
