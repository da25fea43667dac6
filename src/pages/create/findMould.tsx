import { ComingSoonPage } from '../../app/shell/ComingSoonPage.tsx';

export default function CreateFindMouldPage() {
  return <ComingSoonPage path="/pages/create/findMould" />;
}
