import { useEffect, useMemo, useRef, useState } from 'react';
import { appWorkers } from '../../app/workers/index.ts';
import { FONT_CALL_TIMEOUT_MS } from '../../../workers/protocol/font.ts';
import { QR_DECODE_TIMEOUT_MS } from '../../../workers/protocol/qrdecode.ts';
import { strings } from '../../shared/strings.ts';
import { outlineArgs } from '../../editor/effects/outlinePlanner.ts';
import { qrDocument, type CaptionOutline } from './document.ts';
import { latestOnly } from './latestOnly.ts';
import { makeMatrix } from './matrix.ts';
import { buildPayload, EMPTY_CONTENT, type QrContent } from './payload.ts';
import { createPainter } from './painter.ts';
import { DEFAULT_STYLE, type QrStyle } from './style.ts';
import { judge, type Verdict } from './verdict.ts';

const t = strings.qrcode;
/** The preview (and what the decoder reads): about a phone-sized code at 2× pixels. */
export const PREVIEW_PX = 560;
const CAPTION_FONT = 'noto-sans-sc';

export type Problem = { kind: 'field'; field: string; message: string } | { kind: 'capacity'; message: string };

export interface QrEditorState {
  content: QrContent;
  style: QrStyle;
  payload: string | null;
  problem: Problem | null;
  previewUrl: string | null;
  verdict: Verdict | null;
  checking: boolean;
  decoderDown: boolean;
}

/**
 * The QR editor: content and style in, a drawn preview and a scannability verdict out, after
 * every change. Drawing (render worker) and reading (ZXing worker) happen off the main
 * thread; only the newest change is drawn when changes come faster than the workers.
 */
export function useQrEditor(initial?: { content: QrContent; style: QrStyle }) {
  const [content, setContent] = useState<QrContent>(initial?.content ?? EMPTY_CONTENT);
  const [style, setStyle] = useState<QrStyle>(initial?.style ?? DEFAULT_STYLE);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [checking, setChecking] = useState(false);
  const [decoderDown, setDecoderDown] = useState(false);
  const painter = useMemo(() => createPainter(), []);
  const captions = useRef(new Map<string, CaptionOutline>());
  const changedAt = useRef(performance.now());

  const built = useMemo(() => {
    const payload = buildPayload(content, t.messages);
    if (!payload.ok) return { payload: null, matrix: null, problem: { kind: 'field', field: payload.field, message: payload.message } as Problem };
    const matrix = makeMatrix(payload.payload, style.ec);
    if (!matrix.ok) return { payload: null, matrix: null, problem: { kind: 'capacity', message: t.tooLong(matrix.bytes, matrix.max, style.ec, matrix.lowest) } as Problem };
    return { payload: payload.payload, matrix: matrix.matrix, problem: null };
  }, [content, style.ec]);

  const captionFor = async (text: string): Promise<CaptionOutline | null> => {
    if (!text.trim()) return null;
    const cached = captions.current.get(text);
    if (cached) return cached;
    const r = await appWorkers.get('font').call((font) => font.layoutText({ requestId: 'qr-caption', text, fontName: CAPTION_FONT, fontSize: 90, bold: true }), FONT_CALL_TIMEOUT_MS, 'layoutText');
    const args = outlineArgs('qr-caption', '', r);
    const outline: CaptionOutline = { text, fontName: CAPTION_FONT, fontSize: 90, pathArr: args.pathArr, dataArr: args.dataArr, width: args.width, height: args.height, boldStroke: args.boldStroke };
    captions.current.set(text, outline);
    return outline;
  };

  const latestUrl = useRef<string | null>(null);
  const runner = useMemo(
    () =>
      latestOnly(async (job: { payload: string; matrix: NonNullable<typeof built.matrix>; style: QrStyle; started: number }) => {
        const caption = job.style.frame === 'none' ? null : await captionFor(job.style.caption).catch(() => null);
        const doc = qrDocument(job.matrix, job.style, caption);
        const png = await painter.paint({ doc, format: 'png', width: PREVIEW_PX, background: !job.style.transparent });
        const url = URL.createObjectURL(png);
        if (latestUrl.current) URL.revokeObjectURL(latestUrl.current);
        latestUrl.current = url;
        setPreviewUrl(url);
        let texts: string[] | null = null;
        try {
          texts = (await appWorkers.get('qrDecode').call((d) => d.decode(png), QR_DECODE_TIMEOUT_MS, 'decode')).texts;
          setDecoderDown(false);
        } catch {
          setDecoderDown(true);
        }
        setVerdict(judge(job.style, job.matrix.count, job.payload, texts));
        setChecking(false);
        // For the bench: change → verdict on screen (the next frame shows it).
        requestAnimationFrame(() => performance.measure('qr:verdict', { start: job.started, end: performance.now() }));
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [painter],
  );

  useEffect(() => {
    if (!built.payload || !built.matrix) {
      setVerdict(null);
      setChecking(false);
      return;
    }
    setChecking(true);
    runner.push({ payload: built.payload, matrix: built.matrix, style, started: changedAt.current });
  }, [built, style, runner]);

  useEffect(
    () => () => {
      painter.dispose();
      if (latestUrl.current) URL.revokeObjectURL(latestUrl.current);
    },
    [painter],
  );

  const state: QrEditorState = { content, style, payload: built.payload, problem: built.problem, previewUrl, verdict, checking, decoderDown };
  return {
    state,
    matrix: built.matrix,
    setContent(next: QrContent) {
      changedAt.current = performance.now();
      setContent(next);
    },
    setStyle(next: QrStyle) {
      changedAt.current = performance.now();
      setStyle(next);
    },
    /** The document as it is now, drawn at any size (exports, thumbnails). */
    async draw(format: 'png' | 'jpeg' | 'svg', width: number): Promise<Blob> {
      if (!built.matrix) throw new Error(built.problem?.message ?? t.exportFailed);
      const caption = style.frame === 'none' ? null : await captionFor(style.caption).catch(() => null);
      return painter.paint({ doc: qrDocument(built.matrix, style, caption), format, width, background: !style.transparent || format === 'jpeg' });
    },
    async document() {
      if (!built.matrix) return null;
      const caption = style.frame === 'none' ? null : await captionFor(style.caption).catch(() => null);
      return qrDocument(built.matrix, style, caption);
    },
  };
}
