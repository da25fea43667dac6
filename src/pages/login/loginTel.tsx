import { ComingSoonPage } from '../../app/shell/ComingSoonPage.tsx';

export default function LoginLoginTelPage() {
  return <ComingSoonPage path="/pages/login/loginTel" />;
}
