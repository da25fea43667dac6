import { ComingSoonPage } from '../../app/shell/ComingSoonPage.tsx';

export default function MySetPage() {
  return <ComingSoonPage path="/pages/my/set" />;
}
