import { isAnyOf } from '@reduxjs/toolkit';
import type { TextLayoutRequest, TextLayoutResult } from '../../../workers/protocol/font.ts';
import { isWorkerError, type WorkerError } from '../../../workers/core/errors.ts';
import type { LogoDocument } from '../../../workers/core/model/index.ts';
import { documentLoaded, intentCommitted, performIntent, redone, undone } from '../store/index.ts';
import { createOutlinePlanner, outlineArgs, patchesMayNeedOutlines } from './outlinePlanner.ts';
import { createPatchForwarder, type PatchSink } from './patchForwarder.ts';
import { createPictureMover, patchesMayEmbedPicture, type StoreEmbeddedPicture } from './pictureMover.ts';
import { addEditorListener, type EditorDispatch } from './types.ts';

export interface EditorEffectDeps {
  render: PatchSink;
  font: {
    layoutText(request: TextLayoutRequest): Promise<TextLayoutResult>;
    cancel(requestId: string): void;
  };
  /** A Chinese message for the user (a toast). */
  notify(message: string): void;
  /** Moves a picture embedded in an older work into the asset store (the image worker). Absent: pictures stay embedded. */
  storeEmbeddedPicture?: StoreEmbeddedPicture;
}

const documentChanged = isAnyOf(intentCommitted, undone, redone, documentLoaded);

/**
 * The editor's side effects, on the app store's listener middleware: every document change
 * goes to the render worker as patches, and text that lost its outline is laid out by the
 * font worker and written back with `text/outline`; pictures still embedded in an older work
 * move into the asset store (`picture/stored`). Returns the function that removes them.
 */
export interface EditorEffects {
  /** Sends a document the workers have not seen (the editor page re-opened on a kept work). */
  resend(doc: LogoDocument): void;
  /** Lays out again the text whose outline failed (the user asked to retry). */
  retryOutlines(doc: LogoDocument): void;
  stop(): void;
}

export function registerEditorEffects(dispatch: EditorDispatch, deps: EditorEffectDeps): EditorEffects {
  const forwarder = createPatchForwarder(deps.render);
  const planner = createOutlinePlanner();
  let active = true;

  const stopPatches = dispatch(
    addEditorListener({
      matcher: documentChanged,
      effect: (action, api) => {
        if (documentLoaded.match(action)) forwarder.load(api.getState().editor.document);
        // A live move's commit the worker was already shown (intentCommitted's `shown`).
        else if (!(intentCommitted.match(action) && action.payload.shown)) forwarder.patches(action.payload.patches);
      },
    }),
  );

  const requestOutlines = (doc: LogoDocument) => {
    const { start, cancel } = planner.plan(doc);
    for (const id of cancel) deps.font.cancel(id);
    for (const job of start) {
      deps.font.layoutText(job.request).then(
        (result) => {
          if (!active || !planner.settled(job.id, job.key, true)) return;
          const decorated = job.request.underLine === true || job.request.deleteLine === true;
          dispatch(performIntent('text/outline', outlineArgs(job.id, job.key, result, decorated)));
        },
        (error: unknown) => {
          const failure: WorkerError | null = isWorkerError(error) ? error : null;
          if (failure?.code === 'CANCELLED') return;
          if (!active || !planner.settled(job.id, job.key, false)) return;
          deps.notify(failure?.message ?? '文字加载失败，请重试');
        },
      );
    }
  };

  const stopOutlines = dispatch(
    addEditorListener({
      matcher: documentChanged,
      effect: (action, api) => {
        if (documentLoaded.match(action) || patchesMayNeedOutlines(action.payload.patches)) requestOutlines(api.getState().editor.document);
      },
    }),
  );

  const store = deps.storeEmbeddedPicture;
  const mover = store ? createPictureMover(store, (source, url) => void dispatch(performIntent('picture/stored', { source, url }))) : null;
  const stopPictures = mover
    ? dispatch(
        addEditorListener({
          matcher: documentChanged,
          effect: (action, api) => {
            if (documentLoaded.match(action) || patchesMayEmbedPicture(action.payload.patches)) mover.move(api.getState().editor.document);
          },
        }),
      )
    : () => undefined;

  return {
    resend(doc) {
      forwarder.load(doc);
      requestOutlines(doc);
      mover?.move(doc);
    },
    retryOutlines(doc) {
      planner.forgetFailures();
      requestOutlines(doc);
    },
    stop() {
      active = false;
      forwarder.flush();
      stopPatches();
      stopOutlines();
      stopPictures();
      mover?.stop();
    },
  };
}
