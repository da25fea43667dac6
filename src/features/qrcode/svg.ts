import { inFinder, type QrMatrix } from './matrix.ts';
import type { DotShape, EyeShape, QrStyle } from './style.ts';

/**
 * The code as SVG in module units (viewBox = modules + quiet zone), drawn with the render
 * worker's SVG subset (paths, one linear gradient): the same text is the icon layer the
 * render worker rasterises and the vector dots of the SVG export.
 */

const n = (v: number) => Number(v.toFixed(3));

function dotPath(shape: DotShape, x: number, y: number, m: QrMatrix, row: number, col: number): string {
  switch (shape) {
    case 'square':
      return `M${x} ${y}h1v1h-1z`;
    case 'round':
      return `M${n(x + 0.08)} ${n(y + 0.5)}a.42 .42 0 1 0 .84 0a.42 .42 0 1 0 -.84 0z`;
    case 'rounded':
      return `M${n(x + 0.3)} ${y}h.4a.3 .3 0 0 1 .3 .3v.4a.3 .3 0 0 1 -.3 .3h-.4a.3 .3 0 0 1 -.3 -.3v-.4a.3 .3 0 0 1 .3 -.3z`;
    case 'diamond':
      return `M${n(x + 0.5)} ${y}l.5 .5l-.5 .5l-.5 -.5z`;
    case 'connected': {
      // A round dot, bridged to its right and lower neighbours: runs become pills.
      let d = `M${n(x + 0.1)} ${n(y + 0.5)}a.4 .4 0 1 0 .8 0a.4 .4 0 1 0 -.8 0z`;
      if (m.dark(row, col + 1) && !inFinder(row, col + 1, m.count)) d += `M${n(x + 0.5)} ${n(y + 0.1)}h1v.8h-1z`;
      if (m.dark(row + 1, col) && !inFinder(row + 1, col, m.count)) d += `M${n(x + 0.1)} ${n(y + 0.5)}h.8v1h-.8z`;
      return d;
    }
  }
}

/** Outline of a w-wide square at (x, y) in the eye's shape (clockwise). */
function eyeOutline(shape: EyeShape, x: number, y: number, w: number): string {
  if (shape === 'square') return `M${x} ${y}h${w}v${w}h${-w}z`;
  if (shape === 'circle') {
    const r = w / 2;
    return `M${x} ${n(y + r)}a${r} ${r} 0 1 0 ${w} 0a${r} ${r} 0 1 0 ${-w} 0z`;
  }
  const r = n(w * 0.28);
  const s = n(w - 2 * r);
  return `M${n(x + r)} ${y}h${s}a${r} ${r} 0 0 1 ${r} ${r}v${s}a${r} ${r} 0 0 1 ${-r} ${r}h${-s}a${r} ${r} 0 0 1 ${-r} ${-r}v${-s}a${r} ${r} 0 0 1 ${r} ${-r}z`;
}

/** The square (module units, quiet zone excluded) kept clear for a logo, or null. */
export function logoHole(count: number, style: QrStyle): { from: number; to: number } | null {
  if (!style.logo) return null;
  const side = Math.round(count * style.logo.size);
  // Odd/even like the count, so the hole is centred on whole modules.
  const even = side % 2 === count % 2 ? side : side + 1;
  const from = (count - even) / 2;
  return { from, to: from + even };
}

export function qrSvg(matrix: QrMatrix, style: QrStyle): { svg: string; side: number } {
  const { count } = matrix;
  const m = style.margin;
  const side = count + 2 * m;
  const hole = logoHole(count, style);
  const inHole = (r: number, c: number) => hole !== null && r >= hole.from && r < hole.to && c >= hole.from && c < hole.to;
  let dots = '';
  for (let r = 0; r < count; r += 1) {
    for (let c = 0; c < count; c += 1) {
      if (!matrix.dark(r, c) || inFinder(r, c, count) || inHole(r, c)) continue;
      dots += dotPath(style.dot, c + m, r + m, matrix, r, c);
    }
  }
  let eyes = '';
  for (const [r, c] of [
    [0, 0],
    [0, count - 7],
    [count - 7, 0],
  ] as const) {
    // Ring: the 7 × 7 outline minus the 5 × 5 one (evenodd); pupil: 3 × 3.
    eyes += `<path fill-rule="evenodd" d="${eyeOutline(style.eye, c + m, r + m, 7)}${eyeOutline(style.eye, c + m + 1, r + m + 1, 5)}"/>`;
    eyes += `<path d="${eyeOutline(style.eye, c + m + 2, r + m + 2, 3)}"/>`;
  }
  const defs = style.gradientTo
    ? `<defs><linearGradient id="qrfg" gradientUnits="userSpaceOnUse" x1="${m}" y1="${m}" x2="${m + count}" y2="${m + count}"><stop offset="0" stop-color="${style.foreground}"/><stop offset="1" stop-color="${style.gradientTo}"/></linearGradient></defs>`
    : '';
  const fill = style.gradientTo ? 'url(#qrfg)' : style.foreground;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" width="${side}" height="${side}">${defs}` +
    `<path fill="${fill}" d="${dots}"/><g fill="${style.eyeColour}">${eyes}</g></svg>`;
  return { svg, side };
}
