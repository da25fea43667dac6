import { APP_VERSION } from '../../app/services/createServices.ts';
import { TextPage } from '../../features/account/components/TextPage.tsx';
import { strings } from '../../shared/strings.ts';

const text = strings.accountPages.aboutUs;

export default function MyAboutUsPage() {
  return (
    <TextPage path="/pages/my/aboutUs" paragraphs={[text.body]} testId="about-us">
      <p className="acc-muted">
        {strings.app.name} · {text.version(APP_VERSION)}
      </p>
    </TextPage>
  );
}
