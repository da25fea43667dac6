import type { ReactNode } from 'react';

/** A centred message with an icon and actions: coming-soon and error pages share it. */
export function EmptyState({ icon, title, body, children }: { icon: ReactNode; title: string; body: ReactNode; children?: ReactNode }) {
  return (
    <section className="ui-empty">
      <div className="ui-empty__icon" aria-hidden="true">
        {icon}
      </div>
      <h2 className="ui-empty__title">{title}</h2>
      <p className="ui-empty__body">{body}</p>
      {children ? <div className="ui-empty__actions">{children}</div> : null}
    </section>
  );
}
