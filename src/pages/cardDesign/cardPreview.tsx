import { ComingSoonPage } from '../../app/shell/ComingSoonPage.tsx';

export default function CardDesignCardPreviewPage() {
  return <ComingSoonPage path="/pages/cardDesign/cardPreview" />;
}
