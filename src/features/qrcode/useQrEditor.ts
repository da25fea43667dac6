import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useAppDispatch } from '../../app/pageApi.ts';
import { openDocument, performIntent } from '../../editor/store/index.ts';
import type { EditorDispatch } from '../../editor/effects/types.ts';
import { createDocument, type LogoDocument } from '../../../workers/core/model/index.ts';
import { qrcodeStrings } from '../../shared/strings/qrcode.ts';
import { createSideStore } from '../card/sideStore.ts';
import { inheritLook, lookKey, regeneration } from './composition.ts';
import { makeMatrix, type QrMatrix } from './matrix.ts';
import { buildPayload, EMPTY_CONTENT, type QrContent } from './payload.ts';
import { createQrPipeline, type QrJob } from './pipeline.ts';
import { DEFAULT_STYLE, type QrStyle } from './style.ts';
import type { Verdict } from './verdict.ts';
import type { OpenedQrWork } from './work.ts';

const t = qrcodeStrings.qrcode;

export type Problem = { kind: 'field'; field: string; message: string } | { kind: 'capacity'; message: string };

export interface QrEditorState {
  content: QrContent;
  style: QrStyle;
  payload: string | null;
  problem: Problem | null;
  /** The whole work as drawn and read (the verdict's picture). */
  preview: ImageBitmap | null;
  verdict: Verdict | null;
  checking: boolean;
  decoderDown: boolean;
}

interface Built {
  payload: string | null;
  matrix: QrMatrix | null;
  problem: Problem | null;
}

/** What made a code: the form as it was. */
interface Spec {
  content: QrContent;
  style: QrStyle;
  built: Built;
}

interface Judged {
  job: QrJob;
  preview: ImageBitmap | null;
  verdict: Verdict;
  decoderDown: boolean;
}

/** Codes made in this visit, by look, so undo in the editor can bring the form back in step. */
const SPECS_KEPT = 200;

/**
 * The QR page's state: content and style in; payload, refusal, preview and the scannability
 * verdict out, after every change. The work is one editor document (`side`, the store the
 * editor mounts on in 编辑): a change of content or style makes the code again and swaps only its
 * layers (`layer/regenerate`, one undo step); the preview, the decoder and every export draw the
 * whole document, the user's own layers included (docs/qr-editor.md).
 */
export function useQrEditor(initial?: OpenedQrWork) {
  const appDispatch = useAppDispatch();
  const [content, setContent] = useState<QrContent>(initial?.content ?? EMPTY_CONTENT);
  const [style, setStyle] = useState<QrStyle>(initial?.style ?? DEFAULT_STYLE);
  const [judged, setJudged] = useState<Judged | null>(null);
  const [pipeline] = useState(() => createQrPipeline((job, preview, verdict, decoderDown) => setJudged({ job, preview, verdict, decoderDown })));
  useEffect(() => () => pipeline.dispose(), [pipeline]);
  // A new code starts on a blank page that the first code replaces (not an undo step).
  const blank = useRef(!initial?.document);
  const [side] = useState(() => createSideStore(initial?.document ?? createDocument(), appDispatch));
  const doc = useSyncExternalStore(side.store.subscribe, side.document);
  const changedAt = useRef(0);

  const built: Built = useMemo(() => {
    const payload = buildPayload(content, t.messages);
    if (!payload.ok) return { payload: null, matrix: null, problem: { kind: 'field', field: payload.field, message: payload.message } };
    const matrix = makeMatrix(payload.payload, style.ec);
    if (!matrix.ok) return { payload: null, matrix: null, problem: { kind: 'capacity', message: t.tooLong(matrix.bytes, matrix.max, style.ec, matrix.lowest) } };
    return { payload: payload.payload, matrix: matrix.matrix, problem: null };
  }, [content, style.ec]);

  // The spec whose code the document now holds.
  const [applied, setApplied] = useState<Spec | null>(null);
  const specs = useRef(new Map<string, Spec>());
  const seq = useRef(0);
  const generating = useRef(false);
  const form = useRef({ content, style });
  useLayoutEffect(() => {
    form.current = { content, style };
  });

  // The document last sent to be drawn and read, and the spec it was read against.
  const pushed = useRef<{ doc: LogoDocument | null; spec: Spec | null }>({ doc: null, spec: null });
  const push = useCallback(
    (next: LogoDocument, spec: Spec) => {
      if (!spec.built.payload || !spec.built.matrix) return;
      pushed.current = { doc: next, spec };
      pipeline.push({ doc: next, payload: spec.built.payload, style: spec.style, modules: spec.built.matrix.count, started: changedAt.current || performance.now(), tag: spec });
      changedAt.current = 0;
    },
    [pipeline],
  );

  // Content or style changed: make the code and swap it into the document.
  useEffect(() => {
    if (!built.payload || !built.matrix) return;
    const spec: Spec = { content, style, built };
    const ticket = ++seq.current;
    generating.current = true;
    // In a task of its own: the tap's task (React's render of the page) stays short.
    const timer = setTimeout(() => {
      if (!built.matrix) return;
      void pipeline.codeOf(built.matrix, style).then((code) => {
        if (ticket !== seq.current) return;
        const key = lookKey(code);
        specs.current.delete(key);
        specs.current.set(key, spec);
        if (specs.current.size > SPECS_KEPT) specs.current.delete(specs.current.keys().next().value!);
        const dispatch = side.store.dispatch as unknown as EditorDispatch;
        const now = side.document();
        if (blank.current) {
          blank.current = false;
          dispatch(openDocument(code));
        } else if (lookKey(now) !== key) {
          const r = dispatch(performIntent('layer/regenerate', regeneration(now, code)));
          if (!r.ok) console.warn('QR code not regenerated:', r.error.message);
        }
        const made = side.document();
        // The store's copies of the code's layers look like the code's: their hashes carry over
        // (the next restyle compares against them without hashing the code's SVG again).
        inheritLook(made, code);
        generating.current = false;
        // Drawn and read at once, before React re-renders the page for the new document: the
        // workers draw and decode while the main thread renders (the [doc] effect below skips it).
        push(made, spec);
        setApplied(spec);
      }, (error: unknown) => console.error('QR code not made:', error));
    }, 0);
    return () => clearTimeout(timer);
    // content is read through `built` (same change); the effect runs per built or style.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [built, style, pipeline, side, push]);

  // Undo or redo in the editor put an earlier code back: the form follows it. The document a
  // restyle just made is its own spec's: nothing to look up.
  useEffect(() => {
    if (generating.current || doc === pushed.current.doc) return;
    const spec = specs.current.get(lookKey(doc));
    if (!spec || (spec.content === form.current.content && spec.style === form.current.style)) return;
    setContent(spec.content);
    setStyle(spec.style);
  }, [doc]);

  // Every change of the document (an edit in 编辑, an undo) is drawn and read again.
  useEffect(() => {
    if (!applied || (pushed.current.doc === doc && pushed.current.spec === applied)) return;
    push(doc, applied);
  }, [doc, applied, push]);

  const upToDate = applied !== null && applied.built === built && applied.style === style && judged !== null && judged.job.doc === doc && judged.job.tag === applied;
  const state: QrEditorState = {
    content,
    style,
    payload: built.payload,
    problem: built.problem,
    preview: judged?.preview ?? null,
    verdict: built.payload && judged ? judged.verdict : null,
    checking: built.payload !== null && !upToDate,
    decoderDown: judged?.decoderDown ?? false,
  };
  // Stable, so the memoised form and style panels skip re-rendering when only the preview changed.
  const changeContent = useCallback((next: QrContent) => {
    changedAt.current = performance.now();
    setContent(next);
  }, []);
  const changeStyle = useCallback((next: QrStyle) => {
    changedAt.current = performance.now();
    setStyle(next);
  }, []);
  const ready = !state.checking || (applied?.built === built && applied.style === style);
  return {
    state,
    /** The work's editor store: the 编辑 tab mounts the shared editor on it. */
    side,
    setContent: changeContent,
    setStyle: changeStyle,
    /** The document holds the code of the form as it is now (exports wait for that). */
    ready,
    /** The whole work (code and the user's layers) drawn at any width: exports, thumbnails. */
    async draw(format: 'png' | 'jpeg' | 'svg', width: number): Promise<Blob> {
      if (!built.matrix || !ready) throw new Error(built.problem?.message ?? t.exportFailed);
      return pipeline.draw(side.document(), style, format, width);
    },
    document(): LogoDocument | null {
      return built.matrix && ready ? side.document() : null;
    },
  };
}
