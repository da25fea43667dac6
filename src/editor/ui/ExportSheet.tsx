import { useState } from 'react';
import { toastShown } from '../../app/toast/toastSlice.ts';
import { strings } from '../../shared/strings.ts';
import { isWorkerError } from '../../../workers/protocol/errors.ts';
import type { RenderExportFormat } from '../../../workers/protocol/render.ts';
import { selectCanvasSize } from '../store/index.ts';
import { useEditorSession } from './EditorSessionContext.tsx';
import { downloadBlob, EXPORT_SIDES, exportBlob, exportFileName, exportPixelSize, exportScale } from './exportFile.ts';
import { useEditorDispatch, useEditorSelector } from './hooks.ts';

const t = strings.editor.exportSheet;
const FORMATS: { format: RenderExportFormat; label: string }[] = [
  { format: 'png', label: 'PNG' },
  { format: 'jpeg', label: 'JPG' },
  { format: 'svg', label: 'SVG' },
];

/** PNG/JPEG/SVG at a chosen size, made by the render worker and saved through an object URL. */
export function ExportSheet({ onClose }: { onClose(): void }) {
  const { render } = useEditorSession();
  const dispatch = useEditorDispatch();
  const canvas = useEditorSelector(selectCanvasSize);
  const [format, setFormat] = useState<RenderExportFormat>('png');
  const [side, setSide] = useState<number>(1000);
  const [transparent, setTransparent] = useState(false);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    try {
      const background = format === 'jpeg' || !transparent;
      const result = await render.exportImage({ format, scale: exportScale(canvas, side), background });
      downloadBlob(exportBlob(result), exportFileName(t.fileName, format));
      dispatch(toastShown(t.done));
      onClose();
    } catch (error) {
      // CANCELLED: the page was left while exporting; nothing to say.
      if (isWorkerError(error) && error.code === 'CANCELLED') return;
      dispatch(toastShown(isWorkerError(error) ? error.message : t.failed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="ed-sheet" role="dialog" aria-label={t.title} data-testid="export-sheet">
      <div className="ed-sheet__head">
        <h2 className="ed-sheet__title">{t.title}</h2>
        <button type="button" className="ed-chip" data-testid="export-close" onClick={onClose}>
          {t.close}
        </button>
      </div>
      <span className="ed-field__label">{t.format}</span>
      <div className="ed-row">
        {FORMATS.map((f) => (
          <button key={f.format} type="button" className={`ed-chip${format === f.format ? ' is-on' : ''}`} aria-pressed={format === f.format} data-testid={`export-format-${f.format}`} onClick={() => setFormat(f.format)}>
            {f.label}
          </button>
        ))}
      </div>
      <span className="ed-field__label">{t.scale}</span>
      <div className="ed-row ed-row--wrap">
        {EXPORT_SIDES.map((s) => {
          const px = exportPixelSize(canvas, s);
          return (
            <button key={s} type="button" className={`ed-chip${side === s ? ' is-on' : ''}`} aria-pressed={side === s} data-testid={`export-size-${s}`} onClick={() => setSide(s)}>
              {t.sizeLabel(px.width, px.height)}
            </button>
          );
        })}
      </div>
      {format !== 'jpeg' ? (
        <label className="ed-row">
          <input type="checkbox" checked={transparent} data-testid="export-transparent" onChange={(e) => setTransparent(e.target.checked)} />
          {t.transparent}
        </label>
      ) : null}
      <button type="button" className="ui-button ui-button--primary ed-sheet__go" data-testid="export-start" disabled={busy} onClick={() => void start()}>
        {busy ? t.working : t.start}
      </button>
    </div>
  );
}
