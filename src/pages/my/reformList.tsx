import { ComingSoonPage } from '../../app/shell/ComingSoonPage.tsx';

export default function MyReformListPage() {
  return <ComingSoonPage path="/pages/my/reformList" />;
}
