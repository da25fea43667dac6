import { useEffect, useState } from 'react';
import { appWorkers } from '../../../app/workers/index.ts';
import { useStore } from 'react-redux';
import { toastShown } from '../../../app/toast/toastSlice.ts';
import { withPicturesInlined } from '../../../services/assets/inlinePictures.ts';
import { saveBlob } from '../../../shared/saveBlob.ts';
import { strings } from '../../../shared/strings.ts';
import { openDocument, type EditorRootState } from '../../store/index.ts';
import { useEditorDispatch } from '../hooks.ts';
import { readWorkFile, workFileBlob, workFileName } from '../workFile.ts';

const t = strings.editor;

/** Save the work as a file and open one (another device, a backup). A bad file changes nothing. */
export function WorkFileField() {
  const dispatch = useEditorDispatch();
  const store = useStore<EditorRootState>();
  const [reading, setReading] = useState(false);
  // The zip worker reads the file; started while the user picks one, its scripts are ready when
  // the file comes (on a low-end phone starting it took ~0.4 s of opening a large work).
  useEffect(() => appWorkers.get('zip').warm(), []);
  const open = async (file: File | undefined) => {
    if (!file) return;
    setReading(true);
    try {
      const result = await readWorkFile(file, file.name);
      if (!result.ok) {
        dispatch(toastShown(result.message));
        return;
      }
      dispatch(openDocument(result.doc, { replacesOpenWork: true }));
      dispatch(toastShown(result.others > 0 ? t.workFileOpenedFirst(result.others) : t.workFileOpened));
    } finally {
      setReading(false);
    }
  };
  // The file carries its pictures inline: whoever opens it has no access to this device's asset store.
  const save = async () => saveBlob(workFileBlob(await withPicturesInlined(store.getState().editor.document)), workFileName());
  return (
    <div className="ed-field">
      <span className="ed-field__label">{t.workFileTitle}</span>
      <div className="ed-row ed-row--wrap">
        <label className={`ed-chip ed-file-host${reading ? ' is-busy' : ''}`} data-testid="work-open">
          {t.workFileOpen}
          <input
            type="file"
            accept="application/json,.json,application/zip,.zip"
            className="ed-file"
            data-testid="work-open-input"
            disabled={reading}
            onChange={(event) => {
              void open(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
        <button type="button" className="ed-chip" data-testid="work-save" onClick={() => void save()}>
          {t.workFileSave}
        </button>
      </div>
      <p className="ed-hint">{t.workFileHint}</p>
    </div>
  );
}
