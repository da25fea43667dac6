import { ComingSoonPage } from '../../app/shell/ComingSoonPage.tsx';

export default function CreateCreatePage() {
  return <ComingSoonPage path="/pages/create/create" />;
}
