import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A blocking dialog. It has no close icon and ignores backdrop taps: the
 * caller's buttons are the only way out (the announcement has exactly one).
 */
export function Modal({ title, children, actions, testId }: { title: string; children: ReactNode; actions: ReactNode; testId?: string }) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Focus the first button so keyboard and screen-reader users land inside the dialog.
    dialogRef.current?.querySelector<HTMLElement>('button')?.focus();
  }, []);
  return (
    <div className="ui-modal-backdrop">
      <div ref={dialogRef} className="ui-modal" role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid={testId}>
        <h2 id={titleId} className="ui-modal__title">
          {title}
        </h2>
        <div className="ui-modal__body">{children}</div>
        <div className="ui-modal__actions">{actions}</div>
      </div>
    </div>
  );
}
