import { ComingSoonPage } from '../../app/shell/ComingSoonPage.tsx';

export default function AiDesignOneTouchCreateMouldPage() {
  return <ComingSoonPage path="/pages/aiDesign/oneTouchCreateMould" />;
}
