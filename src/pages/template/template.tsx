import { useEffect, useMemo, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { PageFrame, useAppServices, useTabQuery } from '../../app/pageApi.ts';
import { strings } from '../../shared/strings.ts';
import type { TemplateRecord } from '../../../workers/core/catalogue/types.ts';
import { fetchLogoCategories, type LogoCategory, type TemplateFilter } from '../../features/logo/app/templatesApi.ts';
import { TemplateListView } from '../../features/logo/components/TemplateListView.tsx';
import { TemplateSheet } from '../../features/logo/components/TemplateSheet.tsx';
import { useOpenLogo } from '../../features/logo/hooks/useOpenLogo.ts';
import { usePullToRefresh } from '../../features/logo/hooks/usePullToRefresh.ts';
import { PULL_THRESHOLD } from '../../features/logo/hooks/pullRefresh.ts';
import { useTemplateList } from '../../features/logo/hooks/useTemplateList.ts';
import '../../features/logo/components/logo.css';

type TabKey = 'all' | 'newest' | 'pattern' | `c${number}`;

function filterOf(tab: TabKey): TemplateFilter {
  if (tab === 'all' || tab === 'newest' || tab === 'pattern') return { kind: tab };
  return { kind: 'category', category: Number(tab.slice(1)) };
}

/**
 * Templates tab (spec: 全部 / 最新 / 图案LOGO and the content-service categories; pull-down
 * refresh; reach-bottom distance 20; thumbnails load lazily). Tapping a template asks for
 * the title and slogan, then opens it in the editor with them. The tab query may carry
 * `category`, `title` and `slogan` (from the find page or AI design).
 */
export default function TemplateTemplatePage() {
  const { api } = useAppServices();
  const query = useTabQuery();
  const [categories, setCategories] = useState<LogoCategory[]>([]);
  const [tab, setTab] = useState<TabKey>(() => (query.category && /^\d+$/.test(query.category) ? `c${Number(query.category)}` : 'all'));
  const filter = useMemo(() => filterOf(tab), [tab]);
  const { list, loadMore, retry, refresh } = useTemplateList(filter);
  const pull = usePullToRefresh(refresh);
  const [picked, setPicked] = useState<TemplateRecord | null>(null);
  const { opening, openTemplate } = useOpenLogo();
  const t = strings.logo;

  useEffect(() => {
    const abort = new AbortController();
    fetchLogoCategories(api, abort.signal).then(setCategories, () => {
      // Without the service's categories the three fixed tabs still work.
    });
    return () => abort.abort();
  }, [api]);

  const tabs: Array<{ key: TabKey; label: string }> = [
    { key: 'all', label: t.tabs.all },
    { key: 'newest', label: t.tabs.newest },
    { key: 'pattern', label: t.tabs.pattern },
    ...categories.map((c) => ({ key: `c${c.id}` as const, label: c.name })),
  ];
  const pullHeight = pull.phase === 'pulling' ? pull.distance : pull.phase === 'refreshing' ? 40 : 0;
  const pullText = pull.phase === 'refreshing' ? t.list.refreshing : pull.phase === 'pulling' && pull.distance >= PULL_THRESHOLD ? t.list.releaseToRefresh : t.list.pullToRefresh;

  return (
    <PageFrame path="/pages/template/template">
      <div className="logo-pull" style={{ height: pullHeight }} data-testid="template-pull" data-phase={pull.phase} aria-live="polite">
        {pullHeight > 0 ? pullText : null}
      </div>
      <Link to="/pages/create/searchMould" className="logo-search-entry" data-testid="template-search-entry">
        {t.find.searchEntry}
      </Link>
      <nav className="logo-tabs" role="tablist" data-testid="template-tabs">
        {tabs.map((item) => (
          <button key={item.key} type="button" role="tab" className="logo-chip" aria-selected={tab === item.key} data-testid={`template-tab-${item.key}`} onClick={() => setTab(item.key)}>
            {item.label}
          </button>
        ))}
      </nav>
      <div className="logo-page">
        <TemplateListView list={list} onPick={setPicked} onMore={loadMore} onRetry={retry} />
      </div>
      {picked ? (
        <TemplateSheet
          template={picked}
          initial={query.title ? { title: query.title, slogan: query.slogan ?? '' } : undefined}
          busy={opening !== null}
          onCancel={() => setPicked(null)}
          onConfirm={(words) => void openTemplate(picked, words)}
        />
      ) : null}
    </PageFrame>
  );
}
