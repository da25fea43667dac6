import { ComingSoonPage } from '../../app/shell/ComingSoonPage.tsx';

export default function WebViewPrivacyPagePage() {
  return <ComingSoonPage path="/pages/webView/privacyPage" />;
}
