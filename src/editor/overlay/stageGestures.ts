import type { IntentArgs, IntentName } from '../intents/index.ts';
import { hitTestDocument, hitTestLayer, newId, type Box, type Geometry, type LogoDocument, type Point } from '../../../workers/core/model/index.ts';
import { boxCentre, groupRotation, groupScale } from './groupTransform.ts';
import type { PerformResult } from '../store/index.ts';
import { CORNER_HANDLES, HANDLE_HIT_RADIUS, handleReach, hitTestHandles, placeGroupHandles, placeHandles, type HandleId, type ResizeHandle } from './handles.ts';
import { isTap, moveStep, startMove, type MoveSession } from './moveSession.ts';
import { resizeFromHandle, rotationFromPointer } from './resize.ts';
import { groupHandleTarget, handleTarget, movingBox, resizeMode, selectedLayers } from './selectionGeometry.ts';
import { SNAP_SCREEN_PX, type Guide } from './snap.ts';
import { createSnapLineCache } from './snapLineCache.ts';
import { panBy, pinchView, screenToDoc, zoomAbout, type ViewTransform } from './view.ts';

export interface StagePointer {
  id: number;
  /** Stage coordinates (CSS px from the stage's top-left). */
  x: number;
  y: number;
  pointerType: string;
  /** Shift/Ctrl/Meta: toggle selection on tap. */
  additive: boolean;
  /** Alt: move without snapping. */
  free: boolean;
}

export interface StageGestureDeps {
  getDocument(): LogoDocument;
  getSelection(): readonly string[];
  getView(): ViewTransform;
  getFitted(): ViewTransform;
  setView(view: ViewTransform): void;
  run<N extends IntentName>(name: N, args: IntentArgs<N>, gesture?: string, options?: { shown?: boolean }): PerformResult;
  /** One step of a drag (`layer/move` of the selection); the page shows it live and stores it in batches (see liveMove). */
  moveStep(args: { dx: number; dy: number }, gesture: string): PerformResult;
  setGuides(guides: Guide[]): void;
  /** The toolbar's 多选 switch: taps add to / remove from the selection. */
  multiSelect(): boolean;
  /** A tap on the layer that is already the only selection (text: open its editor). */
  onTapSelected?(id: string): void;
  /** The first finger went down (true) or the last one lifted (false): the render worker holds whole-canvas refreshes meanwhile, and a drag's last steps are stored. */
  gestureHeld?(held: boolean): void;
  /** A canvas tool in use (pen, node editing, crop: src/editor/tools) takes one finger's gestures it claims. */
  tool?: StageTool;
}

/** What stageGestures needs of a canvas tool: `down` returns false for a gesture it leaves to the default. */
export interface StageTool {
  down(p: StagePointer): boolean;
  move(p: StagePointer): void;
  up(p: StagePointer, cancelled: boolean): void;
  /** Two fingers came down: true when the tool takes the pinch (crop: the picture, not the view). */
  pinchStart?(a: Point, b: Point): boolean;
  pinchMove?(a: Point, b: Point): void;
  pinchEnd?(): void;
}

type Mode =
  | { kind: 'idle' }
  // onSelection: the finger came down on a selected layer (a drag then moves the selection, even under other layers).
  | { kind: 'pending'; start: Point; hit: string | null; onSelection: boolean; additive: boolean; free: boolean }
  | { kind: 'move'; start: Point; session: MoveSession; gesture: string; free: boolean }
  | { kind: 'pan'; start: Point; view: ViewTransform }
  | { kind: 'handle'; handle: HandleId; layer: Geometry & { id: string }; corner: boolean; mode: ReturnType<typeof resizeMode>; startDoc: Point; gesture: string }
  // Several layers: `applied` is the factor or angle already sent, so each step sends the change.
  | { kind: 'groupHandle'; handle: ResizeHandle | 'rotate'; ids: string[]; box: Box; pivot: Point; startDoc: Point; gesture: string; applied: number }
  | { kind: 'pinch'; from: [Point, Point]; view: ViewTransform }
  | { kind: 'toolPinch' }
  | { kind: 'tool'; last: StagePointer }
  // Fingers left over from a pinch do nothing until all are lifted.
  | { kind: 'spent' };

/** Smallest drawn side a handle drag may leave, in screen px. */
const MIN_SIDE_SCREEN_PX = 8;
/** Extra reach around a layer for fingers, in screen px. */
const TOUCH_SLOP_PX = 6;

/**
 * Pointer and touch gestures over the canvas, as intents: tap selects, a drag moves the
 * selection (one gesture id, so one undo step), handles resize and rotate, a drag on empty
 * canvas or two fingers move and zoom the view. No DOM here: the stage feeds it pointers.
 */
export function createStageGestures(deps: StageGestureDeps) {
  const pointers = new Map<number, Point>();
  let mode: Mode = { kind: 'idle' };
  const snapLines = createSnapLineCache();

  const toDoc = (p: Point) => screenToDoc(deps.getView(), p);

  function beginPinch() {
    const [a, b] = [...pointers.values()];
    if (!a || !b) return;
    if (mode.kind === 'tool') deps.tool?.up(mode.last, true);
    deps.setGuides([]);
    mode = deps.tool?.pinchStart?.(a, b) ? { kind: 'toolPinch' } : { kind: 'pinch', from: [a, b], view: deps.getView() };
  }

  function groupHandleAt(p: StagePointer, radius: number): Mode | null {
    const group = groupHandleTarget(deps.getDocument(), deps.getSelection());
    if (!group) return null;
    const { box } = group;
    // The handles sit outside the box (placeGroupHandles): a finger on the box drags what is under it.
    if (hitTestLayer(box, toDoc(p))) return null;
    const handle = hitTestHandles(placeGroupHandles(box, deps.getView(), group.handles), p, radius);
    if (!handle) return null;
    const { ids } = group;
    return { kind: 'groupHandle', handle, ids, box, pivot: boxCentre(box), startDoc: toDoc(p), gesture: newId('g'), applied: handle === 'rotate' ? 0 : 1 };
  }

  function handleAt(p: StagePointer): Mode | null {
    const doc = deps.getDocument();
    const target = handleTarget(doc, deps.getSelection());
    const radius = p.pointerType === 'mouse' ? HANDLE_HIT_RADIUS / 2 : HANDLE_HIT_RADIUS;
    if (!target) return groupHandleAt(p, radius);
    const { layer } = target;
    const shortSide = Math.min(layer.width, layer.height) * layer.scale * deps.getView().scale;
    const handle = hitTestHandles(placeHandles(layer, deps.getView(), target.handles), p, handleReach(radius, shortSide, hitTestLayer(layer, toDoc(p))));
    if (!handle) return null;
    const corner = (CORNER_HANDLES as readonly string[]).includes(handle);
    return { kind: 'handle', handle, layer: { ...target.layer }, corner, mode: resizeMode(target.layer, corner), startDoc: toDoc(p), gesture: newId('g') };
  }

  /** A selected layer (not the background) under the point: a drag there moves what the user selected, as in desktop editors, though a layer above it covers the spot. */
  function onSelectedLayer(doc: LogoDocument, at: Point, slop: number): boolean {
    const background = doc.layers[0]?.id;
    return selectedLayers(doc, deps.getSelection()).some((l) => l.id !== background && l.visibility && hitTestLayer(l, at, slop));
  }

  function beginDrag(start: Point, hit: string | null, onSelection: boolean, free: boolean): Mode {
    const doc = deps.getDocument();
    if (!onSelection && (hit === null || hit === doc.layers[0]?.id)) return { kind: 'pan', start, view: deps.getView() };
    if (!onSelection && hit !== null && !deps.getSelection().includes(hit)) deps.run('selection/select', { id: hit });
    const selection = deps.getSelection();
    const box = movingBox(doc, selection);
    if (!box) {
      // Nothing here may move (locked): a zero move lets the intent say why.
      deps.run('layer/move', { dx: 0, dy: 0 });
      return { kind: 'spent' };
    }
    return { kind: 'move', start, session: startMove(box, snapLines.linesFor(doc, selection)), gesture: newId('g'), free };
  }

  function step(p: StagePointer) {
    if (mode.kind === 'move') {
      const scale = deps.getView().scale;
      const total = { x: (p.x - mode.start.x) / scale, y: (p.y - mode.start.y) / scale };
      const next = moveStep(mode.session, total, SNAP_SCREEN_PX / scale, !(mode.free || p.free));
      mode = { ...mode, session: next.session };
      deps.setGuides(next.guides);
      if (next.dx !== 0 || next.dy !== 0) {
        const result = deps.moveStep({ dx: next.dx, dy: next.dy }, mode.gesture);
        if (!result.ok) mode = { kind: 'spent' };
      }
    } else if (mode.kind === 'groupHandle') {
      stepGroup(mode, p);
    } else if (mode.kind === 'pan') {
      deps.setView(panBy(mode.view, p.x - mode.start.x, p.y - mode.start.y));
    } else if (mode.kind === 'handle') {
      const at = toDoc(p);
      const { layer, gesture } = mode;
      if (mode.handle === 'rotate') {
        deps.run('layer/rotate', { ids: [layer.id], degrees: rotationFromPointer(layer, mode.startDoc, at, !p.free) }, gesture);
        return;
      }
      const minSize = MIN_SIDE_SCREEN_PX / deps.getView().scale;
      const r = resizeFromHandle(layer, mode.handle, at, { ...mode.mode, minSize });
      const args = { id: layer.id, x: r.x, y: r.y, width: r.width, height: r.height };
      deps.run('layer/resize', mode.mode.useScale ? { ...args, scale: r.scale } : args, gesture);
    }
  }

  function stepGroup(m: Extract<Mode, { kind: 'groupHandle' }>, p: StagePointer) {
    const at = toDoc(p);
    const { ids, pivot, gesture } = m;
    if (m.handle === 'rotate') {
      const total = groupRotation(pivot, m.startDoc, at, !p.free);
      if (total === m.applied) return;
      const result = deps.run('layer/rotate', { ids, degrees: total - m.applied, relative: true, pivot }, gesture);
      mode = result.ok ? { ...m, applied: total } : { kind: 'spent' };
      return;
    }
    const total = groupScale(m.box, m.handle, at, MIN_SIDE_SCREEN_PX / deps.getView().scale, m.startDoc);
    if (total === m.applied) return;
    const result = deps.run('layer/scale', { ids, factor: total / m.applied, pivot }, gesture);
    mode = result.ok ? { ...m, applied: total } : { kind: 'spent' };
  }

  function tap(hit: string | null, additive: boolean) {
    const doc = deps.getDocument();
    const onLayer = hit !== null && hit !== doc.layers[0]?.id;
    if (!onLayer) {
      if (!additive && !deps.multiSelect()) deps.run('selection/select', { id: null });
      return;
    }
    if (additive || deps.multiSelect()) {
      deps.run('selection/toggle', { id: hit });
      return;
    }
    const selection = deps.getSelection();
    if (selection.length === 1 && selection[0] === hit) deps.onTapSelected?.(hit);
    else deps.run('selection/select', { id: hit });
  }

  return {
    pointerDown(p: StagePointer) {
      pointers.set(p.id, { x: p.x, y: p.y });
      if (pointers.size === 1) deps.gestureHeld?.(true);
      if (pointers.size === 2) return beginPinch();
      if (pointers.size > 2 || mode.kind !== 'idle') return;
      if (deps.tool?.down(p)) {
        mode = { kind: 'tool', last: p };
        return;
      }
      const onHandle = handleAt(p);
      if (onHandle) {
        mode = onHandle;
        return;
      }
      const scale = deps.getView().scale;
      const slop = p.pointerType === 'mouse' ? 0 : TOUCH_SLOP_PX / scale;
      const doc = deps.getDocument();
      const at = toDoc(p);
      mode = { kind: 'pending', start: { x: p.x, y: p.y }, hit: hitTestDocument(doc, at, slop), onSelection: onSelectedLayer(doc, at, slop), additive: p.additive, free: p.free };
    },
    pointerMove(p: StagePointer) {
      if (!pointers.has(p.id)) return;
      pointers.set(p.id, { x: p.x, y: p.y });
      if (mode.kind === 'pinch') {
        const [a, b] = [...pointers.values()];
        if (a && b) deps.setView(pinchView(mode.view, mode.from, [a, b], deps.getFitted()));
        return;
      }
      if (mode.kind === 'toolPinch') {
        const [a, b] = [...pointers.values()];
        if (a && b) deps.tool?.pinchMove?.(a, b);
        return;
      }
      if (mode.kind === 'tool') {
        mode = { kind: 'tool', last: p };
        deps.tool?.move(p);
        return;
      }
      if (mode.kind === 'pending') {
        if (isTap(mode.start, p)) return;
        mode = beginDrag(mode.start, mode.hit, mode.onSelection, mode.free);
      }
      step(p);
    },
    pointerUp(p: StagePointer, cancelled = false) {
      if (!pointers.delete(p.id)) return;
      if (mode.kind === 'pending' && !cancelled) tap(mode.hit, mode.additive);
      if (mode.kind === 'tool') deps.tool?.up(p, cancelled);
      if (mode.kind === 'toolPinch') deps.tool?.pinchEnd?.();
      if (pointers.size === 0) {
        mode = { kind: 'idle' };
        deps.setGuides([]);
        deps.gestureHeld?.(false);
      } else if (mode.kind !== 'spent') {
        mode = { kind: 'spent' };
      }
    },
    /** Mouse wheel / trackpad: Ctrl (or a pinch on a trackpad) zooms about the pointer, else pans. */
    wheel(at: Point, dx: number, dy: number, zoom: boolean) {
      const view = deps.getView();
      deps.setView(zoom ? zoomAbout(view, at, Math.exp(-dy * 0.01), deps.getFitted()) : panBy(view, -dx, -dy));
    },
    get busy() {
      return mode.kind !== 'idle';
    },
    /** Makes what the next drag snaps to ahead of it (call in idle time after the document changes). */
    prepare() {
      snapLines.warm(deps.getDocument());
    },
  };
}

export type StageGestures = ReturnType<typeof createStageGestures>;
