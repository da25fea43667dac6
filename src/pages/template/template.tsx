import { ComingSoonPage } from '../../app/shell/ComingSoonPage.tsx';

export default function TemplateTemplatePage() {
  return <ComingSoonPage path="/pages/template/template" />;
}
