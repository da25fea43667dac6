import { ComingSoonPage } from '../../app/shell/ComingSoonPage.tsx';

export default function WebViewWebViewCancelPage() {
  return <ComingSoonPage path="/pages/webView/webViewCancel" />;
}
