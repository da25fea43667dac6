import { ComingSoonPage } from '../../app/shell/ComingSoonPage.tsx';

export default function WorksWorksPage() {
  return <ComingSoonPage path="/pages/works/works" />;
}
