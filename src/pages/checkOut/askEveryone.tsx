import { ComingSoonPage } from '../../app/shell/ComingSoonPage.tsx';

export default function CheckOutAskEveryonePage() {
  return <ComingSoonPage path="/pages/checkOut/askEveryone" />;
}
