import { ComingSoonPage } from '../../app/shell/ComingSoonPage.tsx';

export default function LocationOpenLocationPage() {
  return <ComingSoonPage path="/open-location" />;
}
