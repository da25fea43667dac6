import { parseRgb } from '../generate/colour.ts';
import { parsePalette } from '../generate/palette.ts';

// Colours that read as an industry: a palette qualifies when its most saturated colour (the
// one the eye takes as "the colour" of the logo) lies in one of the industry's hue ranges.
// Technology in blues and violets, food in warm reds and oranges, farming in greens, and so
// on: the conventions of brand colour. Its other strong colours must keep to those hues too. Readability is not decided here: the generator's
// colour scheme (generate/scheme.ts) still repairs every text to 3:1 against its background.

/** Hue ranges in degrees, [from, to], per industry (logo_category name); absent = any hue. */
export const INDUSTRY_HUES: Readonly<Record<string, ReadonlyArray<readonly [number, number]>>> = {
  餐饮: [[0, 50], [340, 360]],
  科技: [[180, 275]],
  教育: [[30, 60], [180, 250]],
  美妆: [[290, 360], [0, 20]],
  金融: [[195, 245], [35, 55]],
  房产: [[15, 45], [90, 160], [195, 235]],
  医疗: [[140, 220]],
  电商: [[0, 45], [320, 360]],
  体育: [[0, 45], [190, 235]],
  宠物: [[15, 55], [80, 150]],
  汽车: [[0, 15], [345, 360], [195, 240]],
  农业: [[60, 150]],
  旅游: [[165, 225], [25, 60]],
  母婴: [[170, 220], [320, 360], [40, 60]],
  物流: [[195, 245], [15, 45]],
  法律: [[195, 245], [25, 50]],
  工业: [[195, 235], [15, 45]],
  娱乐: [[255, 335], [0, 20]],
};

/** Saturation from which a colour counts as a colour of the logo (below: greys, creams, near-blacks). */
const STRONG = 0.35;

/** Fewer than this many palettes of the industry's hues: the whole list, for variety. */
export const MIN_INDUSTRY_PALETTES = 24;

/** Hue (degrees) and HSL saturation (0–1) of a colour. */
export function hueAndSaturation(colour: string): { hue: number; saturation: number } | null {
  const rgb = parseRgb(colour);
  if (!rgb) return null;
  const r = rgb.r / 255;
  const g = rgb.g / 255;
  const b = rgb.b / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const delta = max - min;
  const light = (max + min) / 2;
  const saturation = delta === 0 ? 0 : delta / (1 - Math.abs(2 * light - 1));
  let hue = 0;
  if (delta > 0) {
    if (max === r) hue = 60 * (((g - b) / delta) % 6);
    else if (max === g) hue = 60 * ((b - r) / delta + 2);
    else hue = 60 * ((r - g) / delta + 4);
  }
  return { hue: (hue + 360) % 360, saturation };
}

/** The palette's most saturated colour's hue; null for a grey palette. */
export function paletteHue(colours: readonly string[]): number | null {
  let best: { hue: number; saturation: number } | null = null;
  for (const colour of colours) {
    const hs = hueAndSaturation(colour);
    if (hs && (!best || hs.saturation > best.saturation)) best = hs;
  }
  return best && best.saturation >= 0.25 ? best.hue : null;
}

const cache = new WeakMap<readonly string[], Map<string, readonly string[]>>();

/** The palette lines that suit the industry (the whole list when too few do, or for no industry). */
export function palettesForIndustry(lines: readonly string[], industry: string): readonly string[] {
  const ranges = INDUSTRY_HUES[industry];
  if (!ranges) return lines;
  let byIndustry = cache.get(lines);
  if (!byIndustry) {
    byIndustry = new Map();
    cache.set(lines, byIndustry);
  }
  let kept = byIndustry.get(industry);
  if (!kept) {
    const inRange = (hue: number) => ranges.some(([from, to]) => hue >= from && hue <= to);
    const suited = lines.filter((line) => {
      const colours = parsePalette(line);
      const hue = paletteHue(colours);
      // The strongest colour in the industry's hues, and no other strong colour outside them
      // (a red icon beside a blue title does not read as technology).
      return hue !== null && inRange(hue) && colours.every((c) => {
        const hs = hueAndSaturation(c);
        return !hs || hs.saturation < STRONG || inRange(hs.hue);
      });
    });
    kept = suited.length >= MIN_INDUSTRY_PALETTES ? suited : lines;
    byIndustry.set(industry, kept);
  }
  return kept;
}
