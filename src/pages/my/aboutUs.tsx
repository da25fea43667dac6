import { ComingSoonPage } from '../../app/shell/ComingSoonPage.tsx';

export default function MyAboutUsPage() {
  return <ComingSoonPage path="/pages/my/aboutUs" />;
}
