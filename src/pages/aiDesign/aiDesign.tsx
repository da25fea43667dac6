import { ComingSoonPage } from '../../app/shell/ComingSoonPage.tsx';

export default function AiDesignAiDesignPage() {
  return <ComingSoonPage path="/pages/aiDesign/aiDesign" />;
}
