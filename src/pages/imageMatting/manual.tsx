import { PageFrame } from '../../app/pageApi.ts';
import { CutoutTool } from '../../features/cutout/CutoutTool.tsx';

/** Manual cutout starts from the automatic mask, then keep/remove brushes refine it. */
export default function ImageMattingManualPage() {
  return (
    <PageFrame path="/pages/imageMatting/manual">
      <CutoutTool initialMode="manual" />
    </PageFrame>
  );
}
