import { ComingSoonPage } from '../../app/shell/ComingSoonPage.tsx';

export default function RemoveWatermarkRemoveWatermarkPage() {
  return <ComingSoonPage path="/pages/removeWatermark/removeWatermark" />;
}
