import { PageFrame } from '../../app/pageApi.ts';
import { PdfConverter } from '../../features/pdf/PdfConverter.tsx';

/** 矢量图转PDF (spec: /pages/my/reformList; docs/pdf.md). */
export default function MyReformListPage() {
  return (
    <PageFrame path="/pages/my/reformList">
      <PdfConverter />
    </PageFrame>
  );
}
