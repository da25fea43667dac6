import { ComingSoonPage } from '../../app/shell/ComingSoonPage.tsx';

export default function SignatureDesignSignatureResultPage() {
  return <ComingSoonPage path="/pages/signatureDesign/signatureResult" />;
}
