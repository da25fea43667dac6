// Spec section 9: the watermark is a rotated text grid of 6 by 7 with dashed
// lines. The grid lives in a frame turned by the angle about the image centre,
// and is sized so that, turned, it still covers every corner of the image.
//
// Each text sits in its own cell, and a cell is never smaller than the text's
// box plus a gap: a long text or a big font gets fewer, larger cells instead of
// tiles drawn over each other (issue 27: `山水茶舍 版权所有` read as garbage when
// six copies were squeezed into one row). All tiles share the frame's angle, so in
// that frame they are axis-aligned boxes inside disjoint cells.
import type { Point } from '../../protocol/image.ts';

export const WATERMARK_COLUMNS = 6;
export const WATERMARK_ROWS = 7;

export interface Segment {
  a: Point;
  b: Point;
}

/** The unrotated box one text occupies (image pixels). */
export interface TileSize {
  width: number;
  height: number;
}

/** How many texts the grid holds at most (the spec's 6 × 7 by default). */
export interface GridDensity {
  columns: number;
  rows: number;
}

export interface WatermarkGrid {
  /** Text centres in image pixels, row by row (columns × rows of them). */
  cells: Point[];
  /** The dashed lines between neighbouring cells (interior grid lines), in image pixels. */
  lines: Segment[];
  columns: number;
  rows: number;
  cellWidth: number;
  cellHeight: number;
  /** Radians, clockwise on screen. */
  angle: number;
}

/** Clear space around a text inside its cell: one text height across, half of it between rows. */
export function tileGap(tile: TileSize): { across: number; between: number } {
  return { across: tile.height, between: tile.height / 2 };
}

/** Fits `count` cells of at least `minCell` into `span`: fewer, larger cells when they do not fit. */
function fitCells(span: number, minCell: number, count: number): { count: number; cell: number } {
  const fitting = Math.max(1, Math.min(count, Math.floor(span / Math.max(minCell, 1e-9))));
  return { count: fitting, cell: Math.max(span / fitting, minCell) };
}

export function watermarkGrid(
  width: number,
  height: number,
  degrees: number,
  tile: TileSize = { width: 0, height: 0 },
  density: GridDensity = { columns: WATERMARK_COLUMNS, rows: WATERMARK_ROWS },
): WatermarkGrid {
  const angle = (degrees * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  // The image's bounding box seen from the turned frame.
  const spanU = width * Math.abs(cos) + height * Math.abs(sin);
  const spanV = width * Math.abs(sin) + height * Math.abs(cos);
  const gap = tileGap(tile);
  const across = fitCells(spanU, tile.width + gap.across, density.columns);
  const down = fitCells(spanV, tile.height + gap.between, density.rows);
  const columns = across.count;
  const rows = down.count;
  const cellWidth = across.cell;
  const cellHeight = down.cell;
  const gridU = columns * cellWidth;
  const gridV = rows * cellHeight;
  const cx = width / 2;
  const cy = height / 2;
  const toImage = (u: number, v: number): Point => ({ x: cx + u * cos - v * sin, y: cy + u * sin + v * cos });

  const cells: Point[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      cells.push(toImage(-gridU / 2 + (column + 0.5) * cellWidth, -gridV / 2 + (row + 0.5) * cellHeight));
    }
  }
  const lines: Segment[] = [];
  for (let column = 1; column < columns; column += 1) {
    const u = -gridU / 2 + column * cellWidth;
    lines.push({ a: toImage(u, -gridV / 2), b: toImage(u, gridV / 2) });
  }
  for (let row = 1; row < rows; row += 1) {
    const v = -gridV / 2 + row * cellHeight;
    lines.push({ a: toImage(-gridU / 2, v), b: toImage(gridU / 2, v) });
  }
  return { cells, lines, columns, rows, cellWidth, cellHeight, angle };
}
