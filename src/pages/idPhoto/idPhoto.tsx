import { PageFrame } from '../../app/pageApi.ts';
import { IdPhotoTool } from '../../features/idphoto/IdPhotoTool.tsx';

export default function IdPhotoIdPhotoPage() {
  return (
    <PageFrame path="/pages/idPhoto/idPhoto">
      <IdPhotoTool />
    </PageFrame>
  );
}
