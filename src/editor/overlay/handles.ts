import { layerCentre, type Geometry, type Layer, type Point } from '../../../workers/core/model/index.ts';
import { docToScreen, type ViewTransform } from './view.ts';

export type ResizeHandle = 'nw' | 'n' | 'ne' | 'e' | 'se' | 's' | 'sw' | 'w';
export type HandleId = ResizeHandle | 'rotate';

/** Where each resize handle sits on the box, as signs of the half-extents in the layer's own frame. */
export const HANDLE_SIGNS: Readonly<Record<ResizeHandle, readonly [number, number]>> = {
  nw: [-1, -1],
  n: [0, -1],
  ne: [1, -1],
  e: [1, 0],
  se: [1, 1],
  s: [0, 1],
  sw: [-1, 1],
  w: [-1, 0],
};

export const CORNER_HANDLES: readonly ResizeHandle[] = ['nw', 'ne', 'se', 'sw'];
export const EDGE_HANDLES: readonly ResizeHandle[] = ['n', 'e', 's', 'w'];

/** Screen px between the top edge and the rotate handle. */
export const ROTATE_HANDLE_OFFSET = 28;
/** Finger-sized hit radius (screen px); a mouse is more precise but the bigger target costs nothing. */
export const HANDLE_HIT_RADIUS = 22;

export interface PlacedHandle {
  id: HandleId;
  /** Screen position of the handle's centre. */
  at: Point;
}

/**
 * Which handles a layer offers. Text reflows from its outline, so it only scales (corners);
 * locked layers and the background offer none.
 */
export function handlesFor(layer: Pick<Layer, 'type' | 'status'>, isBackground: boolean): HandleId[] {
  if (isBackground || !layer.status.moveable) return [];
  const resize = layer.type === 'text' ? CORNER_HANDLES : [...CORNER_HANDLES, ...EDGE_HANDLES];
  return [...resize, 'rotate'];
}

function turn(p: Point, degrees: number): Point {
  const rad = (degrees * Math.PI) / 180;
  return { x: p.x * Math.cos(rad) - p.y * Math.sin(rad), y: p.x * Math.sin(rad) + p.y * Math.cos(rad) };
}

/** A point of the layer's own (centred, unrotated, scaled) frame in document coordinates. */
export function localToDoc(g: Geometry, local: Point): Point {
  const c = layerCentre(g);
  const r = turn(local, g.rotate);
  return { x: c.x + r.x, y: c.y + r.y };
}

/** A document point in the layer's own frame (centred on the box, rotation undone). */
export function docToLocal(g: Geometry, p: Point): Point {
  const c = layerCentre(g);
  return turn({ x: p.x - c.x, y: p.y - c.y }, -g.rotate);
}

/** Screen positions of the given handles on a layer's drawn box. */
export function placeHandles(g: Geometry, view: ViewTransform, ids: readonly HandleId[]): PlacedHandle[] {
  const hw = (g.width * g.scale) / 2;
  const hh = (g.height * g.scale) / 2;
  return ids.map((id) => {
    if (id === 'rotate') {
      // Above the top edge in the layer's own "up", a fixed screen distance at any zoom.
      const top = docToScreen(view, localToDoc(g, { x: 0, y: -hh }));
      const up = turn({ x: 0, y: -ROTATE_HANDLE_OFFSET }, g.rotate);
      return { id, at: { x: top.x + up.x, y: top.y + up.y } };
    }
    const [sx, sy] = HANDLE_SIGNS[id];
    return { id, at: docToScreen(view, localToDoc(g, { x: sx * hw, y: sy * hh })) };
  });
}

/**
 * Screen px between a multi-selection's box and its handles. On the box's corners they sat on
 * the corner layers themselves: a finger there resized the whole selection instead of dragging
 * it. This far out (the corner handle's centre 22.6 px from the corner, more than
 * HANDLE_HIT_RADIUS), no spot on the box reaches a handle.
 */
export const GROUP_HANDLE_GAP = 16;

/** A multi-selection's handles: around its box, GROUP_HANDLE_GAP screen px out at any zoom. */
export function placeGroupHandles(box: Geometry, view: ViewTransform, ids: readonly HandleId[]): PlacedHandle[] {
  const gap = GROUP_HANDLE_GAP / view.scale;
  return placeHandles({ ...box, x: box.x - gap, y: box.y - gap, width: box.width + 2 * gap, height: box.height + 2 * gap }, view, ids);
}

/**
 * How far from a handle a pointer still takes it. Inside a small box the full reach would
 * cover the whole body (a 25 px layer's centre is 17 px from every corner), so the layer could
 * only be resized, never dragged: inside the box a handle reaches at most a quarter of the
 * box's shorter side on screen; from outside, fingers keep the full radius.
 */
export function handleReach(radius: number, shortSideOnScreen: number, inside: boolean): number {
  return inside ? Math.min(radius, shortSideOnScreen / 4) : radius;
}

/** The handle nearest to a screen point within the radius; the rotate handle wins ties. */
export function hitTestHandles(handles: readonly PlacedHandle[], p: Point, radius = HANDLE_HIT_RADIUS): HandleId | null {
  let best: HandleId | null = null;
  let bestDist = radius;
  for (const handle of handles) {
    const d = Math.hypot(handle.at.x - p.x, handle.at.y - p.y);
    if (d < bestDist || (d === bestDist && handle.id === 'rotate')) {
      best = handle.id;
      bestDist = d;
    }
  }
  return best;
}

/** CSS cursor for a handle, turned with the layer so it points along the drag direction. */
export function handleCursor(id: HandleId, rotate: number): string {
  if (id === 'rotate') return 'grab';
  const order: ResizeHandle[] = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'];
  const cursors = ['ns', 'nesw', 'ew', 'nwse', 'ns', 'nesw', 'ew', 'nwse'];
  const step = Math.round((((rotate % 360) + 360) % 360) / 45);
  return `${cursors[(order.indexOf(id) + step) % 8] ?? 'move'}-resize`;
}
