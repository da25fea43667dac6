import { ComingSoonPage } from '../../app/shell/ComingSoonPage.tsx';

export default function CreatePreviewPage() {
  return <ComingSoonPage path="/pages/create/preview" />;
}
