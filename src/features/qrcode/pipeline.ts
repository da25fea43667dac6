import { appWorkers } from '../../app/workers/index.ts';
import { outlineArgs } from '../../editor/effects/outlinePlanner.ts';
import type { LogoDocument } from '../../../workers/core/model/index.ts';
import { FONT_CALL_TIMEOUT_MS } from '../../../workers/protocol/font.ts';
import { QR_DECODE_TIMEOUT_MS } from '../../../workers/protocol/qrdecode.ts';
import { adoptQrLayers, hasUserLayers } from './composition.ts';
import { qrDocument, type CaptionOutline } from './document.ts';
import { latestOnly } from './latestOnly.ts';
import type { QrMatrix } from './matrix.ts';
import { createPainter } from './painter.ts';
import type { QrStyle } from './style.ts';
import { judge, type Verdict } from './verdict.ts';

/** The preview (and what the decoder reads): about a phone-sized code at 2× pixels. */
export const PREVIEW_PX = 560;
const CAPTION_FONT = 'noto-sans-sc';

export interface QrJob {
  /** The work's whole document: the code and whatever the user put over it. */
  doc: LogoDocument;
  payload: string;
  style: QrStyle;
  modules: number;
  /** performance.now() of the change that asked for it (bench: change → verdict). */
  started: number;
  /** Whatever the caller wants back with the verdict (to tell which change it answers). */
  tag?: unknown;
}

/**
 * Change → drawn preview → verdict, off the main thread: the caption's outline from the font
 * worker, the work's document drawn by the page's render worker, read back by the ZXing worker.
 * Only the newest job waiting runs when changes come faster than the workers.
 */
export function createQrPipeline(report: (job: QrJob, preview: ImageBitmap | null, verdict: Verdict, decoderDown: boolean) => void) {
  const painter = createPainter();
  const captions = new Map<string, CaptionOutline>();
  let preview: ImageBitmap | null = null;

  const captionFor = async (text: string): Promise<CaptionOutline | null> => {
    if (!text.trim()) return null;
    const cached = captions.get(text);
    if (cached) return cached;
    const r = await appWorkers.get('font').call((font) => font.layoutText({ requestId: 'qr-caption', text, fontName: CAPTION_FONT, fontSize: 90, bold: true }), FONT_CALL_TIMEOUT_MS, 'layoutText');
    const args = outlineArgs('qr-caption', '', r);
    const outline: CaptionOutline = { text, fontName: CAPTION_FONT, fontSize: 90, pathArr: args.pathArr, dataArr: args.dataArr, width: args.width, height: args.height, boldStroke: args.boldStroke };
    captions.set(text, outline);
    return outline;
  };
  /** The code alone, made from content and style (its layers in the `qr-symbol` group). */
  const codeOf = async (matrix: QrMatrix, style: QrStyle) => adoptQrLayers(qrDocument(matrix, style, style.frame === 'none' ? null : await captionFor(style.caption).catch(() => null)));

  const runner = latestOnly(async (job: QrJob) => {
    const png = await painter.paint({ doc: job.doc, format: 'png', width: PREVIEW_PX, background: !job.style.transparent });
    // The preview is decoded off the main thread beside the read: no blob URL (creating and
    // revoking one is a synchronous call to the browser process, 20–60 ms of a low-end restyle
    // on a busy machine) and no <img> decode on the main thread.
    const [texts, bitmap] = await Promise.all([
      appWorkers.get('qrDecode').call((d) => d.decode(png), QR_DECODE_TIMEOUT_MS, 'decode').then((r) => r.texts, () => null),
      createImageBitmap(png).catch(() => null),
    ]);
    const previous = preview;
    preview = bitmap;
    report(job, bitmap, judge(job.style, job.modules, job.payload, texts, hasUserLayers(job.doc)), texts === null);
    previous?.close();
    // For the bench: change → verdict on screen (the next frame shows it).
    requestAnimationFrame(() => performance.measure('qr:verdict', { start: job.started, end: performance.now() }));
  });

  return {
    push: runner.push,
    codeOf,
    draw: (doc: LogoDocument, style: QrStyle, format: 'png' | 'jpeg' | 'svg', width: number) => painter.paint({ doc, format, width, background: !style.transparent || format === 'jpeg' }),
    dispose() {
      painter.dispose();
      preview?.close();
    },
  };
}
