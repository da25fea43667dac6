import { useAppNavigator } from '../../app/navigation/navigatorContext.tsx';
import { APP_VERSION } from '../../app/services/createServices.ts';
import { selectUser } from '../../features/account/accountSlice.ts';
import { TextPage } from '../../features/account/components/TextPage.tsx';
import { useAccountSelector } from '../../features/account/hooks.ts';
import { SUPPORT_EMAIL } from '../../shared/strings/legal.ts';
import { strings } from '../../shared/strings.ts';

const text = strings.accountPages.aboutUs;

export default function MyAboutUsPage() {
  const navigator = useAppNavigator();
  const user = useAccountSelector(selectUser);
  return (
    <TextPage path="/pages/my/aboutUs" paragraphs={[text.body]} testId="about-us">
      <p className="acc-muted">
        {strings.app.name} · {text.version(APP_VERSION)}
      </p>
      <h2 className="acc-text__heading">{text.contactTitle}</h2>
      <nav className="acc-list" style={{ margin: 0 }} data-testid="about-contact">
        <a href={`mailto:${SUPPORT_EMAIL}`} className="acc-list__row" data-testid="about-email">
          <span>{text.email}</span>
          <span className="acc-muted">{SUPPORT_EMAIL}</span>
        </a>
        {user ? (
          <button type="button" onClick={() => navigator.go('/pages/my/set', { query: { feedback: '1' } })} data-testid="about-feedback">
            <span>{text.feedback}</span>
            <span className="acc-muted">›</span>
          </button>
        ) : null}
      </nav>
      {user ? null : <p className="acc-muted">{text.feedbackHint}</p>}
    </TextPage>
  );
}
