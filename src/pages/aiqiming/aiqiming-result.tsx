import { ComingSoonPage } from '../../app/shell/ComingSoonPage.tsx';

export default function AiqimingAiqimingResultPage() {
  return <ComingSoonPage path="/pages/aiqiming/aiqiming-result" />;
}
