import { useAppNavigator } from '../../app/navigation/navigatorContext.tsx';
import { PageFrame } from '../../app/shell/PageFrame.tsx';
import '../../features/account/account.css';
import { strings } from '../../shared/strings.ts';
import { Button } from '../../shared/ui/Button.tsx';

const text = strings.accountPages.startPage;

/** The start page: name, slogan, the way in, and the two documents the consent dialog asked about. */
export default function StartPageStartPagePage() {
  const navigator = useAppNavigator();
  return (
    <PageFrame path="/pages/startPage/startPage" showHeader={false}>
      <section className="acc-qr" style={{ minHeight: '80vh', justifyContent: 'center' }} data-testid="start-page">
        <h1>{text.welcome}</h1>
        <p className="acc-muted">{strings.app.slogan}</p>
        <Button onClick={() => navigator.home({ replace: true })} testId="start-enter">
          {text.enter}
        </Button>
        <p className="acc-muted" data-testid="start-legal-links">
          <button type="button" className="acc-link" onClick={() => navigator.go('/pages/webView/userPage')}>
            《{strings.legal.userAgreement.title}》
          </button>
          <button type="button" className="acc-link" onClick={() => navigator.go('/pages/webView/privacyPage')}>
            《{strings.legal.privacyPolicy.title}》
          </button>
        </p>
      </section>
    </PageFrame>
  );
}
