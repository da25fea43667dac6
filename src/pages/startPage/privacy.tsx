import { ComingSoonPage } from '../../app/shell/ComingSoonPage.tsx';

export default function StartPagePrivacyPage() {
  return <ComingSoonPage path="/pages/startPage/privacy" />;
}
