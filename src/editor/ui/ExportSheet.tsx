import { useState } from 'react';
import { toastShown } from '../../app/toast/toastSlice.ts';
import { strings } from '../../shared/strings.ts';
import { isWorkerError } from '../../../workers/core/errors.ts';
import type { RenderExportFormat } from '../../../workers/protocol/render.ts';
import { selectCanvasSize, selectDocument } from '../store/index.ts';
import { useEditorPorts } from './editorPorts.tsx';
import { useEditorSession } from './EditorSessionContext.tsx';
import {
  canCopyImage,
  EXPORT_SIDES,
  exportBlob,
  exportFileName,
  exportPixelSize,
  exportScale,
  formatFileSize,
  JPEG_QUALITY_DEFAULT,
  parseExportSide,
} from './exportFile.ts';
import { saveBlob } from '../../shared/saveBlob.ts';
import { useEditorDispatch, useEditorSelector } from './hooks.ts';
import { useExportPreview } from './useExportPreview.ts';
import { SliderField } from './controls/SliderField.tsx';

const t = strings.editor.exportSheet;
const x = strings.editorExport;
const v = strings.vip;
/** The largest free size (the server caps free tickets there too: server/routes/vip/rules.ts). */
const STANDARD_SIDE = 1000;

interface Upsell {
  title: string;
  message: string;
  alternative?: { label: string; run(): void };
}
const FORMATS: { format: RenderExportFormat; label: string }[] = [
  { format: 'png', label: 'PNG' },
  { format: 'jpeg', label: 'JPG' },
  { format: 'svg', label: 'SVG' },
  { format: 'pdf', label: 'PDF' },
];

/**
 * PNG/JPEG/SVG/PDF at a chosen size, made by the render worker and saved through an object URL
 * (a PDF's page is the artboard; the size sets the resolution of layers with effects, docs/pdf.md).
 * Every export first gets a ticket from the server (docs/membership.md), which sets the size
 * a free account may have and counts its downloads; refusals open the VIP sheet.
 */
export function ExportSheet({ onClose }: { onClose(): void }) {
  const { render } = useEditorSession();
  const { requestExport, looksVip: memberLooking, Upsell, VipBadge } = useEditorPorts();
  const dispatch = useEditorDispatch();
  const canvas = useEditorSelector(selectCanvasSize);
  const doc = useEditorSelector(selectDocument);
  const [upsell, setUpsell] = useState<Upsell | null>(null);
  // Only for the badges: the server decides from its own records.
  const looksVip = memberLooking();
  const [format, setFormat] = useState<RenderExportFormat>('png');
  const [side, setSide] = useState<number>(1000);
  const [transparent, setTransparent] = useState(false);
  const [quality, setQuality] = useState(JPEG_QUALITY_DEFAULT);
  const [sideText, setSideText] = useState<string | null>(null);
  const [busy, setBusy] = useState<'download' | 'copy' | null>(null);
  const renderOptions = (outSide: number) => ({
    format,
    scale: exportScale(canvas, outSide),
    background: format === 'jpeg' || !transparent,
    ...(format === 'jpeg' ? { quality } : {}),
  });
  // The size of the file these options make, shown before exporting (not for PDF: its size is not about pixels).
  const preview = useExportPreview(render, doc, upsell || format === 'pdf' ? null : renderOptions(side));
  const sideError = sideText !== null && parseExportSide(sideText) === null;
  const [copyable] = useState(canCopyImage);

  /** Gets a ticket, renders at the size it grants and returns the file (null: refused, already said). */
  const produce = async (): Promise<{ blob: Blob; note: string } | null> => {
    // The page decides how a ticket is asked for (EditorPorts.requestExport): the editor only says what and how big.
    const ticket = await requestExport(doc, side);
    if (!ticket.ok) {
      if (ticket.reason === 'error') dispatch(toastShown(ticket.message));
      else setUpsell({ title: ticket.reason === 'limit' ? v.limitTitle : v.contentTitle, message: ticket.message });
      return null;
    }
    const result = await render.exportImage(renderOptions(ticket.side));
    return { blob: exportBlob(result), note: ticket.side < side ? v.capped(ticket.side) : ticket.left !== null ? v.left(ticket.left) : '' };
  };

  const failed = (error: unknown) => {
    // CANCELLED: the page was left while exporting; nothing to say.
    if (isWorkerError(error) && error.code === 'CANCELLED') return;
    dispatch(toastShown(isWorkerError(error) ? error.message : t.failed));
  };

  /** PNG onto the clipboard. The ClipboardItem is made in the tap itself (with a promise of the file), as browsers require. */
  const copy = async () => {
    setBusy('copy');
    const made = produce();
    const file = made.then((m) => m?.blob ?? Promise.reject(new Error('refused')));
    try {
      await navigator.clipboard.write([new ClipboardItem({ 'image/png': file })]);
      dispatch(toastShown(x.copied));
      onClose();
    } catch {
      // A refused ticket or a failed render has already been said; otherwise the browser refused.
      const outcome = await made.then(
        (m) => (m ? 'clipboard' : 'refused'),
        (error: unknown) => (failed(error), 'failed'),
      );
      if (outcome === 'clipboard') dispatch(toastShown(x.copyFailed));
    } finally {
      setBusy(null);
    }
  };

  const start = async () => {
    setBusy('download');
    try {
      const made = await produce();
      if (!made) return;
      saveBlob(made.blob, exportFileName(t.fileName, format));
      dispatch(toastShown(made.note || t.done));
      onClose();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };

  const pickSide = (wanted: number) => {
    setSide(wanted);
    setSideText(null);
    if (wanted <= STANDARD_SIDE || looksVip) return;
    setUpsell({
      title: v.hdTitle,
      message: v.hdBody(wanted),
      alternative: {
        label: v.continueStandard,
        run: () => {
          setSide(STANDARD_SIDE);
          setUpsell(null);
        },
      },
    });
  };

  /** A typed side in range becomes the side (with the VIP sheet above 1000 for a free user); anything else stays, marked. */
  const commitSideText = () => {
    if (sideText === null) return;
    const typed = parseExportSide(sideText);
    if (typed !== null) pickSide(typed);
  };

  if (upsell) {
    return (
      <div className="ed-sheet" role="dialog" aria-label={upsell.title} data-testid="export-sheet">
        <Upsell title={upsell.title} message={upsell.message} alternative={upsell.alternative} onClose={() => setUpsell(null)} />
      </div>
    );
  }

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
      {format === 'pdf' ? (
        <p className="ed-hint" data-testid="export-pdf-hint">
          {t.pdfHint}
        </p>
      ) : null}
      <span className="ed-field__label">{t.scale}</span>
      <div className="ed-row ed-row--wrap">
        {EXPORT_SIDES.map((s) => {
          const px = exportPixelSize(canvas, s);
          return (
            <button key={s} type="button" className={`ed-chip${side === s && sideText === null ? ' is-on' : ''}`} aria-pressed={side === s} data-testid={`export-size-${s}`} onClick={() => pickSide(s)}>
              {t.sizeLabel(px.width, px.height)}
              {s > STANDARD_SIDE && !looksVip ? <VipBadge /> : null}
            </button>
          );
        })}
      </div>
      <label className="ed-row ed-export-side">
        <span className="ed-field__label">{x.customSide}</span>
        <input
          type="text"
          inputMode="numeric"
          className="ed-export-side__input"
          aria-invalid={sideError}
          data-testid="export-side"
          value={sideText ?? String(side)}
          onChange={(event) => setSideText(event.target.value)}
          onBlur={() => commitSideText()}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitSideText();
          }}
        />
      </label>
      {sideError ? (
        <p className="ed-hint ed-hint--error" role="alert" data-testid="export-side-error">
          {x.sideRange}
        </p>
      ) : null}
      {format !== 'jpeg' && format !== 'pdf' ? (
        <label className="ed-row ed-export-check">
          <input type="checkbox" checked={transparent} data-testid="export-transparent" onChange={(e) => setTransparent(e.target.checked)} />
          {t.transparent}
        </label>
      ) : null}
      {format === 'jpeg' ? (
        <SliderField label={x.quality} min={50} max={100} step={1} value={Math.round(quality * 100)} format={(n) => `${n}%`} testId="export-quality" onChange={(n) => setQuality(n / 100)} />
      ) : null}
      <p className="ed-hint" aria-live="polite" data-testid="export-estimate" data-bytes={preview.state === 'ready' ? preview.bytes : undefined}>
        {preview.state === 'ready' ? x.estimate(formatFileSize(preview.bytes), preview.width, preview.height) : null}
        {preview.state === 'working' ? x.estimating : null}
        {preview.state === 'failed' ? x.estimateFailed : null}
      </p>
      <div className="ed-row">
        <button type="button" className="ui-button ui-button--primary ed-sheet__go" data-testid="export-start" disabled={busy !== null || sideError} onClick={() => void start()}>
          {busy === 'download' ? t.working : t.start}
        </button>
        {format === 'png' && copyable ? (
          <button type="button" className="ui-button ed-sheet__go" data-testid="export-copy" disabled={busy !== null || sideError} onClick={() => void copy()}>
            {busy === 'copy' ? x.copying : x.copy}
          </button>
        ) : null}
      </div>
    </div>
  );
}
