import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/store/hooks.ts';
import { strings } from '../../../shared/strings.ts';
import { saveErrorText } from '../noticeText.ts';
import { selectRestoreOffer, restoreDismissed, workBackupRequested } from '../worksSlice.ts';
import { useEditorSaveStatus } from '../editor/saveStatus.ts';
import { editorHrefFor } from '../editor/address.ts';
import { useAppNavigator } from '../../../app/navigation/navigatorContext.tsx';
import { formatEditTime } from './time.ts';
import './works.css';

/**
 * For the editor page to mount (one line): the autosave state, a failed save with
 * what to do and a backup download from memory, and the offer to continue the work
 * a reload or crash interrupted. Everything it shows is also toasted, so the editor
 * works without it.
 */
export function EditorSaveStatus() {
  const dispatch = useAppDispatch();
  const navigator = useAppNavigator();
  const save = useEditorSaveStatus();
  const offer = useAppSelector(selectRestoreOffer);
  const t = strings.works;
  // Fixed per mount: "今天 14:30" needs a today, and a render must not read the clock.
  const [now] = useState(() => Date.now());
  return (
    <div className="works-editor-status">
      {save.state === 'error' ? (
        <div className="works-banner works-banner--error" role="alert" data-testid="works-save-error" data-taps>
          <span>{saveErrorText(save.kind)}</span>
          <button type="button" className="works-banner__action" data-testid="works-save-backup" onClick={() => dispatch(workBackupRequested())}>
            {t.save.exportBackup}
          </button>
        </div>
      ) : (
        <span className="works-save-state" data-testid="works-save-state" data-state={save.state}>
          {save.state === 'saved' ? t.save.saved(formatEditTime(save.at, Math.max(now, save.at))) : save.state === 'saving' ? t.save.saving : save.state === 'pending' ? t.save.pending : ''}
        </span>
      )}
      {offer ? (
        <div className="works-banner" data-testid="works-restore-offer" data-taps>
          <span>{t.editor.restoreBody(offer.name, formatEditTime(offer.updatedAt, now))}</span>
          <button type="button" className="works-banner__action" data-testid="works-restore-accept" onClick={() => navigator.go(editorHrefFor(offer.id))}>
            {t.editor.restoreAccept}
          </button>
          <button type="button" className="works-banner__action" data-testid="works-restore-dismiss" onClick={() => dispatch(restoreDismissed())}>
            {t.editor.restoreDismiss}
          </button>
        </div>
      ) : null}
    </div>
  );
}
