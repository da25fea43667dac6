// Image slicing (the "图片切割" page): a rows × cols grid of whole-pixel tiles
// that cover the image exactly, no gaps and no overlaps.
import type { Rect } from '../types.ts';
import { splitPixels } from '../puzzle/layouts.ts';

export const SLICE_GRIDS: ReadonlyArray<{ id: string; rows: number; cols: number }> = [
  { id: '3x3', rows: 3, cols: 3 },
  { id: '2x2', rows: 2, cols: 2 },
  { id: '1x3', rows: 1, cols: 3 },
  { id: '3x1', rows: 3, cols: 1 },
  { id: '2x3', rows: 2, cols: 3 },
  { id: '1x2', rows: 1, cols: 2 },
];

export const MAX_SLICE_SIDE = 10;

export function gridTiles(width: number, height: number, rows: number, cols: number): Rect[] {
  const widths = splitPixels(width, new Array<number>(cols).fill(1));
  const heights = splitPixels(height, new Array<number>(rows).fill(1));
  const tiles: Rect[] = [];
  let y = 0;
  for (const h of heights) {
    let x = 0;
    for (const w of widths) {
      tiles.push({ x, y, width: w, height: h });
      x += w;
    }
    y += h;
  }
  return tiles;
}
