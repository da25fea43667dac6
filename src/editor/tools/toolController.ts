// The canvas tools' pointer side: while a tool is in use, one finger's gestures go here
// instead of the default select/move (two fingers still pinch and pan: see stageGestures).
// Every change of the document is an intent; a drag is one gesture id, so one undo step, and a
// crop session (enter → leave) is one gesture id across its drags and pinches (toolState.ts).
import { layerCentre, newId, type Layer, type LogoDocument, type Point } from '../../../workers/core/model/index.ts';
import { CORNER_HANDLES, HANDLE_HIT_RADIUS, hitTestHandles, placeHandles, type ResizeHandle } from '../overlay/handles.ts';
import { isTap } from '../overlay/moveSession.ts';
import { resizeFromHandle } from '../overlay/resize.ts';
import { resizeMode } from '../overlay/selectionGeometry.ts';
import type { StagePointer } from '../overlay/stageGestures.ts';
import { docToScreen, screenToDoc, type ViewTransform } from '../overlay/view.ts';
import { corner, hitNode, isCorner, layerNodes, moveAnchor, moveHandle, type NodePart, type PathNode, type PathNodes } from './pathNodes.ts';
import { finishPen, writeNodes, type RunIntent } from './toolActions.ts';
import { zoomPicture } from './pictureCover.ts';
import { NO_TOOL, type ToolState, type ToolStore } from './toolState.ts';

/** Hit radius of nodes and handles for a finger (screen px): a 44 px target around a 10 px dot. */
export const NODE_HIT_RADIUS = HANDLE_HIT_RADIUS;
/** Smallest side of a crop frame on screen (px). */
const MIN_FRAME_SCREEN_PX = 16;

export interface ToolControllerDeps {
  tools: ToolStore;
  getDocument(): LogoDocument;
  getSelection(): readonly string[];
  getView(): ViewTransform;
  run: RunIntent;
}

/** One finger's gesture while a tool is in use. */
type Drag =
  | { kind: 'penNode'; start: Point; index: number; dragged: boolean }
  | { kind: 'penClose'; start: Point }
  | { kind: 'node'; start: Point; startDoc: Point; index: number; part: NodePart; path: PathNodes; gesture: string }
  | { kind: 'frame'; handle: ResizeHandle; frame: LogoDocument['layers'][number]; gesture: string }
  | { kind: 'picture'; start: Point; picture: Layer; frameId: string; gesture: string };

/** Two fingers in crop mode: the picture as it was, where the fingers started (canvas px). */
interface CropPinch {
  frameId: string;
  picture: Layer;
  from: [Point, Point];
  gesture: string;
}

const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

export function createToolController(deps: ToolControllerDeps) {
  const { tools, run } = deps;
  let drag: Drag | null = null;
  let pinch: CropPinch | null = null;
  const toDoc = (p: Point) => screenToDoc(deps.getView(), p);
  const radius = (p: StagePointer) => (p.pointerType === 'mouse' ? NODE_HIT_RADIUS / 2 : NODE_HIT_RADIUS);
  const layerOf = (id: string) => deps.getDocument().layers.find((l) => l.id === id);

  /** The tool in use, put away when what it works on is gone (deleted, undone, deselected). */
  function current() {
    const state = tools.get();
    if (state.kind === 'nodes') {
      const layer = layerOf(state.layerId);
      if (layer?.type !== 'path' || !deps.getSelection().includes(layer.id) || !layerNodes(layer)) {
        tools.set(NO_TOOL);
        return NO_TOOL;
      }
    }
    if (state.kind === 'crop' && (!layerOf(state.imageId) || !layerOf(state.frameId))) {
      tools.set(NO_TOOL);
      return NO_TOOL;
    }
    return state;
  }

  /** Puts the picture where a crop gesture asks, covering its frame; false when refused. */
  function placePicture(picture: Layer, frameId: string, factor: number, pivot: Point, pan: Point, gesture: string): boolean {
    const frame = layerOf(frameId);
    if (!frame) return false;
    const place = zoomPicture(picture, frame, factor, pivot, pan);
    const now = layerOf(picture.id);
    if (now && now.x === place.x && now.y === place.y && now.scale === place.scale) return true;
    return run('layer/set', { ids: [picture.id], props: place }, gesture).ok;
  }

  function penDown(p: StagePointer, nodes: readonly PathNode[]) {
    const first = nodes[0];
    if (first && nodes.length >= 2) {
      const s = docToScreen(deps.getView(), first);
      if (Math.hypot(s.x - p.x, s.y - p.y) <= radius(p)) {
        drag = { kind: 'penClose', start: { x: p.x, y: p.y } };
        return;
      }
    }
    tools.set({ kind: 'pen', nodes: [...nodes, corner(toDoc(p))] });
    drag = { kind: 'penNode', start: { x: p.x, y: p.y }, index: nodes.length, dragged: false };
  }

  function nodesDown(p: StagePointer, layerId: string, selected: number | null): boolean {
    const layer = layerOf(layerId);
    const path = layer?.type === 'path' ? layerNodes(layer) : null;
    if (!path) return false;
    const at = toDoc(p);
    // Handles are offered on curved nodes and on the selected one.
    const hit = hitNode(path, at, radius(p) / deps.getView().scale, (i) => i === selected || !isCorner(path.nodes[i]!));
    if (!hit) return false;
    tools.set({ kind: 'nodes', layerId, selected: hit.index });
    drag = { kind: 'node', start: { x: p.x, y: p.y }, startDoc: at, index: hit.index, part: hit.part, path, gesture: newId('g') };
    return true;
  }

  function cropDown(p: StagePointer, { imageId, frameId, gesture }: Extract<ToolState, { kind: 'crop' }>) {
    const frame = layerOf(frameId);
    if (!frame) return;
    const handles = placeHandles(frame, deps.getView(), CORNER_HANDLES);
    const handle = hitTestHandles(handles, p, radius(p));
    if (handle && handle !== 'rotate') {
      drag = { kind: 'frame', handle, frame: { ...frame }, gesture };
      return;
    }
    const image = layerOf(imageId);
    if (image) drag = { kind: 'picture', start: { x: p.x, y: p.y }, picture: { ...image }, frameId, gesture };
  }

  return {
    /** Whether a tool takes single-finger gestures now. */
    get active() {
      return current().kind !== 'none';
    },
    /** A finger came down; false: not the tool's (the default gestures take it). */
    down(p: StagePointer): boolean {
      const state = current();
      drag = null;
      if (state.kind === 'pen') penDown(p, state.nodes);
      else if (state.kind === 'nodes') return nodesDown(p, state.layerId, state.selected);
      else if (state.kind === 'crop') cropDown(p, state);
      else return false;
      return true;
    },
    move(p: StagePointer) {
      if (!drag) return;
      const at = toDoc(p);
      const state = tools.get();
      if (drag.kind === 'penNode' && state.kind === 'pen') {
        if (!drag.dragged && isTap(drag.start, p)) return;
        drag.dragged = true;
        // Dragging out of a new node pulls its handles: out under the finger, in mirrored.
        const { index } = drag;
        const nodes = state.nodes.map((n, i) => (i === index ? { ...n, out: at, in: { x: 2 * n.x - at.x, y: 2 * n.y - at.y } } : n));
        tools.set({ kind: 'pen', nodes });
      } else if (drag.kind === 'node') {
        const layer = state.kind === 'nodes' ? layerOf(state.layerId) : undefined;
        if (layer?.type !== 'path') return;
        // The grabbed point follows the finger's travel, so grabbing it off-centre does not make it jump.
        const node = drag.path.nodes[drag.index]!;
        const origin = drag.part === 'anchor' ? node : node[drag.part];
        const target = { x: origin.x + (at.x - drag.startDoc.x), y: origin.y + (at.y - drag.startDoc.y) };
        const next = drag.part === 'anchor' ? moveAnchor(drag.path, drag.index, target) : moveHandle(drag.path, drag.index, drag.part, target);
        if (!writeNodes(run, layer, next, drag.gesture).ok) drag = null;
      } else if (drag.kind === 'frame') {
        const minSize = MIN_FRAME_SCREEN_PX / deps.getView().scale;
        const mode = resizeMode(drag.frame, true);
        const r = resizeFromHandle(drag.frame, drag.handle, at, { ...mode, minSize });
        const args = { id: drag.frame.id, x: r.x, y: r.y, width: r.width, height: r.height };
        if (!run('layer/resize', mode.useScale ? { ...args, scale: r.scale } : args, drag.gesture).ok) drag = null;
        else {
          // A frame pulled past the picture's edge takes the picture with it (grown if need be).
          const state = tools.get();
          const picture = state.kind === 'crop' ? layerOf(state.imageId) : undefined;
          if (picture) placePicture(picture, drag.frame.id, 1, layerCentre(picture), { x: 0, y: 0 }, drag.gesture);
        }
      } else if (drag.kind === 'picture') {
        // The picture follows the finger from where it started, stopped (or grown) so that it
        // always covers its frame, turned or not (pictureCover.ts).
        const scale = deps.getView().scale;
        const pan = { x: (p.x - drag.start.x) / scale, y: (p.y - drag.start.y) / scale };
        if (!placePicture(drag.picture, drag.frameId, 1, layerCentre(drag.picture), pan, drag.gesture)) drag = null;
      }
    },
    /**
     * Two fingers in crop mode scale the picture inside its frame about their midpoint and
     * pan it with them (the view stays); false when no crop is in use (the view pinches).
     */
    pinchStart(a: Point, b: Point): boolean {
      const state = current();
      const picture = state.kind === 'crop' ? layerOf(state.imageId) : undefined;
      if (state.kind !== 'crop' || !picture) return false;
      drag = null;
      pinch = { frameId: state.frameId, picture: { ...picture }, from: [toDoc(a), toDoc(b)], gesture: state.gesture };
      return true;
    },
    pinchMove(a: Point, b: Point) {
      if (!pinch) return;
      const [a0, b0] = pinch.from;
      const [a1, b1] = [toDoc(a), toDoc(b)];
      const before = Math.hypot(b0.x - a0.x, b0.y - a0.y);
      const factor = before > 0 ? Math.hypot(b1.x - a1.x, b1.y - a1.y) / before : 1;
      const m0 = midpoint(a0, b0);
      const m1 = midpoint(a1, b1);
      if (!(factor > 0) || !placePicture(pinch.picture, pinch.frameId, factor, m0, { x: m1.x - m0.x, y: m1.y - m0.y }, pinch.gesture)) pinch = null;
    },
    pinchEnd() {
      pinch = null;
    },
    up(_p: StagePointer, cancelled: boolean) {
      const ended = drag;
      drag = null;
      const state = tools.get();
      if (!ended || state.kind !== 'pen') return;
      if (cancelled && ended.kind === 'penNode') {
        // A second finger turned this into a pinch: the node it began is not wanted.
        tools.set({ kind: 'pen', nodes: state.nodes.filter((_, i) => i !== ended.index) });
      } else if (!cancelled && ended.kind === 'penClose') {
        finishPen(tools, deps.getDocument(), run, true);
      }
    },
  };
}

export type ToolController = ReturnType<typeof createToolController>;
