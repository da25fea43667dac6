import { useAppNavigator } from '../../app/navigation/navigatorContext.tsx';
import { PageFrame } from '../../app/shell/PageFrame.tsx';
import '../../features/account/account.css';
import { strings } from '../../shared/strings.ts';
import { Button } from '../../shared/ui/Button.tsx';

const text = strings.accountPages.startPage;

/** The start page: name, slogan, and the way in. */
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
      </section>
    </PageFrame>
  );
}
