import type { WorkerError } from '../../../workers/core/errors.ts';
import { strings } from '../../shared/strings.ts';

const t = strings.imageTools.task;

/** Progress with a cancel button while a worker call runs; the failure's Chinese message after. */
export function TaskStatus({ busy, progress, error, onCancel, label }: {
  busy: boolean;
  progress: number | null;
  error: WorkerError | null;
  onCancel?: () => void;
  label?: string;
}) {
  if (busy) {
    const percent = progress === null ? null : Math.round(progress * 100);
    return (
      <div className="img-task" role="status" aria-live="polite" data-testid="image-task">
        <div className="img-task__bar" aria-hidden="true">
          <span className="img-task__fill" style={{ width: `${percent ?? 30}%` }} data-indeterminate={percent === null ? '' : undefined} />
        </div>
        <span className="img-task__label">{label ?? (percent === null ? t.working : t.progress(percent))}</span>
        {onCancel ? (
          <button type="button" className="img-task__cancel" onClick={onCancel} data-testid="image-task-cancel">
            {t.cancel}
          </button>
        ) : null}
      </div>
    );
  }
  if (error) {
    return (
      <p className="img-error" role="alert" data-testid="image-error">
        {error.message}
      </p>
    );
  }
  return null;
}

/** A tool's last success note ("已保存" …); hidden while an error is shown. */
export function ToolNotice({ notice, error }: { notice: string | null | undefined; error: WorkerError | null }) {
  if (!notice || error) return null;
  return (
    <p className="img-notice" role="status" data-testid="image-notice">
      {notice}
    </p>
  );
}
