import { PageFrame } from '../../app/shell/PageFrame.tsx';
import { LegalDocumentView } from '../../features/consent/LegalDocumentView.tsx';
import { strings } from '../../shared/strings.ts';

/** The user agreement, served from the app itself. */
export default function WebViewUserPagePage() {
  return (
    <PageFrame path="/pages/webView/userPage">
      <LegalDocumentView document={strings.legal.userAgreement} testId="user-agreement" />
    </PageFrame>
  );
}
