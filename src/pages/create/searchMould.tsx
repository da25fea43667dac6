import { ComingSoonPage } from '../../app/shell/ComingSoonPage.tsx';

export default function CreateSearchMouldPage() {
  return <ComingSoonPage path="/pages/create/searchMould" />;
}
