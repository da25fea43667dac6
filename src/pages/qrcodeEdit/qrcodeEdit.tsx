import { ComingSoonPage } from '../../app/shell/ComingSoonPage.tsx';

export default function QrcodeEditQrcodeEditPage() {
  return <ComingSoonPage path="/pages/qrcodeEdit/qrcodeEdit" />;
}
