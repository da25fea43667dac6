import { ComingSoonPage } from '../../app/shell/ComingSoonPage.tsx';

export default function WebViewUserPagePage() {
  return <ComingSoonPage path="/pages/webView/userPage" />;
}
