import { useEffect, useState } from 'react';
import { PageFrame, useAppServices, usePageQuery } from '../../app/pageApi.ts';
import { strings } from '../../shared/strings.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { fetchLogoCategories, isIndustry, type LogoCategory } from '../../features/logo/app/templatesApi.ts';
import { CandidateGrid } from '../../features/logo/components/CandidateGrid.tsx';
import { TitleSloganFields } from '../../features/logo/components/TitleSloganFields.tsx';
import { hasErrors, rememberWords, rememberedWords, validateTitleSlogan, type FormErrors, type TitleSlogan } from '../../features/logo/form.ts';
import type { LayoutKind } from '../../../workers/core/logo/generate/index.ts';
import { useCandidates } from '../../features/logo/hooks/useCandidates.ts';
import { useOpenLogo } from '../../features/logo/hooks/useOpenLogo.ts';
import { useReachBottom } from '../../features/logo/hooks/useReachBottom.ts';
import { useWarmUp } from '../../features/logo/hooks/useWarmUp.ts';
import '../../features/logo/components/logo.css';

const STYLES: ReadonlyArray<LayoutKind | 'any'> = ['any', 'top-bottom', 'left-right', 'all-centered'];

/**
 * AI design: title, optional slogan, industry and style → a grid of generated logos
 * (each a real editor document), more as the user scrolls; tap one to edit it.
 * Query: `title`, `slogan`, `industry` (category name), `icon` (a catalogue icon id).
 */
export default function AiDesignAiDesignPage() {
  const { api } = useAppServices();
  const query = usePageQuery();
  const [words, setWords] = useState<TitleSlogan>(() => (query.title ? { title: query.title, slogan: query.slogan ?? '' } : rememberedWords()));
  const [errors, setErrors] = useState<FormErrors>({});
  const [industries, setIndustries] = useState<LogoCategory[]>([]);
  const [industry, setIndustry] = useState(query.industry ?? '');
  const [style, setStyle] = useState<LayoutKind | 'any'>('any');
  const { candidates, error, busy, generate, more } = useCandidates();
  const { openDocument } = useOpenLogo();
  const sentinel = useReachBottom<HTMLDivElement>(more, { enabled: candidates.length > 0 && !busy });
  const t = strings.logo.ai;
  useWarmUp(words.title, words.slogan, industry);

  useEffect(() => {
    const abort = new AbortController();
    fetchLogoCategories(api, abort.signal).then((all) => setIndustries(all.filter(isIndustry)), () => {
      // Without categories the generator uses icons of every trade.
    });
    return () => abort.abort();
  }, [api]);

  const submit = () => {
    const found = validateTitleSlogan(words);
    setErrors(found);
    if (hasErrors(found)) return;
    rememberWords(words);
    generate({ title: words.title.trim(), slogan: words.slogan.trim(), industry, style, iconId: query.icon });
  };

  return (
    <PageFrame path="/pages/aiDesign/aiDesign">
      <div className="logo-page">
        <TitleSloganFields value={words} errors={errors} onChange={setWords} testIdPrefix="ai" />
        <h2 className="logo-form__label">{t.industryLabel}</h2>
        <div className="logo-chips" data-testid="ai-industries">
          <button type="button" className="logo-chip" aria-pressed={industry === ''} onClick={() => setIndustry('')} data-testid="ai-industry-any">
            {t.anyIndustry}
          </button>
          {industries.map((c) => (
            <button key={c.id} type="button" className="logo-chip" aria-pressed={industry === c.name} onClick={() => setIndustry(c.name)} data-testid={`ai-industry-${c.id}`}>
              {c.name}
            </button>
          ))}
        </div>
        <h2 className="logo-form__label">{t.styleLabel}</h2>
        <div className="logo-chips">
          {STYLES.map((s) => (
            <button key={s} type="button" className="logo-chip" aria-pressed={style === s} onClick={() => setStyle(s)} data-testid={`ai-style-${s}`}>
              {t.styles[s]}
            </button>
          ))}
        </div>
        <div className="logo-actions">
          <Button onClick={submit} disabled={busy} testId="ai-generate">
            {busy ? t.generating : candidates.length > 0 ? t.regenerate : t.generate}
          </Button>
        </div>
        {error ? <p className="logo-form__error" role="alert" data-testid="ai-error">{t.failed}</p> : null}
        {candidates.length > 0 ? (
          <>
            <h2 className="logo-section-title">{t.heading}</h2>
            <p className="logo-status">{t.hint}</p>
            <CandidateGrid
              candidates={candidates}
              onPick={(c) => c.doc && openDocument(c.doc, { from: 'aiDesign', title: words.title.trim(), slogan: words.slogan.trim() })}
            />
            <div ref={sentinel} className="logo-status">{busy ? t.more : null}</div>
          </>
        ) : null}
      </div>
    </PageFrame>
  );
}
