import { PageFrame } from '../../app/pageApi.ts';
import { CuttingTool } from '../../features/crop/CuttingTool.tsx';

/** 图片切割: slices a photo into a grid of tiles (our reading of the spec's route; docs/image-tools.md). */
export default function MyCuttingPage() {
  return (
    <PageFrame path="/pages/my/cutting">
      <CuttingTool />
    </PageFrame>
  );
}
