// Spec section 9: the watermark is a rotated text grid of 6 by 7 with dashed
// lines. The grid lives in a frame turned by the angle about the image centre,
// and is sized so that, turned, it still covers every corner of the image.
import type { Point } from '../../protocol/image.ts';

export const WATERMARK_COLUMNS = 6;
export const WATERMARK_ROWS = 7;

export interface Segment {
  a: Point;
  b: Point;
}

export interface WatermarkGrid {
  /** Text centres in image pixels, row by row (COLUMNS × ROWS of them). */
  cells: Point[];
  /** The dashed lines between neighbouring cells (interior grid lines), in image pixels. */
  lines: Segment[];
  cellWidth: number;
  cellHeight: number;
  /** Radians, clockwise on screen. */
  angle: number;
}

export function watermarkGrid(width: number, height: number, degrees: number): WatermarkGrid {
  const angle = (degrees * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  // The image's bounding box seen from the turned frame.
  const spanU = width * Math.abs(cos) + height * Math.abs(sin);
  const spanV = width * Math.abs(sin) + height * Math.abs(cos);
  const cellWidth = spanU / WATERMARK_COLUMNS;
  const cellHeight = spanV / WATERMARK_ROWS;
  const cx = width / 2;
  const cy = height / 2;
  const toImage = (u: number, v: number): Point => ({ x: cx + u * cos - v * sin, y: cy + u * sin + v * cos });

  const cells: Point[] = [];
  for (let row = 0; row < WATERMARK_ROWS; row += 1) {
    for (let column = 0; column < WATERMARK_COLUMNS; column += 1) {
      cells.push(toImage(-spanU / 2 + (column + 0.5) * cellWidth, -spanV / 2 + (row + 0.5) * cellHeight));
    }
  }
  const lines: Segment[] = [];
  for (let column = 1; column < WATERMARK_COLUMNS; column += 1) {
    const u = -spanU / 2 + column * cellWidth;
    lines.push({ a: toImage(u, -spanV / 2), b: toImage(u, spanV / 2) });
  }
  for (let row = 1; row < WATERMARK_ROWS; row += 1) {
    const v = -spanV / 2 + row * cellHeight;
    lines.push({ a: toImage(-spanU / 2, v), b: toImage(spanU / 2, v) });
  }
  return { cells, lines, cellWidth, cellHeight, angle };
}
