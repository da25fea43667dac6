import { ComingSoonPage } from '../../app/shell/ComingSoonPage.tsx';

export default function MyStatementOfUsePage() {
  return <ComingSoonPage path="/pages/my/statementOfUse" />;
}
