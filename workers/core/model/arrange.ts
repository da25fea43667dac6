import type { Box, Point } from './types.ts';

export type AlignEdge = 'left' | 'centre' | 'right' | 'top' | 'middle' | 'bottom';
export type DistributeAxis = 'h' | 'v';

/** How far each box must move so its edge or centre lines up with the target's. */
export function alignDeltas(boxes: readonly Box[], edge: AlignEdge, target: Box): Point[] {
  return boxes.map((b) => {
    switch (edge) {
      case 'left':
        return { x: target.x - b.x, y: 0 };
      case 'centre':
        return { x: target.x + target.width / 2 - (b.x + b.width / 2), y: 0 };
      case 'right':
        return { x: target.x + target.width - (b.x + b.width), y: 0 };
      case 'top':
        return { x: 0, y: target.y - b.y };
      case 'middle':
        return { x: 0, y: target.y + target.height / 2 - (b.y + b.height / 2) };
      case 'bottom':
        return { x: 0, y: target.y + target.height - (b.y + b.height) };
    }
  });
}

/**
 * Equal gaps between boxes along an axis, keeping the outer edges of the group where they
 * are. Boxes keep their order by centre. Fewer than three boxes have nothing to distribute.
 */
export function distributeDeltas(boxes: readonly Box[], axis: DistributeAxis): Point[] {
  const deltas = boxes.map(() => ({ x: 0, y: 0 }));
  if (boxes.length < 3) return deltas;
  const start = (b: Box) => (axis === 'h' ? b.x : b.y);
  const size = (b: Box) => (axis === 'h' ? b.width : b.height);
  const order = boxes.map((b, i) => ({ b, i })).sort((p, q) => start(p.b) + size(p.b) / 2 - (start(q.b) + size(q.b) / 2));
  const first = Math.min(...boxes.map(start));
  const last = Math.max(...boxes.map((b) => start(b) + size(b)));
  const total = boxes.reduce((sum, b) => sum + size(b), 0);
  const gap = (last - first - total) / (boxes.length - 1);
  let cursor = first;
  for (const { b, i } of order) {
    const move = cursor - start(b);
    deltas[i] = axis === 'h' ? { x: move, y: 0 } : { x: 0, y: move };
    cursor += size(b) + gap;
  }
  return deltas;
}
