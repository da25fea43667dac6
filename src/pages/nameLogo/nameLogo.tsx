import { ComingSoonPage } from '../../app/shell/ComingSoonPage.tsx';

export default function NameLogoNameLogoPage() {
  return <ComingSoonPage path="/pages/nameLogo/nameLogo" />;
}
