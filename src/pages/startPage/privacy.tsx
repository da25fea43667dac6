import { useState } from 'react';
import { useAppNavigator } from '../../app/navigation/navigatorContext.tsx';
import { PageFrame } from '../../app/shell/PageFrame.tsx';
import '../../features/account/account.css';
import { strings } from '../../shared/strings.ts';
import { Button } from '../../shared/ui/Button.tsx';

const text = strings.accountPages.startPage;

/** The privacy prompt: links to both documents, agree to continue. */
export default function StartPagePrivacyPage() {
  const navigator = useAppNavigator();
  const [refused, setRefused] = useState(false);
  return (
    <PageFrame path="/pages/startPage/privacy">
      <section className="acc-text" data-testid="start-privacy">
        <h2>{text.privacyTitle}</h2>
        <p>{text.privacyBody}</p>
        <p>
          <button type="button" className="acc-link" onClick={() => navigator.go('/pages/webView/userPage')}>
            《{strings.account.entries.userAgreement}》
          </button>
          <button type="button" className="acc-link" onClick={() => navigator.go('/pages/webView/privacyPage')}>
            《{strings.account.entries.privacy}》
          </button>
        </p>
        {refused ? (
          <p className="acc-error" role="alert">
            {text.disagreeHint}
          </p>
        ) : null}
        <Button onClick={() => navigator.home({ replace: true })} testId="start-privacy-agree">
          {text.agree}
        </Button>
        <Button variant="secondary" onClick={() => setRefused(true)} testId="start-privacy-disagree">
          {text.disagree}
        </Button>
      </section>
    </PageFrame>
  );
}
