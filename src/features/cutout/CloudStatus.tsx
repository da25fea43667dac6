import type { CloudStage } from './cloudSegment.ts';
import { strings } from '../../shared/strings.ts';

const t = strings.segmentation.cloud;

/** The cloud cutout's stage with a cancel button while it runs, its message when it failed. */
export function CloudStatus({ stage, error, onCancel }: { stage: CloudStage | null; error: string | null; onCancel: () => void }) {
  if (stage) {
    return (
      <div className="img-task" role="status" aria-live="polite" data-testid="cloud-task" data-stage={stage}>
        <div className="img-task__bar" aria-hidden="true">
          <span className="img-task__fill" style={{ width: '30%' }} data-indeterminate="" />
        </div>
        <span className="img-task__label">{t[stage]}</span>
        <button type="button" className="img-task__cancel" onClick={onCancel} data-testid="cloud-cancel">
          {t.cancel}
        </button>
      </div>
    );
  }
  if (error) {
    return (
      <p className="img-error" role="alert" data-testid="cloud-error">
        {error}
      </p>
    );
  }
  return null;
}
