import { ComingSoonPage } from '../../app/shell/ComingSoonPage.tsx';

export default function MyCuttingPage() {
  return <ComingSoonPage path="/pages/my/cutting" />;
}
