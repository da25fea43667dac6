import { TextPage } from '../../features/account/components/TextPage.tsx';
import { strings } from '../../shared/strings.ts';

const text = strings.account.cancelNotice;

/** The account cancellation notice (ours, served from the app: the original pointed at a document host). */
export default function WebViewWebViewCancelPage() {
  return (
    <TextPage path="/pages/webView/webViewCancel" paragraphs={text.paragraphs} testId="cancel-notice">
      <h2 style={{ order: -1 }}>{text.heading}</h2>
    </TextPage>
  );
}
