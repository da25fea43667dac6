import { useEffect, useState, type FormEvent } from 'react';
import { PageFrame, usePageQuery } from '../../app/pageApi.ts';
import { strings } from '../../shared/strings.ts';
import { Button } from '../../shared/ui/Button.tsx';
import type { Surname } from '../../../workers/core/catalogue/types.ts';
import { catalogueClient } from '../../features/logo/app/catalogue.ts';
import { logoClient } from '../../features/logo/app/logoWorker.ts';
import { randomSeed } from '../../../workers/core/logo/generate/index.ts';
import { useOpenLogo } from '../../features/logo/hooks/useOpenLogo.ts';
import { nameCaption, parseName } from '../../../workers/core/logo/nameLogo/nameInput.ts';
import type { SurnameLogo } from '../../../workers/protocol/logo.ts';
import '../../features/logo/components/logo.css';

/**
 * Name logo: a name of 1–4 characters → twelve styles (seals cut as seals read, badges, a brush
 * signature, …). The surname list only gives the caption (the surname's pinyin).
 */
export default function NameLogoNameLogoPage() {
  const query = usePageQuery();
  const [input, setInput] = useState(query.name ?? '');
  const [surnames, setSurnames] = useState<Surname[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [results, setResults] = useState<SurnameLogo[] | null>(null);
  const [busy, setBusy] = useState(false);
  const { openDocument } = useOpenLogo();
  const t = strings.logo.nameLogo;

  useEffect(() => {
    let live = true;
    catalogueClient().surnames().then((list) => live && setSurnames(list), () => live && setError(t.failed));
    return () => {
      live = false;
    };
  }, [t.failed]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!surnames || busy) return;
    const name = parseName(input);
    if (!name) {
      setError(t.invalid);
      setResults(null);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      // Made in the logo worker: the page only shows the thumbnails.
      setResults(await logoClient().surnameLogos({ mark: name, caption: nameCaption(name, surnames), seed: randomSeed() }));
    } catch {
      setError(t.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageFrame path="/pages/nameLogo/nameLogo">
      <div className="logo-page">
        <form className="logo-form" onSubmit={(e) => void submit(e)}>
          <label className="logo-form__label" htmlFor="name-logo-input">
            {t.label}
          </label>
          <div className="logo-search">
            <input id="name-logo-input" className="logo-search__input" value={input} maxLength={8} placeholder={t.placeholder} onChange={(e) => setInput(e.target.value)} data-testid="name-input" aria-invalid={error === t.invalid ? true : undefined} />
            <Button type="submit" disabled={!surnames || busy} testId="name-generate">
              {t.generate}
            </Button>
          </div>
          {error ? (
            <p className="logo-form__error" role="alert" data-testid="name-error">
              {error}
            </p>
          ) : null}
        </form>
        {results ? (
          <>
            <h2 className="logo-section-title">{t.heading}</h2>
            <ul className="logo-grid" data-testid="name-results">
              {results.map((r) => (
                <li key={r.style}>
                  <button type="button" className="logo-grid__card" data-testid={`name-result-${r.style}`} onClick={() => openDocument(r.doc, { from: 'nameLogo', title: input.trim() })}>
                    <img className="logo-thumb" src={r.thumb} alt={t.styles[r.style]} width={160} height={160} />
                    <span className="logo-grid__name">{t.styles[r.style]}</span>
                  </button>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </PageFrame>
  );
}
