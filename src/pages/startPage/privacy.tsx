import { useAppNavigator } from '../../app/navigation/navigatorContext.tsx';
import { usePageQuery } from '../../app/router/usePageQuery.ts';
import { PageFrame } from '../../app/shell/PageFrame.tsx';
import { useAppDispatch } from '../../app/store/hooks.ts';
import { consentAnswered } from '../../features/consent/consentGate.ts';
import '../../features/consent/consent.css';
import { strings } from '../../shared/strings.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Modal } from '../../shared/ui/Modal.tsx';

const text = strings.legal.consent;

/**
 * The first-launch consent dialog. The shell holds every launch here until it
 * is answered (features/consent/consentGate.ts); nothing is registered or
 * sent before. `?from=` is the address the user opened, reached after.
 */
export default function StartPagePrivacyPage() {
  const navigator = useAppNavigator();
  const dispatch = useAppDispatch();
  const from = usePageQuery().from ?? null;
  return (
    <PageFrame path="/pages/startPage/privacy" showHeader={false}>
      <div className="consent-backdrop" data-testid="start-privacy">
        <Modal
          title={text.title}
          testId="consent-dialog"
          actions={
            <>
              <Button variant="secondary" onClick={() => dispatch(consentAnswered({ choice: 'declined', from }))} testId="consent-decline">
                {text.decline}
              </Button>
              <Button onClick={() => dispatch(consentAnswered({ choice: 'agreed', from }))} testId="consent-agree">
                {text.agree}
              </Button>
            </>
          }
        >
          <p>
            {text.intro}
            <button type="button" className="legal-link ui-inline-link" onClick={() => navigator.go('/pages/webView/userPage')} data-testid="consent-open-agreement">
              《{strings.legal.userAgreement.title}》
            </button>
            {text.and}
            <button type="button" className="legal-link ui-inline-link" onClick={() => navigator.go('/pages/webView/privacyPage')} data-testid="consent-open-privacy">
              《{strings.legal.privacyPolicy.title}》
            </button>
          </p>
          <ul className="consent-summary">
            {text.summary.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="consent-note">{text.declineNote}</p>
        </Modal>
      </div>
    </PageFrame>
  );
}
