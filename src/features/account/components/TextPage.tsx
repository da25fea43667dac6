import type { ReactNode } from 'react';
import { PageFrame } from '../../../app/shell/PageFrame.tsx';
import type { RoutePath } from '../../../app/router/routeTable.ts';
import '../account.css';

/** A plain page of paragraphs (about, statement, notices). */
export function TextPage({ path, paragraphs, children, testId }: { path: RoutePath; paragraphs: readonly string[]; children?: ReactNode; testId: string }) {
  return (
    <PageFrame path={path}>
      <article className="acc-text" data-testid={testId}>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {children}
      </article>
    </PageFrame>
  );
}
