import { PageFrame } from '../../app/pageApi.ts';
import { RemoveWatermarkTool } from '../../features/watermark/RemoveWatermarkTool.tsx';

export default function RemoveWatermarkRemoveWatermarkPage() {
  return (
    <PageFrame path="/pages/removeWatermark/removeWatermark">
      <RemoveWatermarkTool />
    </PageFrame>
  );
}
