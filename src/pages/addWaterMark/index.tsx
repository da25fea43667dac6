import { PageFrame } from '../../app/pageApi.ts';
import { WatermarkTool } from '../../features/watermark/WatermarkTool.tsx';

export default function AddWaterMarkIndexPage() {
  return (
    <PageFrame path="/pages/addWaterMark/index">
      <WatermarkTool />
    </PageFrame>
  );
}
