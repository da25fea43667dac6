import { ComingSoonPage } from '../../app/shell/ComingSoonPage.tsx';

export default function MyMyPage() {
  return <ComingSoonPage path="/pages/my/my" />;
}
