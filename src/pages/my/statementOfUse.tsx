import { TextPage } from '../../features/account/components/TextPage.tsx';
import { strings } from '../../shared/strings.ts';

export default function MyStatementOfUsePage() {
  return <TextPage path="/pages/my/statementOfUse" paragraphs={strings.accountPages.statement} testId="statement-of-use" />;
}
