import type { ReactNode } from 'react';
import { pageTestId, routeTitle, type RoutePath } from '../router/routeTable.ts';
import { isTabPath } from '../tabs/tabs.ts';
import { PageHeader } from './PageHeader.tsx';

/**
 * The root of every page: its test id (`page-<group>-<name>`), the header and
 * the scrolling body. Tab pages get no back button, like the original app.
 */
export function PageFrame({ path, title, showHeader = true, children }: { path: RoutePath; title?: string; showHeader?: boolean; children: ReactNode }) {
  return (
    <div className="page" data-testid={pageTestId(path)}>
      {showHeader ? <PageHeader title={title ?? routeTitle(path)} showBack={!isTabPath(path)} /> : null}
      <div className="page__body">{children}</div>
    </div>
  );
}
