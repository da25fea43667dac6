import { ComingSoonPage } from '../../app/shell/ComingSoonPage.tsx';

export default function MySystemPermissionsPage() {
  return <ComingSoonPage path="/pages/my/systemPermissions" />;
}
