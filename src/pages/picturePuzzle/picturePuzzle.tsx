import { ComingSoonPage } from '../../app/shell/ComingSoonPage.tsx';

export default function PicturePuzzlePicturePuzzlePage() {
  return <ComingSoonPage path="/pages/picturePuzzle/picturePuzzle" />;
}
