// The editor headless, for Node tests: the production composition of the stage (store,
// intents, history, live move, gestures, render sink, flush on hide: composeStage, the same
// function EditorStage.tsx uses) with a manual clock, a manual idle queue and a render sink
// that keeps the render worker's copy of the document by patches. Not used by the app.
import { applyDocumentPatches, type Layer, type LogoDocument } from '../../../workers/core/model/index.ts';
import { createPatchForwarder } from '../effects/patchForwarder.ts';
import type { IntentArgs, IntentName } from '../intents/index.ts';
import { composeStage } from '../overlay/stageComposition.ts';
import type { Guide } from '../overlay/snap.ts';
import type { StagePointer } from '../overlay/stageGestures.ts';
import type { ViewTransform } from '../overlay/view.ts';
import { performIntent, redo, undo, type PerformResult } from '../store/index.ts';
import { createEditorStore } from '../store/store.ts';
import { documentWith } from '../store/testing.ts';
import { createToolStore } from '../tools/toolState.ts';

export interface TestEditorOptions {
  /** The document opened; default: the given layers above a 1000×1000 background. */
  document?: LogoDocument;
  layers?: Layer[];
  /** How the stage shows the canvas; default half size, 20 px from the stage's corner. */
  fitted?: ViewTransform;
}

export function createTestEditor(options: TestEditorOptions = {}) {
  const store = createEditorStore({ document: options.document ?? documentWith(...(options.layers ?? [])) });
  const fitted = options.fitted ?? { scale: 0.5, x: 20, y: 20 };

  // Clock and timers (live move's batch timer), moved by advance().
  let now = 0;
  let timers: { at: number; run: () => void }[] = [];
  const later = (run: () => void, ms: number) => {
    const timer = { at: now + ms, run };
    timers.push(timer);
    return () => {
      timers = timers.filter((t) => t !== timer);
    };
  };
  let idle: (() => void)[] = [];

  // The render worker's side: its copy of the document, kept by the store's patches (as the
  // editor's effects forward them) and by live move's previews.
  let rendered = store.getState().editor.document;
  const previews: number[] = [];
  const heldSent: boolean[] = [];
  const sink = {
    applyPatches: (patches: Parameters<typeof applyDocumentPatches>[1]) => {
      rendered = applyDocumentPatches(rendered, patches);
    },
    load: (doc: LogoDocument) => {
      rendered = doc;
    },
  };
  const forwarder = createPatchForwarder(sink, (run) => run());
  store.onDocumentPatches((patches, cause) => {
    if (cause === 'load') forwarder.load(store.getState().editor.document);
    else forwarder.patches(patches);
  });

  const tools = createToolStore();
  let view = fitted;
  let guides: Guide[] = [];
  let multi = false;
  const refused: string[] = [];
  const tapped: string[] = [];
  const held: boolean[] = [];
  // As useRunIntent, with the refusal kept instead of shown as a toast.
  const run = <N extends IntentName>(name: N, args: IntentArgs<N>, gesture?: string, options?: { shown?: boolean }): PerformResult => {
    const result = store.dispatch(performIntent(name, args, { ...(gesture === undefined ? {} : { gesture }), ...(options?.shown ? { shown: true } : {}) }));
    if (!result.ok) refused.push(result.error.message);
    return result;
  };
  let offset = { dx: 0, dy: 0 };

  const stage = composeStage({
    store,
    run,
    render: {
      applyPatches: (patches) => {
        previews.push(patches.length);
        sink.applyPatches(patches);
      },
      load: sink.load,
      setGesture: (on) => heldSent.push(on),
    },
    tools,
    getView: () => view,
    getFitted: () => fitted,
    setView: (next) => (view = next),
    multiSelect: () => multi,
    onTapSelected: (id) => tapped.push(id),
    setGuides: (next) => (guides = next),
    showOffset: (dx, dy) => (offset = { dx, dy }),
    gestureHeld: (on) => held.push(on),
    now: () => now,
    later,
    whenIdle: (task) => {
      idle.push(task);
      return () => {
        idle = idle.filter((t) => t !== task);
      };
    },
  });
  const { gestures } = stage;

  let nextPointer = 1;
  const pointer = (x: number, y: number, extra: Partial<StagePointer> = {}): StagePointer => ({ id: 1, x, y, pointerType: 'touch', additive: false, free: false, ...extra });
  /** A finger from `from` to `to` (stage px) in `steps` moves, then lifted; `msPerStep` apart. */
  const drag = (from: [number, number], to: [number, number], steps = 5, extra: Partial<StagePointer> & { msPerStep?: number } = {}) => {
    const { msPerStep = 16, ...rest } = extra;
    const id = nextPointer++;
    gestures.pointerDown(pointer(from[0], from[1], { id, ...rest }));
    for (let i = 1; i <= steps; i += 1) {
      advance(msPerStep);
      gestures.pointerMove(pointer(from[0] + ((to[0] - from[0]) * i) / steps, from[1] + ((to[1] - from[1]) * i) / steps, { id, ...rest }));
    }
    gestures.pointerUp(pointer(to[0], to[1], { id, ...rest }));
  };
  /** Moves the clock on, running the timers that fall due. */
  function advance(ms: number) {
    now += ms;
    for (;;) {
      const due = timers.filter((t) => t.at <= now).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      timers = timers.filter((t) => t !== due);
      due.run();
    }
  }

  return {
    store,
    gestures,
    /** The canvas tool in use (pen, node editing, crop), as the page's tool bars set it. */
    tools,
    run,
    drag,
    pointer,
    advance,
    /** Runs what waits for an idle moment (the next drag's snap lines). */
    runIdle: () => {
      const tasks = idle;
      idle = [];
      for (const task of tasks) task();
    },
    /** The page is hidden (pagehide / visibilitychange), as the stage reports it. */
    hide: stage.pageHidden,
    dispose: stage.dispose,
    layer: (id: string) => store.getState().editor.document.layers.find((l) => l.id === id)!,
    /** The render worker's copy of the document. */
    rendered: () => rendered,
    /** How many preview messages live move sent the render worker (patches each). */
    previews,
    /** What the render worker was told of the gesture (held / released). */
    heldSent,
    /** The selection outline's live shift (document px), 0,0 when drawn where the store says. */
    offset: () => offset,
    refused,
    tapped,
    held,
    view: () => view,
    guides: () => guides,
    setMulti: (on: boolean) => (multi = on),
    selection: () => store.getState().editor.view.selected,
    past: () => store.getState().editor.history.past.length,
    /** The document as the store holds it. */
    doc: () => store.getState().editor.document,
    history: () => store.getState().editor.history,
    /** As the undo and redo buttons and shortcuts: false when there was nothing to take back. */
    undo: () => store.dispatch(undo()),
    redo: () => store.dispatch(redo()),
  };
}

export type TestEditor = ReturnType<typeof createTestEditor>;
