import { ComingSoonPage } from '../../app/shell/ComingSoonPage.tsx';

export default function AiqimingAiqimingPage() {
  return <ComingSoonPage path="/pages/aiqiming/aiqiming" />;
}
