import { ComingSoonPage } from '../../app/shell/ComingSoonPage.tsx';

export default function ImageCropPage() {
  return <ComingSoonPage path="/pages/image/crop" />;
}
