import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { PageFrame, useAppNavigator, usePageQuery } from '../../app/pageApi.ts';
import { strings } from '../../shared/strings.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import type { IconItem, TemplateRecord } from '../../../workers/core/catalogue/types.ts';
import { searchIcons } from '../../../workers/core/catalogue/iconSearch.ts';
import { catalogueClient } from '../../features/logo/app/catalogue.ts';
import type { TemplateFilter } from '../../features/logo/app/templatesApi.ts';
import { IconResults } from '../../features/logo/components/IconResults.tsx';
import { TemplateListView } from '../../features/logo/components/TemplateListView.tsx';
import { TemplateSheet } from '../../features/logo/components/TemplateSheet.tsx';
import { useOpenLogo } from '../../features/logo/hooks/useOpenLogo.ts';
import { useTemplateList } from '../../features/logo/hooks/useTemplateList.ts';
import '../../features/logo/components/logo.css';

const MAX_ICONS = 20;

/**
 * Search templates (content service `jp`: Chinese words, full pinyin or initials) and
 * icons (catalogue keywords and pinyin). `?keyword=` starts a search.
 */
export default function CreateSearchMouldPage() {
  const query = usePageQuery();
  const navigator = useAppNavigator();
  const [input, setInput] = useState(query.keyword ?? '');
  const [keyword, setKeyword] = useState((query.keyword ?? '').trim());
  const [iconItems, setIconItems] = useState<IconItem[] | null>(null);
  const [picked, setPicked] = useState<TemplateRecord | null>(null);
  const { opening, openTemplate } = useOpenLogo();
  const filter = useMemo<TemplateFilter | null>(() => (keyword ? { kind: 'search', keyword } : null), [keyword]);
  const { list, loadMore, retry } = useTemplateList(filter);
  const t = strings.logo.search;

  useEffect(() => {
    let live = true;
    catalogueClient().icons().then(
      (icons) => live && setIconItems(icons.items),
      () => live && setIconItems([]),
    );
    return () => {
      live = false;
    };
  }, []);

  const icons = useMemo(() => (keyword && iconItems ? searchIcons(iconItems, keyword, MAX_ICONS) : []), [iconItems, keyword]);
  const search = (word: string) => {
    setInput(word);
    setKeyword(word.trim());
    navigator.go('/pages/create/searchMould', { query: { keyword: word.trim() }, replace: true });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    search(input);
  };
  const searched = keyword !== '';
  const settled = list.status !== 'loading' && list.total !== null && iconItems !== null;
  const nothing = searched && settled && list.items.length === 0 && icons.length === 0 && list.status !== 'error';

  return (
    <PageFrame path="/pages/create/searchMould">
      <div className="logo-page">
        <form className="logo-search" role="search" onSubmit={submit}>
          <input className="logo-search__input" type="search" value={input} placeholder={t.placeholder} onChange={(e) => setInput(e.target.value)} data-testid="search-input" enterKeyHint="search" aria-label={t.submit} />
          <Button type="submit" testId="search-submit">
            {t.submit}
          </Button>
        </form>
        {!searched ? (
          <div data-testid="search-empty">
            <EmptyState icon={<span aria-hidden="true">🔍</span>} title={t.emptyTitle} body={t.emptyBody} />
            <h2 className="logo-section-title">{t.hot}</h2>
            <div className="logo-chips">
              {t.hotWords.map((word) => (
                <button key={word} type="button" className="logo-chip" onClick={() => search(word)} data-testid={`search-hot-${word}`}>
                  {word}
                </button>
              ))}
            </div>
          </div>
        ) : null}
        {nothing ? (
          <p className="logo-status" data-testid="search-no-result">
            {t.noResult(keyword)}
          </p>
        ) : null}
        {searched && icons.length > 0 ? (
          <section data-testid="search-results-icons">
            <h2 className="logo-section-title">{t.icons}</h2>
            <IconResults items={icons} onPick={(icon) => navigator.go('/pages/aiDesign/aiDesign', { query: { icon: icon.id } })} />
          </section>
        ) : null}
        {searched && !nothing ? (
          <section data-testid="search-results-templates">
            {list.items.length > 0 ? <h2 className="logo-section-title">{t.templates}</h2> : null}
            <TemplateListView list={list} onPick={setPicked} onMore={loadMore} onRetry={retry} emptyText="" />
          </section>
        ) : null}
      </div>
      {picked ? <TemplateSheet template={picked} busy={opening !== null} onCancel={() => setPicked(null)} onConfirm={(words) => void openTemplate(picked, words)} /> : null}
    </PageFrame>
  );
}
