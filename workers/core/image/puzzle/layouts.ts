// Picture puzzle layouts: guillotine trees (a box split into rows or columns,
// recursively). Splitting whole pixels by weight and putting exactly `spacing`
// between neighbours makes the cells tile the canvas with that spacing.
import type { Rect } from '../types.ts';

export type LayoutNode = { leaf: true } | { split: 'row' | 'col'; parts: Array<{ weight: number; node: LayoutNode }> };

export interface PuzzleLayout {
  id: string;
  count: number;
  tree: LayoutNode;
}

const L: LayoutNode = { leaf: true };
const row = (...parts: Array<LayoutNode | [number, LayoutNode]>): LayoutNode => ({
  split: 'row',
  parts: parts.map((p) => (Array.isArray(p) ? { weight: p[0], node: p[1] } : { weight: 1, node: p })),
});
const col = (...parts: Array<LayoutNode | [number, LayoutNode]>): LayoutNode => ({
  split: 'col',
  parts: parts.map((p) => (Array.isArray(p) ? { weight: p[0], node: p[1] } : { weight: 1, node: p })),
});

/** `row` puts parts side by side (left → right), `col` stacks them (top → bottom). */
export const PUZZLE_LAYOUTS: readonly PuzzleLayout[] = [
  { id: '2-row', count: 2, tree: row(L, L) },
  { id: '2-col', count: 2, tree: col(L, L) },
  { id: '2-wide', count: 2, tree: row([2, L], L) },
  { id: '3-row', count: 3, tree: row(L, L, L) },
  { id: '3-col', count: 3, tree: col(L, L, L) },
  { id: '3-left', count: 3, tree: row([3, L], [2, col(L, L)]) },
  { id: '3-top', count: 3, tree: col([3, L], [2, row(L, L)]) },
  { id: '4-grid', count: 4, tree: col(row(L, L), row(L, L)) },
  { id: '4-left', count: 4, tree: row([2, L], col(L, L, L)) },
  { id: '4-top', count: 4, tree: col([2, L], row(L, L, L)) },
  { id: '5-rows', count: 5, tree: col(row(L, L), row(L, L, L)) },
  { id: '5-left', count: 5, tree: row(L, col(row(L, L), row(L, L))) },
  { id: '5-centre', count: 5, tree: col(row(L, L), [2, L], row(L, L)) },
  { id: '6-grid', count: 6, tree: col(row(L, L, L), row(L, L, L)) },
  { id: '6-cols', count: 6, tree: col(row(L, L), row(L, L), row(L, L)) },
  { id: '6-feature', count: 6, tree: col([2, row([2, L], col(L, L))], row(L, L, L)) },
  { id: '7-rows', count: 7, tree: col(row(L, L, L), row(L, L, L, L)) },
  { id: '7-feature', count: 7, tree: col([2, L], row(L, L, L), row(L, L, L)) },
  { id: '8-grid', count: 8, tree: col(row(L, L, L, L), row(L, L, L, L)) },
  { id: '8-feature', count: 8, tree: col(row([2, L], col(L, L)), row(L, L, L), row(L, L)) },
  { id: '9-grid', count: 9, tree: col(row(L, L, L), row(L, L, L), row(L, L, L)) },
  { id: '9-feature', count: 9, tree: col([2, row([2, L], col(L, L))], row(L, L, L), row(L, L, L)) },
];

export const MIN_PUZZLE_PHOTOS = 2;
export const MAX_PUZZLE_PHOTOS = 9;

export function layoutsFor(count: number): PuzzleLayout[] {
  return PUZZLE_LAYOUTS.filter((layout) => layout.count === count);
}

export function findLayout(id: string): PuzzleLayout | undefined {
  return PUZZLE_LAYOUTS.find((layout) => layout.id === id);
}

/** Splits `total` whole pixels by weight (largest remainder), so the parts add up exactly. */
export function splitPixels(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (total * w) / sum);
  const sizes = exact.map(Math.floor);
  let left = total - sizes.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r);
  for (const { i } of order) {
    if (left <= 0) break;
    sizes[i] = (sizes[i] ?? 0) + 1;
    left -= 1;
  }
  return sizes;
}

function place(node: LayoutNode, box: Rect, spacing: number, out: Rect[]): void {
  if ('leaf' in node) {
    out.push(box);
    return;
  }
  const horizontal = node.split === 'row';
  const length = (horizontal ? box.width : box.height) - spacing * (node.parts.length - 1);
  const sizes = splitPixels(Math.max(0, length), node.parts.map((p) => p.weight));
  let at = horizontal ? box.x : box.y;
  node.parts.forEach((part, i) => {
    const size = sizes[i] ?? 0;
    place(part.node, horizontal ? { x: at, y: box.y, width: size, height: box.height } : { x: box.x, y: at, width: box.width, height: size }, spacing, out);
    at += size + spacing;
  });
}

/** Cell rectangles in photo order, in whole pixels, `spacing` apart and `spacing` from the edge. */
export function layoutCells(layout: PuzzleLayout, width: number, height: number, spacing: number): Rect[] {
  const s = Math.max(0, Math.round(spacing));
  const cells: Rect[] = [];
  place(layout.tree, { x: s, y: s, width: Math.max(0, width - 2 * s), height: Math.max(0, height - 2 * s) }, s, cells);
  return cells;
}

/**
 * Where a photo is drawn in its cell: scaled to cover the cell, times `zoom`,
 * and shifted by pan (−1 … 1 of the overflow; 0 centres it).
 */
export function coverPlacement(cell: Rect, photo: { width: number; height: number }, zoom: number, panX: number, panY: number): Rect {
  const scale = Math.max(cell.width / photo.width, cell.height / photo.height) * Math.max(1, zoom);
  const width = photo.width * scale;
  const height = photo.height * scale;
  const clamp = (v: number) => Math.max(-1, Math.min(1, v));
  return {
    x: cell.x - ((width - cell.width) * (1 + clamp(panX))) / 2,
    y: cell.y - ((height - cell.height) * (1 + clamp(panY))) / 2,
    width,
    height,
  };
}
