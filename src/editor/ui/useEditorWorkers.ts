import { createValueStore } from '../../shared/valueStore.ts';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useStore } from 'react-redux';
import { toastShown } from '../../app/toast/toastSlice.ts';
import { strings } from '../../shared/strings.ts';
import { imageWorker } from '../../app/workers/imageWorker.ts';
import { registerEditorEffects } from '../effects/registerEditorEffects.ts';
import { createDocument, parseDocument, sampleDocumentJson, type LogoDocument } from '../../../workers/core/model/index.ts';
import { openDocument, type EditorRootState } from '../store/index.ts';
import { createFontClient } from '../workers/fontClient.ts';
import { createRenderClient } from '../workers/renderClient.ts';
import { rasterHelpersFor } from '../../../workers/protocol/render.ts';
import type { EditorSession } from './EditorSessionContext.tsx';
import { markOpened, openedWork } from './editorMount.ts';
import { readHandedDocument } from './handoffStore.ts';
import { useEditorDispatch } from './hooks.ts';

export type WorkSource = 'sample' | 'new' | 'handoff';

/**
 * What the page asked to open: `?sample=1` the sample work (tests, demos); `?from=…` a document
 * another page handed over (openInEditor); else a new blank one.
 */
export function workSource(query: Readonly<Record<string, string>>): WorkSource {
  if (query.sample === '1') return 'sample';
  return query.from ? 'handoff' : 'new';
}

/** `?perf=1`: performance marks in the workers and the figures overlay. */
export function perfWanted(query: Readonly<Record<string, string>>): boolean {
  return query.perf === '1';
}

function documentFor(source: WorkSource): { ok: true; doc: LogoDocument } | { ok: false; message: string } {
  if (source === 'new') return { ok: true, doc: createDocument() };
  if (source === 'handoff') {
    // Only after a reload: otherwise the handing page already put the document in the store.
    const handed = readHandedDocument();
    if (handed === null) return { ok: true, doc: createDocument() };
    const parsed = parseDocument(handed);
    return parsed.ok ? { ok: true, doc: parsed.doc } : { ok: false, message: parsed.error.message };
  }
  const parsed = parseDocument(sampleDocumentJson());
  return parsed.ok ? { ok: true, doc: parsed.doc } : { ok: false, message: parsed.error.message };
}

/** Repeats of the same message within this time are not shown again (a failing worker can fail per frame). */
const REPEAT_QUIET_MS = 4000;

function createNotifier(show: (message: string) => void): (message: string) => void {
  const last = new Map<string, number>();
  return (message) => {
    const now = Date.now();
    if (now - (last.get(message) ?? -Infinity) < REPEAT_QUIET_MS) return;
    last.set(message, now);
    show(message);
  };
}

/** Holds the session the effect creates, so components re-render when it arrives or goes. */
const createSessionHolder = () => createValueStore<EditorSession | null>(null);

/**
 * Starts the render and font workers for the editor page, wires the effects (patches to
 * the render worker, outlines from the font worker) and opens the work; everything is
 * released on unmount (proxies released, workers terminated).
 */
export function useEditorWorkers(source: WorkSource, perf = false): EditorSession | null {
  const dispatch = useEditorDispatch();
  const store = useStore<EditorRootState>();
  const [holder] = useState(createSessionHolder);
  const session = useSyncExternalStore(holder.subscribe, holder.get);

  useEffect(() => {
    const notify = createNotifier((message) => dispatch(toastShown(message)));
    const currentDocument = () => store.getState().editor.document;
    const font = createFontClient((error) => notify(error.message));
    const render = createRenderClient({
      currentDocument,
      onError: (error) => notify(error.code === 'INTERNAL' ? strings.editor.workerFailed : error.message),
      onEvent: (event) => notify(event.message),
    });
    // The canvas is made here, not by the stage, so the worker owns it before the work
    // arrives; the stage only places the element and reports its size.
    const canvas = document.createElement('canvas');
    canvas.className = 'ed-stage__canvas';
    canvas.dataset.testid = 'editor-canvas';
    render
      .attach(canvas, { dpr: window.devicePixelRatio || 1, cssWidth: 1, cssHeight: 1, perf, rasterHelpers: rasterHelpersFor(navigator.hardwareConcurrency) })
      .catch((error: unknown) => notify(error instanceof DOMException ? strings.editor.noOffscreen : strings.editor.workerFailed));
    const storeEmbeddedPicture = (dataUrl: string) => imageWorker.call((api) => api.storeEmbeddedPicture(dataUrl));
    const effects = registerEditorEffects(dispatch, { render, font, notify, storeEmbeddedPicture });
    // Background only: a font that fails here fails again, and is reported, where it is drawn.
    font.warm().catch(() => undefined);
    if (openedWork() === source) {
      effects.resend(currentDocument());
    } else {
      const opened = documentFor(source);
      if (opened.ok) dispatch(openDocument(opened.doc));
      else notify(strings.editor.openFailed(opened.message));
      markOpened(source);
    }
    holder.set({ render, font, canvas, retryOutlines: () => effects.retryOutlines(currentDocument()) });
    return () => {
      holder.set(null);
      effects.stop();
      render.dispose();
      font.dispose();
    };
  }, [dispatch, store, source, perf, holder]);

  return session;
}
