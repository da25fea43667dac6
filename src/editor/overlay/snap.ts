import type { Box, CanvasSize } from '../model/index.ts';

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
}

const xLines = (b: Box): number[] => [b.x, b.x + b.width / 2, b.x + b.width];
const yLines = (b: Box): number[] => [b.y, b.y + b.height / 2, b.y + b.height];

function targetLines(targets: readonly Box[], canvas: CanvasSize, axis: 'x' | 'y'): Line[] {
  const lines: Line[] = [];
  const [size, span] = axis === 'x' ? [canvas.width, canvas.height] : [canvas.height, canvas.width];
  for (const at of [0, size / 2, size]) lines.push({ at, from: 0, to: span });
  for (const t of targets) {
    const [from, to] = axis === 'x' ? [t.y, t.y + t.height] : [t.x, t.x + t.width];
    for (const at of axis === 'x' ? xLines(t) : yLines(t)) lines.push({ at, from, to });
  }
  return lines;
}

function snapAxis(moving: number[], lines: readonly Line[], threshold: number): { delta: number; hits: Line[] } {
  let delta = 0;
  let best = threshold;
  let found = false;
  for (const line of lines) {
    for (const m of moving) {
      const d = line.at - m;
      if (Math.abs(d) <= best && (!found || Math.abs(d) < Math.abs(delta))) {
        delta = d;
        best = Math.abs(d);
        found = true;
      }
    }
  }
  if (!found) return { delta: 0, hits: [] };
  // Every line the snapped box now touches gets a guide, not just the one that won.
  const hits = lines.filter((line) => moving.some((m) => Math.abs(m + delta - line.at) < 1e-6));
  return { delta, hits };
}

/**
 * Snaps a moving box's left/centre/right and top/middle/bottom to the canvas edges and
 * centre and to other layers' edges and centres, each axis on its own. `threshold` is in
 * document px (SNAP_SCREEN_PX divided by the view scale).
 */
export function snapBox(box: Box, targets: readonly Box[], canvas: CanvasSize, threshold: number): SnapResult {
  const x = snapAxis(xLines(box), targetLines(targets, canvas, 'x'), threshold);
  const y = snapAxis(yLines(box), targetLines(targets, canvas, 'y'), threshold);
  const moved = { ...box, x: box.x + x.delta, y: box.y + y.delta };
  const guides: Guide[] = [
    ...x.hits.map((l) => ({ axis: 'x' as const, at: l.at, from: Math.min(l.from, moved.y), to: Math.max(l.to, moved.y + moved.height) })),
    ...y.hits.map((l) => ({ axis: 'y' as const, at: l.at, from: Math.min(l.from, moved.x), to: Math.max(l.to, moved.x + moved.width) })),
  ];
  return { dx: x.delta, dy: y.delta, guides };
}
