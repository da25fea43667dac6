import { useEffect, useMemo, useState } from 'react';
import { PageFrame, useAppNavigator, useAppServices, usePageQuery } from '../../app/pageApi.ts';
import { strings } from '../../shared/strings.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { yieldToEventLoop } from '../../../workers/core/scheduling/yieldToEventLoop.ts';
import { NameCard } from '../../features/naming/components/NameCard.tsx';
import { fetchLogoCategories, isIndustry } from '../../features/logo/app/templatesApi.ts';
import { logoIndustryFor, requestFromQuery } from '../../features/naming/query.ts';
import { useNamingStream } from '../../features/naming/useNamingStream.ts';
import '../../features/naming/components/naming.css';

const t = strings.naming;

/**
 * Names appear as they stream in, each with pinyin, meaning and source line;
 * "用它做标志" opens AI design with the name as the title (a person's name
 * also offers the surname logo). Leaving the page stops the stream.
 */
export default function AiqimingAiqimingResultPage() {
  const query = usePageQuery();
  const navigator = useAppNavigator();
  const request = useMemo(() => requestFromQuery(query), [query]);
  const { names, running, error, start, stop } = useNamingStream();
  const { api } = useAppServices();
  const [categories, setCategories] = useState<string[]>([]);

  useEffect(() => {
    const abort = new AbortController();
    // Only a tap on 用它做标志 needs them: not in the task that mounts the page.
    void yieldToEventLoop().then(() => {
      if (abort.signal.aborted) return;
      fetchLogoCategories(api, abort.signal).then((all) => setCategories(all.filter(isIndustry).map((c) => c.name)), () => {
        // Without categories AI design opens without an industry.
      });
    });
    return () => abort.abort();
  }, [api]);

  useEffect(() => {
    if (request) void start(request);
  }, [request, start]);

  if (!request) {
    return (
      <PageFrame path="/pages/aiqiming/aiqiming-result">
        <div className="naming-page">
          <p className="naming-error" role="alert">
            {t.missingRequest}
          </p>
          <Button onClick={() => navigator.go('/pages/aiqiming/aiqiming')}>{t.edit}</Button>
        </div>
      </PageFrame>
    );
  }

  return (
    <PageFrame path="/pages/aiqiming/aiqiming-result">
      <div className="naming-page">
        <p className="naming-status" data-testid="naming-status" aria-live="polite">
          {running ? t.streaming : error ? '' : names.length > 0 ? t.done(names.length) : t.none}
        </p>
        {error ? (
          <p className="naming-error" role="alert" data-testid="naming-error">
            {error}
          </p>
        ) : null}
        <ul className="naming-list" data-testid="naming-results">
          {names.map((name, index) => (
            <NameCard
              key={name.name}
              name={name}
              index={index}
              onLogo={() => {
                const industry = logoIndustryFor(request.industry, categories);
                navigator.go('/pages/aiDesign/aiDesign', { query: { title: name.name, ...(industry ? { industry } : {}) } });
              }}
              onSurnameLogo={request.subject === 'person' ? () => navigator.go('/pages/nameLogo/nameLogo', { query: { name: request.surname } }) : undefined}
            />
          ))}
        </ul>
        <div className="naming-actions">
          {running ? (
            <Button variant="secondary" onClick={stop} testId="naming-stop">
              {t.stop}
            </Button>
          ) : (
            <Button onClick={() => void start(request)} testId="naming-again">
              {t.again}
            </Button>
          )}
          <Button variant="secondary" onClick={() => navigator.go('/pages/aiqiming/aiqiming')} testId="naming-edit">
            {t.edit}
          </Button>
        </div>
      </div>
    </PageFrame>
  );
}
