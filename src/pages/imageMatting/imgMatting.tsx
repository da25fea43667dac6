import { PageFrame } from '../../app/pageApi.ts';
import { CutoutTool } from '../../features/cutout/CutoutTool.tsx';

export default function ImageMattingImgMattingPage() {
  return (
    <PageFrame path="/pages/imageMatting/imgMatting">
      <CutoutTool initialMode="auto" />
    </PageFrame>
  );
}
