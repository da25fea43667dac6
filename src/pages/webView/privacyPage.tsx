import { PageFrame } from '../../app/shell/PageFrame.tsx';
import { ConsentChoicePanel } from '../../features/consent/ConsentChoicePanel.tsx';
import { LegalDocumentView } from '../../features/consent/LegalDocumentView.tsx';
import { strings } from '../../shared/strings.ts';

/** The privacy policy, served from the app itself (the original opened a document host). */
export default function WebViewPrivacyPagePage() {
  return (
    <PageFrame path="/pages/webView/privacyPage">
      <LegalDocumentView document={strings.legal.privacyPolicy} testId="privacy-policy" />
      <ConsentChoicePanel />
    </PageFrame>
  );
}
