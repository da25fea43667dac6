import { ComingSoonPage } from '../../app/shell/ComingSoonPage.tsx';

export default function WorksSearchPage() {
  return <ComingSoonPage path="/pages/works/search" />;
}
