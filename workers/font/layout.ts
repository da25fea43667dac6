// Places resolved glyphs: horizontal lines or vertical columns, letter and line
// spacing, alignment, synthetic italic. Pure: glyphs in, matrices out.
import type { TextAlign, TextLineMetrics } from '../protocol/font.ts';
import type { TextMetrics } from './metrics.ts';
import type { Matrix } from './pathData.ts';
import { multiply } from './pathData.ts';
import type { Cell } from './resolveGlyphs.ts';

export interface LayoutOptions {
  letterSpacing: number;
  lineSpace: number;
  vertical: boolean;
  italic: boolean;
  align: TextAlign;
}

export interface PlacedGlyph {
  cell: Cell;
  line: number;
  /** Font units → px. */
  matrix: Matrix;
  /** Cell in the glyph's own frame, turned by `rotate` degrees about its centre. */
  box: { x: number; y: number; width: number; height: number; rotate: number };
  /** Advance plus the letter spacing that follows it (0 after the last glyph of a line). */
  span: number;
}

export interface LaidOutLine extends TextLineMetrics {
  glyphs: PlacedGlyph[];
}

/** tan(12°): the slant of a synthetic oblique, as browsers draw it. */
export const ITALIC_SLANT = Math.tan((12 * Math.PI) / 180);
/** Width of a character no font has (and of a glyph without advance). */
const MISSING_ADVANCE_EM = 0.5;

const unitsPerEm = (cell: Cell) => cell.font?.unitsPerEm || 1000;

function advanceOf(cell: Cell, fontSize: number): number {
  if (!cell.glyph) return fontSize * MISSING_ADVANCE_EM;
  const advance = cell.glyph.advanceWidth ?? unitsPerEm(cell);
  return (advance * fontSize) / unitsPerEm(cell);
}

function kerning(previous: Cell | undefined, cell: Cell, fontSize: number): number {
  if (!previous?.glyph || !cell.glyph || !cell.font || previous.font !== cell.font) return 0;
  try {
    const value = cell.font.getKerningValue(previous.glyph, cell.glyph);
    return Number.isFinite(value) ? (value * fontSize) / unitsPerEm(cell) : 0;
  } catch {
    return 0;
  }
}

const alignOffset = (free: number, align: TextAlign) => (align === 'center' ? free / 2 : align === 'right' ? free : 0);

/** Glyph matrix: font units (y up) → px at (x, baseline), optionally slanted about the baseline. */
function glyphMatrix(cell: Cell, fontSize: number, x: number, baseline: number, italic: boolean): Matrix {
  const s = fontSize / unitsPerEm(cell);
  return [s, 0, italic ? s * ITALIC_SLANT : 0, -s, x, baseline];
}

export function layoutHorizontal(lines: Cell[][], metrics: TextMetrics, options: LayoutOptions): LaidOutLine[] {
  const { fontSize, lineHeight, ascent } = metrics;
  const measured = lines.map((cells) => {
    let cursor = 0;
    const items = cells.map((cell, i) => {
      cursor += i > 0 ? kerning(cells[i - 1], cell, fontSize) : 0;
      const item = { cell, x: cursor, advance: advanceOf(cell, fontSize) };
      cursor += item.advance + options.letterSpacing;
      return item;
    });
    return { items, width: Math.max(0, items.length ? cursor - options.letterSpacing : 0) };
  });
  const widest = Math.max(0, ...measured.map((m) => m.width));
  return measured.map(({ items, width }, line) => {
    const x = alignOffset(widest - width, options.align);
    const y = line * (lineHeight + options.lineSpace);
    const baseline = y + ascent;
    const glyphs = items.map(({ cell, x: gx, advance }, i): PlacedGlyph => ({
      cell,
      line,
      matrix: glyphMatrix(cell, fontSize, x + gx, baseline, options.italic),
      box: { x: x + gx, y, width: advance, height: lineHeight, rotate: 0 },
      span: advance + (i < items.length - 1 ? options.letterSpacing : 0),
    }));
    return { x, y, width, height: lineHeight, baseline, glyphCount: glyphs.length, glyphs };
  });
}

/**
 * Columns run top to bottom and are placed right to left (traditional Chinese order).
 * Upright glyphs take a 1 em cell; turned glyphs take their advance.
 */
export function layoutVertical(lines: Cell[][], metrics: TextMetrics, options: LayoutOptions): LaidOutLine[] {
  const { fontSize, lineHeight, ascent, descent } = metrics;
  const columnWidth = lineHeight;
  const skew: Matrix = [1, 0, options.italic ? ITALIC_SLANT : 0, 1, 0, 0];
  const measured = lines.map((cells) => {
    let cursor = 0;
    const items = cells.map((cell) => {
      const turned = cell.orientation === 'rotated';
      const length = turned ? advanceOf(cell, fontSize) : fontSize;
      const item = { cell, y: cursor, length, turned };
      cursor += length + options.letterSpacing;
      return item;
    });
    return { items, length: Math.max(0, items.length ? cursor - options.letterSpacing : 0) };
  });
  const longest = Math.max(0, ...measured.map((m) => m.length));
  const count = lines.length;
  return measured.map(({ items, length }, line) => {
    const x = (count - 1 - line) * (columnWidth + options.lineSpace);
    const y = alignOffset(longest - length, options.align);
    const centre = x + columnWidth / 2;
    const glyphs = items.map(({ cell, y: gy, length: cellLength, turned }, i): PlacedGlyph => {
      const s = fontSize / unitsPerEm(cell);
      const top = y + gy;
      const span = cellLength + (i < items.length - 1 ? options.letterSpacing : 0);
      if (turned) {
        // 90° clockwise: the glyph's baseline runs down the column, its top faces right,
        // and its em box is centred on the column.
        const middle = (ascent - descent) / 2;
        const placement: Matrix = [0, s, s, 0, centre - middle, top];
        return {
          cell,
          line,
          matrix: multiply(placement, skew),
          box: { x: centre - cellLength / 2, y: top + cellLength / 2 - columnWidth / 2, width: cellLength, height: columnWidth, rotate: 90 },
          span,
        };
      }
      const advance = advanceOf(cell, fontSize);
      let gx = centre - advance / 2;
      let baseline = top + (fontSize - lineHeight) / 2 + ascent;
      if (cell.orientation === 'shifted') {
        // Comma and full stop belong in the top-right corner of a vertical cell.
        gx += fontSize * 0.5;
        baseline -= fontSize * 0.6;
      }
      return {
        cell,
        line,
        matrix: multiply([s, 0, 0, -s, gx, baseline], skew),
        box: { x, y: top, width: columnWidth, height: cellLength, rotate: 0 },
        span,
      };
    });
    return { x, y, width: columnWidth, height: length, baseline: centre, glyphCount: glyphs.length, glyphs };
  });
}
