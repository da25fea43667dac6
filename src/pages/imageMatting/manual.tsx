import { ComingSoonPage } from '../../app/shell/ComingSoonPage.tsx';

export default function ImageMattingManualPage() {
  return <ComingSoonPage path="/pages/imageMatting/manual" />;
}
