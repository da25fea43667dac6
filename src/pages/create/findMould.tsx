import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { PageFrame, useAppServices, useSwitchTab } from '../../app/pageApi.ts';
import { strings } from '../../shared/strings.ts';
import type { TemplateRecord } from '../../../workers/core/catalogue/types.ts';
import { fetchLogoCategories, fetchTemplateGroups, type LogoCategory, type TemplateGroup } from '../../features/logo/app/templatesApi.ts';
import { TemplateGrid } from '../../features/logo/components/TemplateGrid.tsx';
import { TemplateSheet } from '../../features/logo/components/TemplateSheet.tsx';
import { useOpenLogo } from '../../features/logo/hooks/useOpenLogo.ts';
import '../../features/logo/components/logo.css';

const PER_CATEGORY = 4;

/** Find templates: a few of every category, "更多" opens the templates tab on that category. */
export default function CreateFindMouldPage() {
  const { api } = useAppServices();
  const switchTab = useSwitchTab();
  const [sections, setSections] = useState<Array<{ category: LogoCategory; group: TemplateGroup }> | null>(null);
  const [failed, setFailed] = useState(false);
  const [picked, setPicked] = useState<TemplateRecord | null>(null);
  const { opening, openTemplate } = useOpenLogo();

  useEffect(() => {
    const abort = new AbortController();
    Promise.all([fetchLogoCategories(api, abort.signal), fetchTemplateGroups(api, PER_CATEGORY, abort.signal)]).then(
      ([categories, groups]) => {
        const byKey = new Map(groups.map((g) => [g.key, g]));
        setSections(categories.flatMap((category) => {
          const group = byKey.get(category.id);
          return group && group.list.length > 0 ? [{ category, group }] : [];
        }));
      },
      () => {
        if (!abort.signal.aborted) setFailed(true);
      },
    );
    return () => abort.abort();
  }, [api]);

  return (
    <PageFrame path="/pages/create/findMould">
      <Link to="/pages/create/searchMould" className="logo-search-entry" data-testid="find-search-entry">
        {strings.logo.find.searchEntry}
      </Link>
      <div className="logo-page">
        {failed ? <p className="logo-status" data-testid="find-error">{strings.logo.find.failed}</p> : null}
        {!sections && !failed ? <p className="logo-status">{strings.common.loading}</p> : null}
        {sections?.map(({ category, group }) => (
          <section key={category.id} data-testid={`find-section-${category.id}`}>
            <h2 className="logo-section-title">
              {category.name}
              <button type="button" className="logo-link-button" data-testid={`find-more-${category.id}`} onClick={() => switchTab('/pages/template/template', { category: String(category.id) })}>
                {strings.logo.find.more}（{group.total}）
              </button>
            </h2>
            <TemplateGrid items={group.list} onPick={setPicked} testId={`find-grid-${category.id}`} />
          </section>
        ))}
      </div>
      {picked ? <TemplateSheet template={picked} busy={opening !== null} onCancel={() => setPicked(null)} onConfirm={(words) => void openTemplate(picked, words)} /> : null}
    </PageFrame>
  );
}
