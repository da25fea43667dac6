import type { Patch } from 'immer';
import type { LogoDocument } from '../../../workers/core/model/index.ts';
import type { EditorRootState } from '../store/index.ts';
import { createLiveMove, type LiveMove } from './liveMove.ts';
import type { Guide } from './snap.ts';
import { createStageGestures, type StageGestureDeps, type StageGestures } from './stageGestures.ts';
import type { ViewTransform } from './view.ts';
import { createToolController } from '../tools/toolController.ts';
import type { ToolStore } from '../tools/toolState.ts';

/** What the stage tells the render worker directly (store changes reach it through the editor's effects). */
export interface StageRenderSink {
  applyPatches(patches: Patch[]): void;
  load(doc: LogoDocument): void;
  setGesture(held: boolean): void;
}

export interface StageCompositionDeps {
  store: { getState(): EditorRootState; subscribe(listener: () => void): () => void };
  run: StageGestureDeps['run'];
  render: StageRenderSink;
  /** The view the stage shows now and the fitted one (null before the stage has a size). */
  getView(): ViewTransform | null;
  getFitted(): ViewTransform | null;
  setView(view: ViewTransform): void;
  multiSelect(): boolean;
  onTapSelected(id: string): void;
  setGuides(guides: Guide[]): void;
  /** Shifts the selection outline by a live move not yet in the store (document px). */
  showOffset(dx: number, dy: number): void;
  /** The first finger went down / the last lifted, after the render worker was told. */
  gestureHeld(held: boolean): void;
  now(): number;
  later(run: () => void, ms: number): () => void;
  /** Runs `run` when the thread is idle; returns the cancel. */
  whenIdle(run: () => void): () => void;
  /** The canvas tool in use (pen, node editing, crop); without it, only the default gestures. */
  tools?: ToolStore;
}

export interface StageComposition {
  gestures: StageGestures;
  live: LiveMove;
  /** The page is being hidden or left: a drag's pending move goes to the store now. */
  pageHidden(): void;
  dispose(): void;
}

const IDENTITY: ViewTransform = { scale: 1, x: 0, y: 0 };

/**
 * The editor stage's wiring, one place for the page (EditorStage.tsx) and the headless test
 * editor (src/editor/testing/createTestEditor.ts): store and intents, live move (a drag's
 * steps previewed and stored in batches), stage gestures, the render sink, snap lines made in
 * idle time, and the flush when the page hides. No DOM: the stage binds pointers and page events.
 */
export function composeStage(deps: StageCompositionDeps): StageComposition {
  const { store, run, render } = deps;
  const live = createLiveMove({
    snapshot: () => {
      const { document: doc, view } = store.getState().editor;
      return { doc, sel: { selected: view.selected, lastClicked: view.lastClicked } };
    },
    commit: (args, gesture, shown) => run('layer/move', args, gesture, shown ? { shown } : undefined),
    preview: (patches) => render.applyPatches(patches),
    resetPreview: () => render.load(store.getState().editor.document),
    showOffset: deps.showOffset,
    now: deps.now,
    later: deps.later,
  });
  const tool = deps.tools
    ? createToolController({
        tools: deps.tools,
        getDocument: () => store.getState().editor.document,
        getSelection: () => store.getState().editor.view.selected,
        getView: () => deps.getView() ?? IDENTITY,
        run,
      })
    : undefined;
  const gestures = createStageGestures({
    ...(tool ? { tool } : {}),
    getDocument: () => store.getState().editor.document,
    getSelection: () => store.getState().editor.view.selected,
    getView: () => deps.getView() ?? IDENTITY,
    getFitted: () => deps.getFitted() ?? IDENTITY,
    setView: (next) => {
      live.flush();
      deps.setView(next);
    },
    run,
    moveStep: live.step,
    setGuides: deps.setGuides,
    multiSelect: deps.multiSelect,
    onTapSelected: deps.onTapSelected,
    gestureHeld: (held) => {
      // The lift's last move reaches the store while the gesture still counts as held, so
      // autosave makes one save for the whole gesture, when it ends.
      if (!held) live.flush();
      render.setGesture(held);
      deps.gestureHeld(held);
    },
  });
  // What a drag snaps to is made in idle time after each change of the layers, not when the
  // finger starts moving (snapLineCache).
  let preparedLayers: unknown = null;
  let cancelPrepare = () => {};
  const prepareWhenIdle = () => {
    const { layers } = store.getState().editor.document;
    if (layers === preparedLayers) return;
    preparedLayers = layers;
    cancelPrepare();
    cancelPrepare = deps.whenIdle(() => {
      // Not in the middle of a gesture (its store commits change the layers): the lift's commit asks again.
      if (gestures.busy) preparedLayers = null;
      else gestures.prepare();
    });
  };
  prepareWhenIdle();
  const unsubscribe = store.subscribe(prepareWhenIdle);
  return {
    gestures,
    live,
    pageHidden: live.flush,
    dispose() {
      unsubscribe();
      cancelPrepare();
      live.flush();
    },
  };
}
