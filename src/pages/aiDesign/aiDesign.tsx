import { useEffect, useRef, useState } from 'react';
import { PageFrame, useAppNavigator, useAppServices, usePageQuery } from '../../app/pageApi.ts';
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
import { describeRefusal, scanTexts } from '../../features/naming/textScan.ts';
import '../../features/logo/components/logo.css';

const STYLES: ReadonlyArray<LayoutKind | 'any'> = ['any', 'top-bottom', 'left-right', 'all-centered'];

/**
 * AI design: title, optional slogan, industry and style → a grid of generated logos
 * (each a real editor document), more as the user scrolls; tap one to edit it.
 * Query: `title`, `slogan`, `industry` (category name), `icon` (a catalogue icon id).
 */
export default function AiDesignAiDesignPage() {
  const { api } = useAppServices();
  const navigator = useAppNavigator();
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
  // Results (or the failure) appear under the form, below the fold on a phone: after a tap on
  // 生成 the page scrolls to them once they are there (issue 27).
  const results = useRef<HTMLHeadingElement>(null);
  const failure = useRef<HTMLParagraphElement>(null);
  const [scrollPending, setScrollPending] = useState(false);
  const hasCandidates = candidates.length > 0;
  useEffect(() => {
    if (!scrollPending) return;
    const target = hasCandidates ? results.current : error ? failure.current : null;
    if (!target) return;
    target.scrollIntoView({ block: 'start', behavior: 'smooth' });
    setScrollPending(false);
  }, [scrollPending, hasCandidates, error]);

  useEffect(() => {
    const abort = new AbortController();
    fetchLogoCategories(api, abort.signal).then((all) => setIndustries(all.filter(isIndustry)), () => {
      // Without categories the generator uses icons of every trade.
    });
    return () => abort.abort();
  }, [api]);

  const [refused, setRefused] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const scanning = useRef<AbortController | null>(null);
  useEffect(() => () => scanning.current?.abort(), []);

  const edit = (next: TitleSlogan) => {
    setRefused(null);
    setWords(next);
  };

  const submit = async () => {
    if (scanning.current) return; // a second tap while the first is being checked
    const found = validateTitleSlogan(words);
    setErrors(found);
    if (hasErrors(found)) return;
    rememberWords(words);
    const controller = new AbortController();
    scanning.current = controller;
    setChecking(true);
    try {
      // The brand name and slogan are scanned as every published text is (docs/moderation.md).
      // A refusal names the words and why; the fields keep what was typed. When the scan cannot
      // be done (offline) the logos are still drawn: they are made on this device.
      const outcome = await scanTexts(api, [words.title, words.slogan], controller.signal);
      if (!outcome.ok && outcome.reason === 'refused') {
        setRefused(describeRefusal(outcome.hits));
        return;
      }
      setRefused(null);
      generate({ title: words.title.trim(), slogan: words.slogan.trim(), industry, style, iconId: query.icon });
      setScrollPending(true);
    } catch {
      // Aborted: the page is gone.
    } finally {
      if (scanning.current === controller) {
        scanning.current = null;
        setChecking(false);
      }
    }
  };

  // One-tap creation (spec 1, 2: beside AI design) with the words typed here.
  const openOneTouch = () => {
    const title = words.title.trim();
    navigator.go('/pages/aiDesign/oneTouchCreateMould', title ? { query: { title, slogan: words.slogan.trim() } } : undefined);
  };

  return (
    <PageFrame path="/pages/aiDesign/aiDesign">
      <div className="logo-page">
        <TitleSloganFields value={words} errors={errors} onChange={edit} testIdPrefix="ai" />
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
        {refused ? (
          <p className="logo-form__error" role="alert" data-testid="ai-refused">
            {refused}
          </p>
        ) : null}
        <div className="logo-actions">
          <Button onClick={() => void submit()} disabled={busy || checking} testId="ai-generate">
            {checking ? strings.naming.checking : busy ? t.generating : candidates.length > 0 ? t.regenerate : t.generate}
          </Button>
          <Button variant="secondary" onClick={openOneTouch} title={t.oneTouchHint} testId="ai-one-touch">
            {t.oneTouch}
          </Button>
        </div>
        {error ? <p ref={failure} className="logo-form__error" role="alert" data-testid="ai-error">{t.failed}</p> : null}
        {candidates.length > 0 ? (
          <>
            <h2 ref={results} className="logo-section-title" data-testid="ai-results">{t.heading}</h2>
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
