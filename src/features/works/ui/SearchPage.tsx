import { useMemo, useState } from 'react';
import { useAppNavigator } from '../../../app/navigation/navigatorContext.tsx';
import { useAppDispatch } from '../../../app/store/hooks.ts';
import { toastShown } from '../../../app/toast/toastSlice.ts';
import type { WorkRecord } from '../../../services/worksDb/index.ts';
import { strings } from '../../../shared/strings.ts';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { editorHrefFor } from '../editor/address.ts';
import { searchWorks } from '../model/search.ts';
import { useFolder } from './useFolder.ts';
import { WorkCard } from './WorkCard.tsx';
import './works.css';

/** /pages/works/search: by name and by the text inside the work; results as the user types. */
export function SearchPage() {
  const t = strings.works.search;
  const navigator = useAppNavigator();
  const dispatch = useAppDispatch();
  const folder = useFolder();
  const [query, setQuery] = useState('');
  const [now] = useState(() => Date.now());
  const hits = useMemo(() => (folder.status === 'ready' ? searchWorks(folder.records, query) : []), [folder, query]);
  const open = (record: WorkRecord) => {
    if (record.kind === 'qr') navigator.go('/pages/qrcodeEdit/qrcodeEdit', { query: { workId: record.id } });
    else if (record.kind === 'card') navigator.go('/pages/cardDesign/cardDesign', { query: { workId: record.id } });
    else if (record.kind !== 'logo') dispatch(toastShown(strings.works.list.cannotOpen));
    else navigator.go(editorHrefFor(record.id));
  };
  const trimmed = query.trim();
  return (
    <div className="works">
      <form className="works-searchbar" role="search" onSubmit={(event) => event.preventDefault()}>
        <input
          className="works-input"
          type="search"
          value={query}
          autoFocus
          placeholder={t.placeholder}
          aria-label={t.placeholder}
          data-testid="works-search-input"
          onChange={(event) => setQuery(event.target.value)}
        />
      </form>
      {folder.status === 'loading' ? <Spinner label={strings.common.loading} /> : null}
      {folder.status === 'error' ? (
        <p className="works-error" role="alert">
          {folder.message}
        </p>
      ) : null}
      {folder.status === 'ready' && trimmed === '' ? (
        <p className="works-hint works-hint--centre" data-testid="works-search-empty">
          {t.emptyQuery}
        </p>
      ) : null}
      {folder.status === 'ready' && trimmed !== '' && hits.length === 0 ? (
        <div data-testid="works-search-noresult">
          <EmptyState icon={<span className="works-empty-icon">?</span>} title={t.noResult(trimmed)} body={t.noResultHint} />
        </div>
      ) : null}
      {hits.length > 0 ? (
        <ul className="works-grid" data-testid="works-search-results">
          {hits.map((hit) => (
            <WorkCard
              key={hit.record.id}
              record={hit.record}
              now={now}
              signedIn={folder.status === 'ready' && folder.signedIn}
              selecting={false}
              selected={false}
              excerpt={hit.matchedIn === 'text' ? hit.excerpt : undefined}
              onOpen={open}
              onToggle={open}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
