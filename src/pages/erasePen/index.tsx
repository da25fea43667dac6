import { PageFrame } from '../../app/pageApi.ts';
import { EraserTool } from '../../features/eraser/EraserTool.tsx';

export default function ErasePenIndexPage() {
  return (
    <PageFrame path="/pages/erasePen/index">
      <EraserTool />
    </PageFrame>
  );
}
