import type { Box, CanvasSize } from '../../../workers/core/model/index.ts';

/** A guide line to draw, in document px: vertical (axis 'x', at = x) or horizontal. */
export interface Guide {
  axis: 'x' | 'y';
  at: number;
  from: number;
  to: number;
}

export interface SnapResult {
  /** Correction to add to the moving box's offset. */
  dx: number;
  dy: number;
  guides: Guide[];
}

/** Screen px within which a moving edge or centre clicks onto a line. */
export const SNAP_SCREEN_PX = 6;

interface Line {
  at: number;
  /** Extent along the other axis, so the guide spans both boxes. */
  from: number;
  to: number;
  /** Position in the unsorted list (canvas lines first): ties go to the earlier line. */
  order: number;
  /** The layer whose edge or centre this is (undefined: the canvas's). */
  owner: string | undefined;
}

/** A box to snap to, with the id of its layer when lines may later be left out by layer. */
export type SnapTarget = Box & { owner?: string };

/** Every line a moving box may snap to, per axis, sorted by position (made once per gesture). */
export interface SnapLines {
  x: readonly Line[];
  y: readonly Line[];
}

const xLines = (b: Box): number[] => [b.x, b.x + b.width / 2, b.x + b.width];
const yLines = (b: Box): number[] => [b.y, b.y + b.height / 2, b.y + b.height];

function targetLines(targets: readonly SnapTarget[], canvas: CanvasSize, axis: 'x' | 'y'): Line[] {
  const lines: Line[] = [];
  const [size, span] = axis === 'x' ? [canvas.width, canvas.height] : [canvas.height, canvas.width];
  // One object shape for every line (owner always present): a 1000-layer logo makes 6000.
  for (const at of [0, size / 2, size]) lines.push({ at, from: 0, to: span, order: lines.length, owner: undefined });
  for (const t of targets) {
    const [from, to] = axis === 'x' ? [t.y, t.y + t.height] : [t.x, t.x + t.width];
    for (const at of axis === 'x' ? xLines(t) : yLines(t)) lines.push({ at, from, to, order: lines.length, owner: t.owner });
  }
  return lines.sort((a, b) => a.at - b.at || a.order - b.order);
}

/**
 * The canvas edges and centre and the other layers' edges and centres. Sorted once when a drag
 * starts, so each pointer move searches them in O(log n): a move in a 1000-layer logo costs
 * about what it costs with 10.
 */
export function snapLines(targets: readonly SnapTarget[], canvas: CanvasSize): SnapLines {
  return { x: targetLines(targets, canvas, 'x'), y: targetLines(targets, canvas, 'y') };
}

/**
 * The lines without those of the given layers, still sorted (a filter keeps the order, and
 * ties still go to the earlier line): snapping to them equals snapping to lines made
 * without those layers.
 */
export function snapLinesWithout(lines: SnapLines, owners: ReadonlySet<string>): SnapLines {
  if (owners.size === 0) return lines;
  const keep = (line: Line) => line.owner === undefined || !owners.has(line.owner);
  return { x: lines.x.filter(keep), y: lines.y.filter(keep) };
}

/** Sorted order of lines: by position, ties to the earlier line. */
const before = (a: Line, b: Line) => a.at < b.at || (a.at === b.at && a.order < b.order);

/**
 * The lines with those of one layer moved to `box`, or null when that layer has no lines here
 * (the caller makes them all again). The layer keeps its place in the stack, so its lines keep
 * their `order`: the result equals lines made from scratch with the layer at `box`, without a
 * sort (a drag changes one layer; sorting 6000 lines again was most of remaking them).
 */
export function snapLinesMoved(lines: SnapLines, owner: string, box: Box): SnapLines | null {
  const x = moveOwner(lines.x, owner, xLines(box), box.y, box.y + box.height);
  const y = moveOwner(lines.y, owner, yLines(box), box.x, box.x + box.width);
  return x && y ? { x, y } : null;
}

function moveOwner(lines: readonly Line[], owner: string, ats: number[], from: number, to: number): Line[] | null {
  // Orders were handed out edge by edge (left, centre, right), so sorted they match `ats`.
  const orders = lines.filter((l) => l.owner === owner).map((l) => l.order).sort((a, b) => a - b);
  if (orders.length !== ats.length) return null;
  const out = lines.filter((l) => l.owner !== owner);
  ats.forEach((at, i) => {
    const line: Line = { at, from, to, order: orders[i]!, owner };
    let lo = 0;
    let hi = out.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (before(out[mid]!, line)) lo = mid + 1;
      else hi = mid;
    }
    out.splice(lo, 0, line);
  });
  return out;
}

/** Index of the first line at or after `at`. */
function firstAtOrAfter(lines: readonly Line[], at: number): number {
  let lo = 0;
  let hi = lines.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((lines[mid]?.at ?? Infinity) < at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Lines within `reach` of `at`, in sorted order. */
function* linesNear(lines: readonly Line[], at: number, reach: number): Generator<Line> {
  for (let i = firstAtOrAfter(lines, at - reach); i < lines.length; i += 1) {
    const line = lines[i];
    if (!line || line.at > at + reach) return;
    yield line;
  }
}

function snapAxis(moving: number[], lines: readonly Line[], threshold: number): { delta: number; hits: Line[] } {
  // The nearest line within the threshold; ties go to the earlier line, then the earlier edge.
  let best: { delta: number; order: number; edge: number } | null = null;
  moving.forEach((m, edge) => {
    for (const line of linesNear(lines, m, threshold)) {
      const d = line.at - m;
      const closer = !best || Math.abs(d) < Math.abs(best.delta) || (Math.abs(d) === Math.abs(best.delta) && (line.order < best.order || (line.order === best.order && edge < best.edge)));
      if (closer) best = { delta: d, order: line.order, edge };
    }
  });
  if (!best) return { delta: 0, hits: [] };
  const { delta } = best;
  // Every line the snapped box now touches gets a guide, not just the one that won.
  const hits = new Set<Line>();
  for (const m of moving) for (const line of linesNear(lines, m + delta, 1e-6)) hits.add(line);
  return { delta, hits: [...hits].sort((a, b) => a.order - b.order) };
}

/**
 * Snaps a moving box's left/centre/right and top/middle/bottom to the lines of `snapLines`,
 * each axis on its own. `threshold` is in document px (SNAP_SCREEN_PX divided by the view scale).
 */
export function snapBoxTo(box: Box, lines: SnapLines, threshold: number): SnapResult {
  const x = snapAxis(xLines(box), lines.x, threshold);
  const y = snapAxis(yLines(box), lines.y, threshold);
  const moved = { ...box, x: box.x + x.delta, y: box.y + y.delta };
  const guides: Guide[] = [
    ...x.hits.map((l) => ({ axis: 'x' as const, at: l.at, from: Math.min(l.from, moved.y), to: Math.max(l.to, moved.y + moved.height) })),
    ...y.hits.map((l) => ({ axis: 'y' as const, at: l.at, from: Math.min(l.from, moved.x), to: Math.max(l.to, moved.x + moved.width) })),
  ];
  return { dx: x.delta, dy: y.delta, guides };
}

/** snapBoxTo with the lines made on the spot (one-off snaps and tests). */
export function snapBox(box: Box, targets: readonly Box[], canvas: CanvasSize, threshold: number): SnapResult {
  return snapBoxTo(box, snapLines(targets, canvas), threshold);
}

