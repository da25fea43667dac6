import { SCHEMA_VERSION, createLayer, type Box, type Layer, type LogoDocument } from '../../model/index.ts';
import { legibleColour, luminance } from '../generate/colour.ts';
import { fitText, type GenerateCatalogue } from '../generate/generate.ts';
import { DEFAULT_LOGO_FONT } from '../generate/fonts.ts';
import { canvasMetrics, SLOGAN_OPACITY, SLOGAN_SCALE, TITLE_FONT_SIZE } from '../generate/geometry.ts';
import type { MeasureText, MeasuredText } from '../generate/measure.ts';
import { parsedPalettes } from '../generate/palette.ts';
import { createRng } from '../../random/prng.ts';
import { MIN_CONTRAST } from '../generate/scheme.ts';

/** Surname logo styles (issue 4): seal, circle, square and calligraphy. */
export type MonogramStyle = 'seal' | 'circle' | 'square' | 'calligraphy';
export const MONOGRAM_STYLES: readonly MonogramStyle[] = ['seal', 'circle', 'square', 'calligraphy'];

export interface MonogramInput {
  /** The big mark: a surname (1–2 characters) or initials. */
  mark: string;
  /** The line under the mark (a pinyin name, or the brand title); '' for none. */
  caption: string;
  style: MonogramStyle;
  seed: number;
  /** Slot names written to the layers' `template` field, so a template can take the user's text. */
  slots?: { mark: 'title' | ''; caption: 'title' | 'slogan' | '' };
  /** A second line under the caption (AI design's slogan), slot 'slogan'; absent or '' for none. */
  subcaption?: string;
}

/** Seal red (朱砂): the colour of a Chinese name seal; the palette colours the other styles. */
const SEAL_RED = '#b7282e';
/** The second line is smaller than the caption. */
const SUB_SCALE = SLOGAN_SCALE * 0.8;
/** The line under the mark. */
export const CAPTION_FONT = 'noto-sans-sc';
const BRUSH_FONTS = ['ma-shan-zheng', 'long-cang', 'zhi-mang-xing'];
export const STYLE_FONTS: Record<Exclude<MonogramStyle, 'calligraphy'>, { font: string; bold: boolean }> = {
  seal: { font: 'noto-serif-sc', bold: true },
  circle: { font: 'noto-sans-sc', bold: true },
  square: { font: 'zcool-qingke-huangyou', bold: false },
};

export function centredIn(box: Box, measured: MeasuredText): Box {
  return { x: box.x + box.width / 2 - measured.width / 2, y: box.y + box.height / 2 - measured.height / 2, width: measured.width, height: measured.height };
}

/** Fits a text to a box on both sides (layout is linear in the font size). */
export async function fitBox(text: string, fontName: string, bold: boolean, box: Box, measure: MeasureText, fontSize: number) {
  const first = await fitText({ text, fontName, fontSize, letterSpacing: 0, bold }, 1, box.width, measure);
  if (first.measured.height <= box.height) return first;
  const ratio = (box.height / first.measured.height) * 0.995;
  return fitText({ ...first, fontSize: Math.floor(first.fontSize * ratio * 100) / 100 }, 1, box.width, measure);
}

/** A surname or letter logo as an editor document: a badge holding the mark, and a caption under it. */
export async function generateMonogram(input: MonogramInput, catalogue: Pick<GenerateCatalogue, 'palettes' | 'fonts'>, measure: MeasureText): Promise<LogoDocument> {
  const rng = createRng(input.seed);
  const m = canvasMetrics();
  const palettes = parsedPalettes(catalogue.palettes).filter((p) => p.colours.some((c) => luminance(c) < 0.25));
  const palette = rng.pick(palettes.length > 0 ? palettes : parsedPalettes(catalogue.palettes)).colours;
  const dark = [...palette].sort((a, b) => luminance(a) - luminance(b))[0] ?? '#1a1a1a';
  const slots = input.slots ?? { mark: 'title', caption: 'slogan' };
  const background = '#ffffff';
  const badgeColour = input.style === 'seal' ? SEAL_RED : dark;
  const brush = BRUSH_FONTS.filter((f) => catalogue.fonts.includes(f));
  const fontChoice = input.style === 'calligraphy' ? { font: brush.length > 0 ? rng.pick(brush) : DEFAULT_LOGO_FONT, bold: false } : STYLE_FONTS[input.style];

  const side = m.width * 0.5;
  const captionRequest = input.caption ? { text: input.caption, fontName: CAPTION_FONT, fontSize: TITLE_FONT_SIZE, letterSpacing: TITLE_FONT_SIZE * 0.1 } : null;
  const caption = captionRequest ? await fitText(captionRequest, SLOGAN_SCALE, m.width - 2 * m.margin, measure) : null;
  const captionHeight = caption ? caption.measured.height * SLOGAN_SCALE : 0;
  const subRequest = input.subcaption ? { text: input.subcaption, fontName: CAPTION_FONT, fontSize: TITLE_FONT_SIZE, letterSpacing: 0 } : null;
  const sub = subRequest ? await fitText(subRequest, SUB_SCALE, m.width - 2 * m.margin, measure) : null;
  const subHeight = sub ? sub.measured.height * SUB_SCALE : 0;
  const groupHeight = side + (caption ? m.gapIcon + captionHeight : 0) + (sub ? m.gapText + subHeight : 0);
  const badge: Box = { x: (m.width - side) / 2, y: (m.height - groupHeight) / 2, width: side, height: side };

  const layers: Layer[] = [createLayer('rect', { id: 'bg', width: m.width, height: m.height, fill: background })];
  let markBox = badge;
  let markBackground = background;
  const shape = (id: string, box: Box, shapeType: 'circle' | 'rectangle', fill: string, stroke: string, lineWidth: number, r = 0) =>
    createLayer('square', { id, shapeType, ...box, startx: 0, starty: 0, endx: box.width, endy: box.height, fill, stroke, lineWidth, rx: r, ry: r });
  if (input.style === 'seal' || input.style === 'square') {
    const radius = input.style === 'square' ? side * 0.16 : side * 0.04;
    layers.push(shape('badge', badge, 'rectangle', badgeColour, '', 0, radius));
    const inset = side * 0.07;
    const frame = { x: badge.x + inset, y: badge.y + inset, width: side - 2 * inset, height: side - 2 * inset };
    if (input.style === 'seal') layers.push(shape('frame', frame, 'rectangle', '', '#ffffff', m.ringStroke, radius / 2));
    markBox = { x: frame.x + side * 0.06, y: frame.y + side * 0.06, width: frame.width - side * 0.12, height: frame.height - side * 0.12 };
    markBackground = badgeColour;
  } else if (input.style === 'circle') {
    layers.push(shape('badge', badge, 'circle', badgeColour, '', 0));
    const inner = (side / Math.SQRT2) * 0.86;
    markBox = { x: badge.x + (side - inner) / 2, y: badge.y + (side - inner) / 2, width: inner, height: inner };
    markBackground = badgeColour;
  }
  const markColour = markBackground === background ? legibleColour(dark, background, palette, MIN_CONTRAST) : legibleColour('#ffffff', markBackground, palette, MIN_CONTRAST);
  const mark = await fitBox(input.mark, fontChoice.font, fontChoice.bold, markBox, measure, side);
  layers.push(
    createLayer('text', {
      id: 'mark', ...centredIn(markBox, mark.measured), text: input.mark, fontName: mark.fontName, fontSize: mark.fontSize, bold: fontChoice.bold,
      template: slots.mark, fill: markColour, pathArr: mark.measured.pathArr, dataArr: mark.measured.dataArr, complete: mark.measured.pathArr.length > 0,
    }),
  );
  if (caption) {
    const visual = { x: m.width / 2 - (caption.measured.width * SLOGAN_SCALE) / 2, y: badge.y + side + m.gapIcon, width: caption.measured.width * SLOGAN_SCALE, height: captionHeight };
    const box = centredIn(visual, caption.measured);
    layers.push(
      createLayer('text', {
        id: 'caption', ...box, scale: SLOGAN_SCALE, opacity: SLOGAN_OPACITY, text: caption.text, fontName: caption.fontName, fontSize: caption.fontSize,
        letterSpacing: caption.letterSpacing, template: slots.caption, fill: legibleColour(badgeColour, background, palette, MIN_CONTRAST, SLOGAN_OPACITY),
        pathArr: caption.measured.pathArr, dataArr: caption.measured.dataArr, complete: caption.measured.pathArr.length > 0,
      }),
    );
  }
  if (sub) {
    const top = badge.y + side + (caption ? m.gapIcon + captionHeight + m.gapText : m.gapIcon);
    const visual = { x: m.width / 2 - (sub.measured.width * SUB_SCALE) / 2, y: top, width: sub.measured.width * SUB_SCALE, height: subHeight };
    layers.push(
      createLayer('text', {
        id: 'slogan', ...centredIn(visual, sub.measured), scale: SUB_SCALE, opacity: SLOGAN_OPACITY, text: sub.text, fontName: sub.fontName, fontSize: sub.fontSize,
        template: 'slogan', fill: legibleColour(dark, background, palette, MIN_CONTRAST, SLOGAN_OPACITY),
        pathArr: sub.measured.pathArr, dataArr: sub.measured.dataArr, complete: sub.measured.pathArr.length > 0,
      }),
    );
  }
  return { schemaVersion: SCHEMA_VERSION, size: { width: m.width, height: m.height }, layers };
}
