import { OpenLocationPage } from '../../features/location/OpenLocationPage.tsx';

export default function LocationOpenLocationPage() {
  return <OpenLocationPage />;
}
