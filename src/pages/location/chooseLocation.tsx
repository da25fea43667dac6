import { ComingSoonPage } from '../../app/shell/ComingSoonPage.tsx';

export default function LocationChooseLocationPage() {
  return <ComingSoonPage path="/choose-location" />;
}
