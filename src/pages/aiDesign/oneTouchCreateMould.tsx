import { useMemo, useState } from 'react';
import { PageFrame, usePageQuery } from '../../app/pageApi.ts';
import { strings } from '../../shared/strings.ts';
import { Button } from '../../shared/ui/Button.tsx';
import type { TemplateFilter } from '../../features/logo/app/templatesApi.ts';
import { FilledTemplateCard } from '../../features/logo/components/FilledTemplateCard.tsx';
import { TitleSloganFields } from '../../features/logo/components/TitleSloganFields.tsx';
import { hasErrors, rememberWords, rememberedWords, validateTitleSlogan, type FormErrors, type TitleSlogan } from '../../features/logo/form.ts';
import { useOpenLogo } from '../../features/logo/hooks/useOpenLogo.ts';
import { hasMore } from '../../features/logo/hooks/templatePages.ts';
import { useReachBottom } from '../../features/logo/hooks/useReachBottom.ts';
import { useTemplateList } from '../../features/logo/hooks/useTemplateList.ts';
import '../../features/logo/components/logo.css';

const PATTERN: TemplateFilter = { kind: 'pattern' };

/**
 * One-tap creation from templates: every pattern template shown with the user's title
 * and slogan already in it (reach-bottom distance 20 loads more); tap one to edit it.
 */
export default function AiDesignOneTouchCreateMouldPage() {
  const query = usePageQuery();
  const [draft, setDraft] = useState<TitleSlogan>(() => (query.title ? { title: query.title, slogan: query.slogan ?? '' } : rememberedWords()));
  const [words, setWords] = useState<TitleSlogan | null>(() => (validateTitleSlogan(draft).title ? null : draft));
  const [errors, setErrors] = useState<FormErrors>({});
  const filter = useMemo(() => (words ? PATTERN : null), [words]);
  const { list, loadMore, retry } = useTemplateList(filter);
  const sentinel = useReachBottom<HTMLDivElement>(loadMore, { enabled: list.status === 'idle' && hasMore(list) && words !== null });
  const { openDocument } = useOpenLogo();
  const t = strings.logo;

  const apply = () => {
    const found = validateTitleSlogan(draft);
    setErrors(found);
    if (hasErrors(found)) return;
    rememberWords(draft);
    setWords({ title: draft.title.trim(), slogan: draft.slogan.trim() });
  };

  return (
    <PageFrame path="/pages/aiDesign/oneTouchCreateMould">
      <div className="logo-page">
        <p className="logo-status">{t.oneTouch.hint}</p>
        <TitleSloganFields value={draft} errors={errors} onChange={setDraft} testIdPrefix="one-touch" />
        <div className="logo-actions">
          <Button onClick={apply} testId="one-touch-apply">
            {t.oneTouch.apply}
          </Button>
        </div>
        {words ? (
          <ul className="logo-grid" data-testid="one-touch-grid">
            {list.items.map((template) => (
              <li key={template.id}>
                <FilledTemplateCard template={template} words={words} onPick={(doc, tpl) => openDocument(doc, { from: 'oneTouch', template: tpl.id, title: words.title, slogan: words.slogan })} />
              </li>
            ))}
          </ul>
        ) : null}
        <div ref={sentinel} className="logo-status">
          {list.status === 'loading' ? t.list.loadingMore : null}
          {list.status === 'error' ? (
            <button type="button" className="logo-link-button" onClick={retry}>
              {t.list.failed} {t.list.retry}
            </button>
          ) : null}
          {words && list.status === 'idle' && !hasMore(list) ? (list.items.length > 0 ? t.list.end : t.oneTouch.empty) : null}
        </div>
      </div>
    </PageFrame>
  );
}
