import { ComingSoonPage } from '../../app/shell/ComingSoonPage.tsx';

export default function StartPageStartPagePage() {
  return <ComingSoonPage path="/pages/startPage/startPage" />;
}
