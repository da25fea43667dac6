import { ComingSoonPage } from '../../app/shell/ComingSoonPage.tsx';

export default function ErasePenIndexPage() {
  return <ComingSoonPage path="/pages/erasePen/index" />;
}
