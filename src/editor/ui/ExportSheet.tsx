import { useState } from 'react';
import { toastShown } from '../../app/toast/toastSlice.ts';
import { strings } from '../../shared/strings.ts';
import { isWorkerError } from '../../../workers/core/errors.ts';
import type { RenderExportFormat } from '../../../workers/protocol/render.ts';
import { selectCanvasSize, selectDocument } from '../store/index.ts';
import { useEditorPorts } from './editorPorts.tsx';
import { useEditorSession } from './EditorSessionContext.tsx';
import { EXPORT_SIDES, exportBlob, exportFileName, exportPixelSize, exportScale } from './exportFile.ts';
import { saveBlob } from '../../shared/saveBlob.ts';
import { useEditorDispatch, useEditorSelector } from './hooks.ts';

const t = strings.editor.exportSheet;
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
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    try {
      const ticket = await requestExport(doc, side);
      if (!ticket.ok) {
        if (ticket.reason === 'error') dispatch(toastShown(ticket.message));
        else setUpsell({ title: ticket.reason === 'limit' ? v.limitTitle : v.contentTitle, message: ticket.message });
        return;
      }
      const background = format === 'jpeg' || !transparent;
      const result = await render.exportImage({ format, scale: exportScale(canvas, ticket.side), background });
      saveBlob(exportBlob(result), exportFileName(t.fileName, format));
      dispatch(toastShown(ticket.side < side ? v.capped(ticket.side) : ticket.left !== null ? v.left(ticket.left) : t.done));
      onClose();
    } catch (error) {
      // CANCELLED: the page was left while exporting; nothing to say.
      if (isWorkerError(error) && error.code === 'CANCELLED') return;
      dispatch(toastShown(isWorkerError(error) ? error.message : t.failed));
    } finally {
      setBusy(false);
    }
  };

  const pickSide = (wanted: number) => {
    setSide(wanted);
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
            <button key={s} type="button" className={`ed-chip${side === s ? ' is-on' : ''}`} aria-pressed={side === s} data-testid={`export-size-${s}`} onClick={() => pickSide(s)}>
              {t.sizeLabel(px.width, px.height)}
              {s > STANDARD_SIDE && !looksVip ? <VipBadge /> : null}
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
