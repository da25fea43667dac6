import { ComingSoonPage } from '../../app/shell/ComingSoonPage.tsx';

export default function ImageMattingImgMattingPage() {
  return <ComingSoonPage path="/pages/imageMatting/imgMatting" />;
}
