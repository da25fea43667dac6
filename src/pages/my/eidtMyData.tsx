import { ComingSoonPage } from '../../app/shell/ComingSoonPage.tsx';

export default function MyEidtMyDataPage() {
  return <ComingSoonPage path="/pages/my/eidtMyData" />;
}
