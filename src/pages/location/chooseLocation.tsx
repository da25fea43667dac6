import { ChooseLocationPage } from '../../features/location/ChooseLocationPage.tsx';

export default function LocationChooseLocationPage() {
  return <ChooseLocationPage />;
}
