// Turns placed glyphs into the result the spec's text2d returns (d, width, height)
// plus pathArr/dataArr, with the origin moved to the top-left of the text box.
import type { GlyphBox, TextLineMetrics } from '../protocol/font.ts';
import { bendLines, bentBox } from './arc.ts';
import type { LaidOutLine } from './layout.ts';
import type { TextMetrics } from './metrics.ts';
import type { Matrix } from './pathData.ts';
import { addCommandBounds, apply, Bounds, commandsToPath, formatNumber, multiply, polygonToPath, rotationAbout, signedArea, translation } from './pathData.ts';

export interface ComposeInput {
  lines: LaidOutLine[];
  metrics: TextMetrics;
  vertical: boolean;
  angle: number;
  underLine: boolean;
  deleteLine: boolean;
  /** Synthetic bold stroke width: the outline grows by half of it on every side. */
  boldStroke: number;
  precision: number;
}

export interface Composed {
  d: string;
  width: number;
  height: number;
  pathArr: string[];
  dataArr: GlyphBox[];
  lines: TextLineMetrics[];
}

type Polygon = { points: [number, number][]; matrix: Matrix };

const rect = (x: number, y: number, w: number, h: number): [number, number][] => [
  [x, y],
  [x + w, y],
  [x + w, y + h],
  [x, y + h],
];

function decorations(input: ComposeInput, bent: ReturnType<typeof bendLines>, isBent: boolean): Polygon[] {
  const { metrics: m, lines } = input;
  const out: Polygon[] = [];
  const identity: Matrix = [1, 0, 0, 1, 0, 0];
  const bars: { top: number; size: number }[] = [];
  if (input.underLine) bars.push({ top: -m.underlinePosition, size: m.underlineThickness });
  if (input.deleteLine) bars.push({ top: -m.strikeoutPosition, size: m.strikeoutThickness });
  if (input.vertical) {
    for (const line of lines) {
      if (line.height <= 0) continue;
      const t = m.underlineThickness;
      if (input.underLine) out.push({ points: rect(line.x + line.width + t, line.y, t, line.height), matrix: identity });
      if (input.deleteLine) out.push({ points: rect(line.baseline - m.strikeoutThickness / 2, line.y, m.strikeoutThickness, line.height), matrix: identity });
    }
    return out;
  }
  if (isBent) {
    // A straight bar cannot follow the arc: each glyph carries its own piece.
    for (const b of bent) {
      const baseline = lines[b.glyph.line]?.baseline ?? 0;
      for (const bar of bars) out.push({ points: rect(b.glyph.box.x, baseline + bar.top, b.glyph.span, bar.size), matrix: b.rigid });
    }
    return out;
  }
  for (const line of lines) {
    if (line.width <= 0) continue;
    for (const bar of bars) out.push({ points: rect(line.x, line.baseline + bar.top, line.width, bar.size), matrix: identity });
  }
  return out;
}

function boxCorners(box: GlyphBox | LaidOutLine['glyphs'][number]['box']): [number, number][] {
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const turn = rotationAbout((box.rotate * Math.PI) / 180, cx, cy);
  return rect(box.x, box.y, box.width, box.height).map(([x, y]) => apply(turn, x, y));
}

export function compose(input: ComposeInput): Composed {
  const isBent = !input.vertical && input.angle !== 0;
  const bent = isBent
    ? bendLines(input.lines, input.angle)
    : input.lines.flatMap((line) => line.glyphs.map((glyph) => ({ glyph, rigid: [1, 0, 0, 1, 0, 0] as Matrix, rotateDegrees: 0 })));
  const bounds = new Bounds();
  let winding = 0;
  const placed = bent.map((b) => {
    const matrix = multiply(b.rigid, b.glyph.matrix);
    const commands = b.glyph.cell.glyph?.path.commands ?? [];
    addCommandBounds(bounds, commands, matrix);
    winding += signedArea(commands, matrix);
    const box = isBent ? bentBox(b) : b.glyph.box;
    for (const [x, y] of boxCorners(box)) bounds.add(x, y);
    return { b, matrix, commands, box };
  });
  // Empty lines still take their height (a trailing "\n" makes the box taller, as in an editor).
  if (!isBent) for (const line of input.lines) bounds.addRect(line.x, line.y, line.width, line.height);
  const bars = decorations(input, bent, isBent);
  for (const bar of bars) for (const [x, y] of bar.points) bounds.add(...apply(bar.matrix, x, y));
  bounds.pad(input.boldStroke / 2);

  const minX = bounds.empty ? 0 : bounds.minX;
  const minY = bounds.empty ? 0 : bounds.minY;
  const shift = translation(-minX, -minY);
  const p = input.precision;
  const pathArr = placed.map(({ matrix, commands }) => commandsToPath(commands, multiply(shift, matrix), p));
  const sign = winding >= 0 ? 1 : -1;
  const barPaths = bars.map((bar) => polygonToPath(bar.points, multiply(shift, bar.matrix), p, sign));
  const round = (v: number) => Number(formatNumber(v, p));
  const dataArr = placed.map(({ b, box }): GlyphBox => ({
    char: b.glyph.cell.char,
    x: round(box.x - minX),
    y: round(box.y - minY),
    width: round(box.width),
    height: round(box.height),
    rotate: round(box.rotate),
    line: b.glyph.line,
    fontId: b.glyph.cell.fontId,
  }));
  const lines = input.lines.map(({ x, y, width, height, baseline, glyphCount }) => ({
    x: round(x - minX),
    y: round(y - minY),
    width: round(width),
    height: round(height),
    baseline: round(baseline - (input.vertical ? minX : minY)),
    glyphCount,
  }));
  return {
    d: pathArr.join('') + barPaths.join(''),
    width: bounds.empty ? 0 : round(bounds.maxX - minX),
    height: bounds.empty ? 0 : round(bounds.maxY - minY),
    pathArr,
    dataArr,
    lines,
  };
}
