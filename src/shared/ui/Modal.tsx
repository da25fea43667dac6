import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A blocking dialog. It ignores backdrop taps: the caller's buttons are the way out
 * (the announcement has exactly one). With `onClose` (offers, issue 27) it also has a
 * plain ✕ in its corner, a 44 × 44 target.
 */
export function Modal({ title, children, actions, testId, onClose, closeLabel }: { title: string; children: ReactNode; actions: ReactNode; testId?: string; onClose?: () => void; closeLabel?: string }) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Focus the first button so keyboard and screen-reader users land inside the dialog.
    dialogRef.current?.querySelector<HTMLElement>('button')?.focus();
  }, []);
  return (
    <div className="ui-modal-backdrop">
      <div ref={dialogRef} className={onClose ? 'ui-modal ui-modal--closable' : 'ui-modal'} role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid={testId}>
        {onClose ? (
          <button type="button" className="ui-modal__close" aria-label={closeLabel} onClick={onClose} data-testid={testId ? `${testId}-x` : undefined}>
            ✕
          </button>
        ) : null}
        <h2 id={titleId} className="ui-modal__title">
          {title}
        </h2>
        <div className="ui-modal__body">{children}</div>
        <div className="ui-modal__actions">{actions}</div>
      </div>
    </div>
  );
}
