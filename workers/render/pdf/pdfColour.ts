// CSS colours → PDF DeviceRGB plus an alpha (PDF colours have none; alpha goes to ExtGState).
// The forms the model stores are read here; a named colour (or anything else the canvas
// understands) is first normalised by the caller's resolver (the worker asks its canvas).
import { cssColour } from '../../core/model/index.ts';

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const clamp = (n: number, max: number) => Math.min(Math.max(Number.isFinite(n) ? n : 0, 0), max);

function channel(token: string): number {
  return token.endsWith('%') ? clamp(Number.parseFloat(token) / 100, 1) : clamp(Number.parseFloat(token) / 255, 1);
}

function alpha(token: string | undefined): number {
  if (token === undefined) return 1;
  return token.endsWith('%') ? clamp(Number.parseFloat(token) / 100, 1) : clamp(Number.parseFloat(token), 1);
}

function hsl(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [f(0), f(8), f(4)];
}

/** Reads hex, rgb()/rgba() and hsl()/hsla(); null for anything else (named colours). */
export function parseColour(value: string): Rgba | null {
  const v = cssColour(value).trim().toLowerCase();
  if (v === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  const hex = /^#([0-9a-f]{3,8})$/.exec(v);
  if (hex) {
    let d = hex[1] ?? '';
    if (d.length === 3 || d.length === 4) d = [...d].map((c) => c + c).join('');
    if (d.length !== 6 && d.length !== 8) return null;
    const byte = (i: number) => Number.parseInt(d.slice(i, i + 2), 16) / 255;
    return { r: byte(0), g: byte(2), b: byte(4), a: d.length === 8 ? byte(6) : 1 };
  }
  const fn = /^(rgba?|hsla?)\(\s*([^)]*)\)$/.exec(v);
  if (!fn) return null;
  const parts = (fn[2] ?? '').split(/[\s,/]+/).filter((p) => p !== '');
  if (parts.length < 3) return null;
  const [p0 = '0', p1 = '0', p2 = '0', p3] = parts;
  if (fn[1]?.startsWith('rgb')) return { r: channel(p0), g: channel(p1), b: channel(p2), a: alpha(p3) };
  const [r, g, b] = hsl(((Number.parseFloat(p0) % 360) + 360) % 360, clamp(Number.parseFloat(p1) / 100, 1), clamp(Number.parseFloat(p2) / 100, 1));
  return { r, g, b, a: alpha(p3) };
}
