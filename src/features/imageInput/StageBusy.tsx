import { strings } from '../../shared/strings.ts';

const t = strings.imageTools.task;

/**
 * A job's progress over the picture it works on, where the eye already is (issue 27: the
 * cutout showed a black box while the page's progress line sat below the fold). The
 * picture stays visible, dimmed; long jobs offer 取消.
 */
export function StageBusy({ label, progress, onCancel }: { label: string; progress: number | null; onCancel?: () => void }) {
  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <div className="img-stage-busy" role="status" aria-live="polite" data-testid="stage-busy">
      <span className="ui-spinner__ring" aria-hidden="true" />
      <span className="img-stage-busy__label">{percent === null ? label : `${label} ${percent}%`}</span>
      {onCancel ? (
        <button type="button" className="img-stage-busy__cancel" onClick={onCancel} data-testid="stage-busy-cancel">
          {t.cancel}
        </button>
      ) : null}
    </div>
  );
}
