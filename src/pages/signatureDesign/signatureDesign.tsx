import { ComingSoonPage } from '../../app/shell/ComingSoonPage.tsx';

export default function SignatureDesignSignatureDesignPage() {
  return <ComingSoonPage path="/pages/signatureDesign/signatureDesign" />;
}
