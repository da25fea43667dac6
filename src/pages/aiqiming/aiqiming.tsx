import { useEffect, useRef, useState } from 'react';
import { PageFrame, toastShown, useAppDispatch, useAppNavigator, useAppServices, usePreloadPage } from '../../app/pageApi.ts';
import { strings } from '../../shared/strings.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { yieldToEventLoop } from '../../../workers/core/scheduling/yieldToEventLoop.ts';
import { formToRequest, INITIAL_FORM, validateNamingForm, type NamingForm, type NamingFormErrors } from '../../features/naming/form.ts';
import { requestToQuery } from '../../features/naming/query.ts';
import { NAME_LENGTHS, NAMING_STYLES, NAMING_SUBJECTS } from '../../../workers/core/naming/request.ts';
import { describeRefusal, scanTexts } from '../../features/naming/textScan.ts';
import '../../features/naming/components/naming.css';

const t = strings.naming;

/** AI naming: what is named, industry, keywords, style, length (and a surname for a person) → the result page. */
export default function AiqimingAiqimingPage() {
  const { api } = useAppServices();
  const navigator = useAppNavigator();
  const dispatch = useAppDispatch();
  const [form, setForm] = useState<NamingForm>(INITIAL_FORM);
  const [errors, setErrors] = useState<NamingFormErrors>({});
  const [refused, setRefused] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const scanning = useRef<AbortController | null>(null);
  useEffect(() => () => scanning.current?.abort(), []);
  usePreloadPage('/pages/aiqiming/aiqiming-result');

  const update = (patch: Partial<NamingForm>) => {
    setRefused(null);
    setForm((f) => ({ ...f, ...patch }));
  };

  const submit = async () => {
    if (scanning.current) return; // a second tap while the first is being checked
    const controller = new AbortController();
    scanning.current = controller;
    try {
      // Nothing of it in the tap's own task: the form's re-render (检查中) is scheduled from the
      // next task (not a transition: one started inside a form's submit event makes React run
      // its form-action bookkeeping synchronously), the scan request (signing, fetch) goes out
      // there, and the navigation after the answer waits one more task. All of it in the tap's
      // task was a long task on a low-end phone.
      await yieldToEventLoop();
      if (controller.signal.aborted) return;
      const found = validateNamingForm(form);
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      const request = formToRequest(form);
      setChecking(true);
      const outcome = await scanTexts(api, [request.industry, ...request.keywords, request.surname], controller.signal);
      if (!outcome.ok) {
        // Which words and why, beside the button the user tapped; the fields keep what was typed.
        // (no toast for a refusal as well: it covered the form it asks the user to edit).
        if (outcome.reason === 'refused') setRefused(describeRefusal(outcome.hits));
        else dispatch(toastShown(t.scanUnavailable));
        return;
      }
      await yieldToEventLoop();
      if (controller.signal.aborted) return;
      navigator.go('/pages/aiqiming/aiqiming-result', { query: requestToQuery(request) });
    } catch {
      // Aborted: the page is gone.
    } finally {
      if (scanning.current === controller) {
        scanning.current = null;
        setChecking(false);
      }
    }
  };

  const lengths = NAME_LENGTHS[form.subject];
  return (
    <PageFrame path="/pages/aiqiming/aiqiming">
      <form
        className="naming-page"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <span className="naming-label">{t.subjectLabel}</span>
        <div className="naming-chips">
          {NAMING_SUBJECTS.map((s) => (
            <button key={s} type="button" className="naming-chip" aria-pressed={form.subject === s} data-testid={`naming-subject-${s}`} onClick={() => update({ subject: s, length: NAME_LENGTHS[s].includes(form.length) ? form.length : NAME_LENGTHS[s][0]! })}>
              {t.subjects[s]}
            </button>
          ))}
        </div>
        {form.subject === 'person' ? (
          <>
            <label className="naming-label" htmlFor="naming-surname">
              {t.surnameLabel}
            </label>
            <input id="naming-surname" className="naming-input" value={form.surname} maxLength={4} placeholder={t.surnamePlaceholder} data-testid="naming-surname" onChange={(e) => update({ surname: e.target.value })} />
            {errors.surname ? <p className="naming-error" role="alert">{errors.surname}</p> : null}
          </>
        ) : (
          <>
            <label className="naming-label" htmlFor="naming-industry">
              {t.industryLabel}
            </label>
            <input id="naming-industry" className="naming-input" value={form.industry} maxLength={16} placeholder={t.industryPlaceholder} data-testid="naming-industry" onChange={(e) => update({ industry: e.target.value })} />
            {errors.industry ? <p className="naming-error" role="alert">{errors.industry}</p> : null}
          </>
        )}
        <label className="naming-label" htmlFor="naming-keywords">
          {t.keywordsLabel}
        </label>
        <input id="naming-keywords" className="naming-input" value={form.keywords} maxLength={60} placeholder={t.keywordsPlaceholder} data-testid="naming-keywords" onChange={(e) => update({ keywords: e.target.value })} />
        {errors.keywords ? <p className="naming-error" role="alert">{errors.keywords}</p> : null}
        <span className="naming-label">{t.styleLabel}</span>
        <div className="naming-chips">
          {NAMING_STYLES.map((s) => (
            <button key={s} type="button" className="naming-chip" aria-pressed={form.style === s} data-testid={`naming-style-${s}`} onClick={() => update({ style: s })}>
              {t.styles[s]}
            </button>
          ))}
        </div>
        <span className="naming-label">{t.lengthLabel}</span>
        <div className="naming-chips">
          {lengths.map((n) => (
            <button key={n} type="button" className="naming-chip" aria-pressed={form.length === n} data-testid={`naming-length-${n}`} onClick={() => update({ length: n })}>
              {t.lengthOption(n)}
            </button>
          ))}
        </div>
        {refused ? (
          <p className="naming-error" role="alert" data-testid="naming-refused">
            {refused}
          </p>
        ) : null}
        <div className="naming-actions">
          <Button type="submit" disabled={checking} testId="naming-generate">
            {checking ? t.checking : t.generate}
          </Button>
        </div>
      </form>
    </PageFrame>
  );
}
