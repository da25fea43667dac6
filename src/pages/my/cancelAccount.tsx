import { ComingSoonPage } from '../../app/shell/ComingSoonPage.tsx';

export default function MyCancelAccountPage() {
  return <ComingSoonPage path="/pages/my/cancelAccount" />;
}
