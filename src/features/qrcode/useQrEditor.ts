import { useCallback, useEffect, useMemo, useState } from 'react';
import { qrcodeStrings } from '../../shared/strings/qrcode.ts';
import { makeMatrix, type QrMatrix } from './matrix.ts';
import { buildPayload, EMPTY_CONTENT, type QrContent } from './payload.ts';
import { createQrPipeline, type QrJob } from './pipeline.ts';
import { DEFAULT_STYLE, type QrStyle } from './style.ts';
import type { Verdict } from './verdict.ts';

const t = qrcodeStrings.qrcode;

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

interface Built {
  payload: string | null;
  matrix: QrMatrix | null;
  problem: Problem | null;
}

interface Judged {
  job: QrJob;
  built: Built;
  previewUrl: string;
  verdict: Verdict;
  decoderDown: boolean;
}

/**
 * The QR editor's state: content and style in; payload, refusal, preview and the
 * scannability verdict out, after every change (createQrPipeline does the drawing and
 * reading off the main thread).
 */
export function useQrEditor(initial?: { content: QrContent; style: QrStyle }) {
  const [content, setContent] = useState<QrContent>(initial?.content ?? EMPTY_CONTENT);
  const [style, setStyle] = useState<QrStyle>(initial?.style ?? DEFAULT_STYLE);
  const [changedAt, setChangedAt] = useState(0);
  const [judged, setJudged] = useState<Judged | null>(null);
  const [pipeline] = useState(() => createQrPipeline((job, previewUrl, verdict, decoderDown) => setJudged({ job, built: job.built as Built, previewUrl, verdict, decoderDown })));
  useEffect(() => () => pipeline.dispose(), [pipeline]);

  const built: Built = useMemo(() => {
    const payload = buildPayload(content, t.messages);
    if (!payload.ok) return { payload: null, matrix: null, problem: { kind: 'field', field: payload.field, message: payload.message } };
    const matrix = makeMatrix(payload.payload, style.ec);
    if (!matrix.ok) return { payload: null, matrix: null, problem: { kind: 'capacity', message: t.tooLong(matrix.bytes, matrix.max, style.ec, matrix.lowest) } };
    return { payload: payload.payload, matrix: matrix.matrix, problem: null };
  }, [content, style.ec]);

  useEffect(() => {
    if (built.payload && built.matrix) pipeline.push({ payload: built.payload, matrix: built.matrix, style, started: changedAt, built });
  }, [built, style, pipeline, changedAt]);

  const current = judged !== null && judged.built === built && judged.job.style === style;
  const state: QrEditorState = {
    content,
    style,
    payload: built.payload,
    problem: built.problem,
    previewUrl: judged?.previewUrl ?? null,
    verdict: built.payload && judged ? judged.verdict : null,
    checking: built.payload !== null && !current,
    decoderDown: judged?.decoderDown ?? false,
  };
  // Stable, so the memoised form and style panels skip re-rendering when only the preview changed.
  const changeContent = useCallback((next: QrContent) => {
    setChangedAt(performance.now());
    setContent(next);
  }, []);
  const changeStyle = useCallback((next: QrStyle) => {
    setChangedAt(performance.now());
    setStyle(next);
  }, []);
  return {
    state,
    setContent: changeContent,
    setStyle: changeStyle,
    /** The code as it is now, drawn at any width (exports, thumbnails). */
    async draw(format: 'png' | 'jpeg' | 'svg', width: number): Promise<Blob> {
      if (!built.matrix) throw new Error(built.problem?.message ?? t.exportFailed);
      return pipeline.draw(built.matrix, style, format, width);
    },
    async document() {
      return built.matrix ? pipeline.documentOf(built.matrix, style) : null;
    },
  };
}
