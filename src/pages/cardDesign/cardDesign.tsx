import { ComingSoonPage } from '../../app/shell/ComingSoonPage.tsx';

export default function CardDesignCardDesignPage() {
  return <ComingSoonPage path="/pages/cardDesign/cardDesign" />;
}
