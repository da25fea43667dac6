import { PageFrame, usePageQuery } from '../../app/pageApi.ts';
import { CropTool } from '../../features/crop/CropTool.tsx';

/** `?head=1` is the spec's development entry: an avatar crop, locked to 1:1. */
export default function ImageCropPage() {
  const query = usePageQuery();
  return (
    <PageFrame path="/pages/image/crop">
      <CropTool avatar={query.head === '1'} />
    </PageFrame>
  );
}
