import { strings } from '../../../shared/strings.ts';
import type { TemplateRecord } from '../../../../workers/core/catalogue/types.ts';
import { useReachBottom } from '../hooks/useReachBottom.ts';
import { hasMore, type PagedList } from '../hooks/templatePages.ts';
import { TemplateGrid } from './TemplateGrid.tsx';

/** A paged template grid with its states: loading more, end, empty, failed (retry). */
export function TemplateListView({ list, onPick, onMore, onRetry, emptyText = strings.logo.list.empty }: {
  list: PagedList;
  onPick: (t: TemplateRecord) => void;
  onMore: () => void;
  onRetry: () => void;
  emptyText?: string;
}) {
  const t = strings.logo.list;
  const more = hasMore(list);
  const sentinel = useReachBottom<HTMLDivElement>(onMore, { enabled: list.status === 'idle' && more });
  return (
    <>
      {list.items.length > 0 ? <TemplateGrid items={list.items} onPick={onPick} /> : null}
      <div ref={sentinel} className="logo-status" data-testid="template-list-status" data-count={list.items.length}>
        {list.status === 'loading' ? <span data-testid="template-loading">{t.loadingMore}</span> : null}
        {list.status === 'error' ? (
          <span data-testid="template-error">
            {t.failed}{' '}
            <button type="button" className="logo-link-button" onClick={onRetry} data-testid="template-retry">
              {t.retry}
            </button>
          </span>
        ) : null}
        {list.status === 'idle' && !more && list.items.length > 0 ? <span data-testid="template-end">{t.end}</span> : null}
        {list.status === 'idle' && !more && list.items.length === 0 ? <span data-testid="template-empty">{emptyText}</span> : null}
      </div>
    </>
  );
}
