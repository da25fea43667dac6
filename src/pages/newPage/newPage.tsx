import { ComingSoonPage } from '../../app/shell/ComingSoonPage.tsx';

export default function NewPageNewPagePage() {
  return <ComingSoonPage path="/pages/newPage/newPage" />;
}
