import { ComingSoonPage } from '../../app/shell/ComingSoonPage.tsx';

export default function IdPhotoIdPhotoPage() {
  return <ComingSoonPage path="/pages/idPhoto/idPhoto" />;
}
