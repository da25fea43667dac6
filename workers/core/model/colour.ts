import { NAMED_COLOURS } from './namedColours.ts';

// Spec 5: "hex of 3-8 digits, or rgb/rgba". We accept exactly that, so every work the old
// app saved still opens, and add CSS named colours (templates use 'transparent', 'white').
const HEX = /^#([0-9a-f]{3,8})$/i;
const CHANNEL = String.raw`\s*(\d{1,3}(?:\.\d+)?%?)\s*`;
const ALPHA = String.raw`\s*((?:\d*\.)?\d+%?)\s*`;
const RGB = new RegExp(String.raw`^rgba?\(${CHANNEL},${CHANNEL},${CHANNEL}(?:,${ALPHA})?\)$`, 'i');

function inRange(token: string, max: number): boolean {
  const percent = token.endsWith('%');
  const value = Number.parseFloat(token);
  return Number.isFinite(value) && value >= 0 && value <= (percent ? 100 : max);
}

/** True for a drawable colour string (hex, rgb()/rgba(), or a CSS colour name). */
export function isColour(value: string): boolean {
  if (HEX.test(value)) return true;
  const rgb = RGB.exec(value);
  if (rgb) {
    const [, r = '', g = '', b = '', a] = rgb;
    return inRange(r, 255) && inRange(g, 255) && inRange(b, 255) && (a === undefined || inRange(a, 1));
  }
  return NAMED_COLOURS.has(value.toLowerCase());
}

/** A colour, or '' meaning "none" (no stroke, no background, keep the SVG's own colours). */
export function isColourOrNone(value: string): boolean {
  return value === '' || isColour(value);
}

/**
 * A colour the canvas understands. The spec allows 5- and 7-digit hex, which CSS does not:
 * the last digit is dropped (#RGBA / #RRGGBB), the nearest reading of what was meant.
 * '' (none) becomes 'transparent'.
 */
export function cssColour(value: string): string {
  if (value === '') return 'transparent';
  const hex = HEX.exec(value);
  if (hex) {
    const digits = hex[1] ?? '';
    if (digits.length === 5 || digits.length === 7) return `#${digits.slice(0, -1)}`;
  }
  return value;
}
