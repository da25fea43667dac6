import { PageFrame } from '../../app/shell/PageFrame.tsx';
import '../../features/account/account.css';
import { strings } from '../../shared/strings.ts';

/** 使用声明: what a user may do with what they make, from the licences the app ships (docs/licences.md). */
export default function MyStatementOfUsePage() {
  return (
    <PageFrame path="/pages/my/statementOfUse">
      <article className="acc-text" data-testid="statement-of-use">
        {strings.accountPages.statement.map((section) => (
          <section key={section.heading} className="acc-text__section">
            <h2 className="acc-text__heading">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </article>
    </PageFrame>
  );
}
