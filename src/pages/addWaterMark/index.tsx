import { ComingSoonPage } from '../../app/shell/ComingSoonPage.tsx';

export default function AddWaterMarkIndexPage() {
  return <ComingSoonPage path="/pages/addWaterMark/index" />;
}
