import { SCHEMA_VERSION, createLayer, type Box, type Layer, type LogoDocument } from '../../model/index.ts';
import { contrastRatio, legibleColour, luminance } from '../generate/colour.ts';
import { fitText, type GenerateCatalogue } from '../generate/generate.ts';
import { canvasMetrics, SLOGAN_OPACITY, SLOGAN_SCALE, TITLE_FONT_SIZE, type CanvasMetrics } from '../generate/geometry.ts';
import type { MeasureText } from '../generate/measure.ts';
import { parsedPalettes } from '../generate/palette.ts';
import { MIN_CONTRAST } from '../generate/scheme.ts';
import { CAPTION_FONT, centredIn, fitBox, generateMonogram } from '../monogram/monogram.ts';
import { createRng, type Rng } from '../../random/prng.ts';
import { sealCells, sealCharacters, sealOutline } from './sealLayout.ts';

// Name logos (姓名标志, /pages/nameLogo): a name of 1–4 characters in twelve styles. Seals cut
// the name as a seal reads (sealLayout.ts); the others set it in a badge, a ring, a bar, a
// column or a brush signature. Every style is a real, legible editor document.

export type NameLogoStyle =
  | 'seal' | 'seal-red' | 'seal-round' | 'circle' | 'square' | 'calligraphy'
  | 'signature' | 'vertical' | 'ring' | 'banner' | 'outline' | 'modern';

export const NAME_LOGO_STYLES: readonly NameLogoStyle[] = [
  'seal', 'seal-red', 'seal-round', 'signature', 'circle', 'square', 'calligraphy', 'vertical', 'ring', 'banner', 'outline', 'modern',
];

export interface NameLogoInput {
  /** The name, 1–4 characters. */
  name: string;
  /** The line under it (a surname's pinyin), '' for none. */
  caption: string;
  style: NameLogoStyle;
  seed: number;
}

/** Seal red (朱砂) and the face seals are cut in: the catalogue has no seal script, a heavy Song reads as a cut seal. */
export const SEAL_RED = '#b7282e';
export const SEAL_FONT = { font: 'noto-serif-sc', bold: true };
const BRUSH_FONTS = ['ma-shan-zheng', 'long-cang'];
const WHITE = '#ffffff';

type Catalogue = Pick<GenerateCatalogue, 'palettes' | 'fonts'>;

interface Ink {
  dark: string;
  accent: string;
}

/** The palette's darkest colour for text and badges, and its strongest colour that still reads on white. */
function inkOf(rng: Rng, catalogue: Catalogue): Ink {
  const withDark = parsedPalettes(catalogue.palettes).filter((p) => p.colours.some((c) => luminance(c) < 0.25));
  const palette = withDark.length > 0 ? rng.pick(withDark).colours : ['#1a1a1a'];
  const sorted = [...palette].sort((a, b) => luminance(a) - luminance(b));
  const dark = sorted[0] ?? '#1a1a1a';
  const accent = palette.find((c) => c !== dark && contrastRatio(c, WHITE) >= MIN_CONTRAST) ?? dark;
  return { dark, accent };
}

class Builder {
  readonly layers: Layer[];
  private count = 0;
  constructor(
    readonly m: CanvasMetrics,
    private readonly measure: MeasureText,
  ) {
    this.layers = [createLayer('rect', { id: 'bg', width: m.width, height: m.height, fill: WHITE })];
  }

  private id(prefix: string): string {
    this.count += 1;
    return `${prefix}${this.count}`;
  }

  shape(kind: 'circle' | 'rectangle', box: Box, fill: string, stroke = '', lineWidth = 0, radius = 0): void {
    this.layers.push(
      createLayer('square', {
        id: this.id('shape'), shapeType: kind, ...box, startx: 0, starty: 0, endx: box.width, endy: box.height, fill, stroke, lineWidth, rx: radius, ry: radius,
      }),
    );
  }

  /** A text fitted into `box` (both ways) and centred there. */
  async text(text: string, font: { font: string; bold: boolean }, box: Box, fill: string, template: 'title' | '' = ''): Promise<Box> {
    const fitted = await fitBox(text, font.font, font.bold, box, this.measure, box.height);
    const placed = centredIn(box, fitted.measured);
    this.layers.push(
      createLayer('text', {
        id: this.id('text'), ...placed, text, fontName: fitted.fontName, fontSize: fitted.fontSize, bold: font.bold, template, fill,
        pathArr: fitted.measured.pathArr, dataArr: fitted.measured.dataArr, complete: fitted.measured.pathArr.length > 0,
      }),
    );
    return placed;
  }

  /** Chips of the background's colour along a seal's edge: the worn border of a stone seal. */
  wornEdge(rng: Rng, outline: Box, round: boolean): void {
    const side = Math.min(outline.width, outline.height);
    const chips = 6 + rng.int(4);
    for (let i = 0; i < chips; i += 1) {
      const r = side * (0.012 + rng.next() * 0.02);
      let cx: number;
      let cy: number;
      if (round) {
        const angle = rng.next() * Math.PI * 2;
        cx = outline.x + outline.width / 2 + (Math.cos(angle) * outline.width) / 2;
        cy = outline.y + outline.height / 2 + (Math.sin(angle) * outline.height) / 2;
      } else {
        const t = rng.next();
        const edge = rng.int(4);
        cx = edge < 2 ? outline.x + t * outline.width : edge === 2 ? outline.x : outline.x + outline.width;
        cy = edge === 0 ? outline.y : edge === 1 ? outline.y + outline.height : outline.y + t * outline.height;
      }
      this.shape('circle', { x: cx - r, y: cy - r, width: 2 * r, height: 2 * r }, WHITE);
    }
  }

  /** The caption under a block ending at `bottom`, letter-spaced, at slogan size. */
  async caption(text: string, bottom: number, colour: string): Promise<void> {
    if (!text) return;
    const m = this.m;
    const request = { text, fontName: CAPTION_FONT, fontSize: TITLE_FONT_SIZE, letterSpacing: TITLE_FONT_SIZE * 0.1 };
    const fitted = await fitText(request, SLOGAN_SCALE, m.width - 2 * m.margin, this.measure);
    const width = fitted.measured.width * SLOGAN_SCALE;
    const height = fitted.measured.height * SLOGAN_SCALE;
    const visual = { x: m.width / 2 - width / 2, y: bottom + m.gapIcon, width, height };
    this.layers.push(
      createLayer('text', {
        id: 'caption', ...centredIn(visual, fitted.measured), scale: SLOGAN_SCALE, opacity: SLOGAN_OPACITY, text, fontName: fitted.fontName,
        fontSize: fitted.fontSize, letterSpacing: fitted.letterSpacing, template: 'slogan', fill: legibleColour(colour, WHITE, ['#1a1a1a'], MIN_CONTRAST, SLOGAN_OPACITY),
        pathArr: fitted.measured.pathArr, dataArr: fitted.measured.dataArr, complete: fitted.measured.pathArr.length > 0,
      }),
    );
  }

  doc(): LogoDocument {
    return { schemaVersion: SCHEMA_VERSION, size: { width: this.m.width, height: this.m.height }, layers: this.layers };
  }
}

/** The caption's height at slogan size (estimated generously, for centring the block above it). */
const captionSpace = (m: CanvasMetrics, caption: string) => (caption ? m.gapIcon + TITLE_FONT_SIZE * SLOGAN_SCALE * 1.4 : 0);

/** A block of `height` centred with the caption under it: its top. */
const blockTop = (m: CanvasMetrics, height: number, caption: string) => (m.height - height - captionSpace(m, caption)) / 2;

function inset(box: Box, by: number): Box {
  return { x: box.x + by, y: box.y + by, width: box.width - 2 * by, height: box.height - 2 * by };
}

/** 白文 (white characters cut into red), 朱文 (red characters and border on white) or a round seal, worn at the edge. */
async function seal(b: Builder, rng: Rng, input: NameLogoInput, kind: 'white' | 'red' | 'round', space: Box): Promise<Box> {
  const chars = sealCharacters(input.name);
  const round = kind === 'round';
  const outline = round ? { ...space, width: Math.min(space.width, space.height), height: Math.min(space.width, space.height) } : sealOutline(chars.length, space);
  const side = Math.min(outline.width, outline.height);
  const border = side * 0.06;
  if (kind === 'red') b.shape('rectangle', inset(outline, border / 2), '', SEAL_RED, border, side * 0.02);
  else b.shape(round ? 'circle' : 'rectangle', outline, SEAL_RED, '', 0, round ? 0 : side * 0.03);
  // The characters' square: inside the border, or the square a round seal holds.
  const face = round ? inset(outline, (side - (side / Math.SQRT2) * 0.92) / 2) : inset(outline, side * (kind === 'red' ? 0.13 : 0.1));
  const cells = sealCells(chars.length, face, side * 0.03);
  const ink = kind === 'red' ? SEAL_RED : WHITE;
  for (const [i, char] of chars.entries()) {
    const cell = cells[i];
    if (cell) await b.text(char, SEAL_FONT, inset(cell, cell.width * 0.02), ink);
  }
  b.wornEdge(rng, outline, round);
  return outline;
}

/** Brush signature (落款): the name in a brush hand, a small white-cut seal of its first character beside it. */
async function signature(b: Builder, rng: Rng, input: NameLogoInput, catalogue: Catalogue, ink: Ink): Promise<number> {
  const m = b.m;
  const brush = BRUSH_FONTS.filter((f) => catalogue.fonts.includes(f));
  const font = { font: brush.length > 0 ? rng.pick(brush) : SEAL_FONT.font, bold: false };
  const sealSide = m.width * 0.13;
  const height = m.height * 0.3;
  const top = blockTop(m, height + m.gapIcon + sealSide, input.caption);
  const nameBox = { x: m.margin, y: top, width: m.width - 2 * m.margin, height };
  const drawn = await b.text(input.name, font, nameBox, ink.dark, 'title');
  const first = Array.from(input.name)[0] ?? '';
  const sealBox = { x: Math.min(drawn.x + drawn.width - sealSide, m.width - m.margin - sealSide), y: top + height + m.gapIcon, width: sealSide, height: sealSide };
  await seal(b, rng, { ...input, name: first }, 'white', sealBox);
  return sealBox.y + sealSide;
}

/** Top to bottom in one column, a red rule beside it. */
async function vertical(b: Builder, input: NameLogoInput, ink: Ink): Promise<number> {
  const m = b.m;
  const chars = Array.from(input.name);
  const cell = Math.min((m.height * 0.66) / chars.length, m.width * 0.24);
  const height = cell * chars.length;
  const top = blockTop(m, height, input.caption);
  const x = m.width / 2 - cell / 2;
  for (const [i, char] of chars.entries()) await b.text(char, SEAL_FONT, inset({ x, y: top + i * cell, width: cell, height: cell }, cell * 0.04), ink.dark);
  const rule = m.width * 0.012;
  b.shape('rectangle', { x: x + cell + cell * 0.18, y: top + cell * 0.1, width: rule, height: height - cell * 0.2 }, SEAL_RED);
  return top + height;
}

async function ring(b: Builder, input: NameLogoInput, ink: Ink): Promise<number> {
  const m = b.m;
  const side = m.width * 0.56;
  const top = blockTop(m, side, input.caption);
  const outer = { x: (m.width - side) / 2, y: top, width: side, height: side };
  const stroke = m.ringStroke;
  b.shape('circle', inset(outer, stroke / 2), '', ink.dark, stroke);
  b.shape('circle', inset(outer, side * 0.06), '', ink.accent, stroke * 0.6);
  const face = inset(outer, (side - (side / Math.SQRT2) * 0.8) / 2);
  await b.text(input.name, SEAL_FONT, { x: face.x, y: face.y + face.height * 0.2, width: face.width, height: face.height * 0.6 }, ink.dark, 'title');
  return top + side;
}

async function banner(b: Builder, input: NameLogoInput, ink: Ink): Promise<number> {
  const m = b.m;
  const bar = { x: m.width * 0.12, y: 0, width: m.width * 0.76, height: m.height * 0.26 };
  bar.y = blockTop(m, bar.height, input.caption);
  b.shape('rectangle', bar, ink.dark, '', 0, bar.height * 0.12);
  const face = inset(bar, bar.height * 0.18);
  await b.text(input.name, { font: 'noto-sans-sc', bold: true }, face, legibleColour(WHITE, ink.dark, [ink.accent], MIN_CONTRAST), 'title');
  return bar.y + bar.height;
}

async function outline(b: Builder, input: NameLogoInput, ink: Ink): Promise<number> {
  const m = b.m;
  const frame = { x: m.width * 0.16, y: 0, width: m.width * 0.68, height: m.height * 0.36 };
  frame.y = blockTop(m, frame.height, input.caption);
  const stroke = m.width * 0.014;
  b.shape('rectangle', inset(frame, stroke / 2), '', ink.dark, stroke);
  await b.text(input.name, { font: 'noto-serif-sc', bold: false }, inset(frame, frame.height * 0.2), ink.dark, 'title');
  return frame.y + frame.height;
}

async function modern(b: Builder, input: NameLogoInput, ink: Ink): Promise<number> {
  const m = b.m;
  const height = m.height * 0.24;
  const barHeight = m.width * 0.014;
  const top = blockTop(m, height + m.gapText + barHeight, input.caption);
  await b.text(input.name, { font: 'noto-sans-sc', bold: true }, { x: m.margin * 2, y: top, width: m.width - 4 * m.margin, height }, ink.dark, 'title');
  const bar = { x: m.width / 2 - m.width * 0.08, y: top + height + m.gapText, width: m.width * 0.16, height: barHeight };
  b.shape('rectangle', bar, ink.accent);
  return bar.y + bar.height;
}

/** A name logo as an editor document. */
export async function generateNameLogo(input: NameLogoInput, catalogue: Catalogue, measure: MeasureText): Promise<LogoDocument> {
  if (input.style === 'circle' || input.style === 'square' || input.style === 'calligraphy') {
    return generateMonogram({ mark: input.name, caption: input.caption, style: input.style, seed: input.seed }, catalogue, measure);
  }
  const rng = createRng(input.seed);
  const ink = inkOf(rng, catalogue);
  const m = canvasMetrics();
  const b = new Builder(m, measure);
  let bottom: number;
  if (input.style === 'seal' || input.style === 'seal-red' || input.style === 'seal-round') {
    const side = m.width * 0.5;
    const space = { x: (m.width - side) / 2, y: blockTop(m, side, input.caption), width: side, height: side };
    const kind = input.style === 'seal' ? 'white' : input.style === 'seal-red' ? 'red' : 'round';
    const drawn = await seal(b, rng, input, kind, space);
    bottom = drawn.y + drawn.height;
  } else if (input.style === 'signature') bottom = await signature(b, rng, input, catalogue, ink);
  else if (input.style === 'vertical') bottom = await vertical(b, input, ink);
  else if (input.style === 'ring') bottom = await ring(b, input, ink);
  else if (input.style === 'banner') bottom = await banner(b, input, ink);
  else if (input.style === 'outline') bottom = await outline(b, input, ink);
  else bottom = await modern(b, input, ink);
  await b.caption(input.caption, bottom, input.style.startsWith('seal') || input.style === 'signature' ? SEAL_RED : ink.dark);
  return b.doc();
}
