import { ComingSoonPage } from '../../app/shell/ComingSoonPage.tsx';

export default function CheckOutCheckOutPage() {
  return <ComingSoonPage path="/pages/checkOut/checkOut" />;
}
