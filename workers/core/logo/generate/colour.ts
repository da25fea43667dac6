/**
 * Colour arithmetic for legibility: WCAG 2 relative luminance and contrast ratio, and
 * alpha blending (a slogan drawn at opacity .8 is seen as its blend with what is under it).
 */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX = /^#([0-9a-f]{3,8})$/i;
const RGB = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*[\d.]+%?\s*)?\)$/i;

/** Hex (3/4/6/8 digits, alpha ignored) or rgb()/rgba() → channels 0-255; null otherwise. */
export function parseRgb(colour: string): Rgb | null {
  const hex = HEX.exec(colour.trim());
  if (hex) {
    let digits = hex[1] ?? '';
    if (digits.length === 3 || digits.length === 4) digits = [...digits.slice(0, 3)].map((d) => d + d).join('');
    else if (digits.length === 8) digits = digits.slice(0, 6);
    if (digits.length !== 6) return null;
    const value = Number.parseInt(digits, 16);
    return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
  }
  const rgb = RGB.exec(colour.trim());
  if (!rgb) return null;
  const channels = [rgb[1], rgb[2], rgb[3]].map((c) => Math.min(255, Number(c)));
  const [r = 0, g = 0, b = 0] = channels;
  return { r, g, b };
}

function requireRgb(colour: string): Rgb {
  const rgb = parseRgb(colour);
  if (!rgb) throw new Error(`not a colour: ${colour}`);
  return rgb;
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
export function luminance(colour: string): number {
  const { r, g, b } = requireRgb(colour);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** What the eye sees: `colour` at `opacity` over `background` (blended in sRGB like the canvas does). */
export function blend(colour: string, opacity: number, background: string): string {
  if (opacity >= 1) return toHex(requireRgb(colour));
  const top = requireRgb(colour);
  const under = requireRgb(background);
  const mix = (a: number, b: number) => a * opacity + b * (1 - opacity);
  return toHex({ r: mix(top.r, under.r), g: mix(top.g, under.g), b: mix(top.b, under.b) });
}

/** Contrast of text drawn at `opacity` over `background`. */
export function seenContrast(colour: string, opacity: number, background: string): number {
  return contrastRatio(blend(colour, opacity, background), background);
}

export const INK_DARK = '#1a1a1a';
export const INK_LIGHT = '#ffffff';

/**
 * The preferred colour when it reaches `minRatio` against the background, else the first
 * other candidate that does, else the better of near-black and white (one of them always
 * gives at least 4.5:1, and at opacity .8 still more than 3:1).
 */
export function legibleColour(preferred: string, background: string, candidates: readonly string[], minRatio: number, opacity = 1): string {
  for (const colour of [preferred, ...candidates]) {
    if (seenContrast(colour, opacity, background) >= minRatio) return colour;
  }
  return seenContrast(INK_DARK, opacity, background) >= seenContrast(INK_LIGHT, opacity, background) ? INK_DARK : INK_LIGHT;
}
