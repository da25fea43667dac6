// From a hard background/foreground split to a soft alpha: pixels on the
// boundary get the alpha their colour implies (how far it sits from the local
// background toward the local foreground), then a one-pixel feather. The
// fringe is removed by solving C = αF + (1 − α)B for the foreground colour F.
import type { Mask, PixelBuffer } from '../pixels.ts';
import { createMask } from '../pixels.ts';

const WINDOW = 2;

function isBand(bg: Uint8Array, width: number, height: number, i: number): boolean {
  const x = i % width;
  const y = (i - x) / width;
  const own = bg[i];
  return (x > 0 && bg[i - 1] !== own) || (x < width - 1 && bg[i + 1] !== own) || (y > 0 && bg[i - width] !== own) || (y < height - 1 && bg[i + width] !== own);
}

/** Soft alpha (0…255) from the hard split (bg: 1 = background). */
export function softAlpha(pixels: PixelBuffer, bg: Uint8Array): Mask {
  const { width, height, data } = pixels;
  const n = width * height;
  const alpha = createMask(width, height);
  const band = new Uint8Array(n);
  let bandCount = 0;
  for (let i = 0; i < n; i += 1) {
    alpha.data[i] = bg[i] ? 0 : 255;
    // A pixel is on the band only where a neighbour differs: test the next one first (cheap, rarely true).
    if ((bg[i + 1] !== bg[i] || bg[i - 1] !== bg[i] || bg[i + width] !== bg[i] || bg[i - width] !== bg[i]) && isBand(bg, width, height, i)) {
      band[i] = 1;
      bandCount += 1;
    }
  }
  const estimated = new Uint8Array(alpha.data);
  if (bandCount === 0) return alpha;
  const f = [0, 0, 0, 0];
  const b = [0, 0, 0, 0];
  for (let i = 0; i < n; i += 1) {
    if (!band[i]) continue;
    const x = i % width;
    const y = (i - x) / width;
    f.fill(0);
    b.fill(0);
    for (let dy = -WINDOW; dy <= WINDOW; dy += 1) {
      for (let dx = -WINDOW; dx <= WINDOW; dx += 1) {
        const xx = x + dx;
        const yy = y + dy;
        if (xx < 0 || yy < 0 || xx >= width || yy >= height) continue;
        const j = yy * width + xx;
        if (band[j]) continue;
        const sum = bg[j] ? b : f;
        sum[0] = (sum[0] ?? 0) + (data[j * 4] ?? 0);
        sum[1] = (sum[1] ?? 0) + (data[j * 4 + 1] ?? 0);
        sum[2] = (sum[2] ?? 0) + (data[j * 4 + 2] ?? 0);
        sum[3] = (sum[3] ?? 0) + 1;
      }
    }
    const fc = f[3] ?? 0;
    const bc = b[3] ?? 0;
    if (fc === 0 || bc === 0) continue;
    let dot = 0;
    let len = 0;
    for (let k = 0; k < 3; k += 1) {
      const fk = (f[k] ?? 0) / fc;
      const bk = (b[k] ?? 0) / bc;
      dot += ((data[i * 4 + k] ?? 0) - bk) * (fk - bk);
      len += (fk - bk) * (fk - bk);
    }
    // Too little contrast to read an alpha from: keep the hard decision.
    if (len < 400) continue;
    estimated[i] = Math.round(255 * Math.min(1, Math.max(0, dot / len)));
  }
  // One-pixel feather on the band only, so the interior stays crisp.
  alpha.data.set(estimated);
  for (let i = 0; i < n; i += 1) {
    if (!band[i]) continue;
    const x = i % width;
    const y = (i - x) / width;
    let sum = 0;
    let count = 0;
    for (let dy = -1; dy <= 1; dy += 1) {
      for (let dx = -1; dx <= 1; dx += 1) {
        const xx = x + dx;
        const yy = y + dy;
        if (xx < 0 || yy < 0 || xx >= width || yy >= height) continue;
        sum += estimated[yy * width + xx] ?? 0;
        count += 1;
      }
    }
    alpha.data[i] = Math.round(((estimated[i] ?? 0) * 2 + sum / count) / 3);
  }
  return alpha;
}

/** Removes the background's colour from semi-transparent pixels (in place). */
export function decontaminate(pixels: PixelBuffer, alpha: Mask, backgrounds: ReadonlyArray<readonly [number, number, number]>): void {
  if (backgrounds.length === 0) return;
  const { data } = pixels;
  for (let i = 0; i < alpha.data.length; i += 1) {
    const a = (alpha.data[i] ?? 0) / 255;
    if (a <= 0 || a >= 1) continue;
    const r = data[i * 4] ?? 0;
    const g = data[i * 4 + 1] ?? 0;
    const b = data[i * 4 + 2] ?? 0;
    let best = backgrounds[0];
    let bestD = Infinity;
    for (const c of backgrounds) {
      const d = (r - c[0]) ** 2 + (g - c[1]) ** 2 + (b - c[2]) ** 2;
      if (d < bestD) {
        bestD = d;
        best = c;
      }
    }
    if (!best) continue;
    const k = Math.max(a, 0.15);
    data[i * 4] = (r - (1 - k) * best[0]) / k;
    data[i * 4 + 1] = (g - (1 - k) * best[1]) / k;
    data[i * 4 + 2] = (b - (1 - k) * best[2]) / k;
  }
}

export function maskBounds(mask: Mask, threshold = 127): { x: number; y: number; width: number; height: number } | null {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < mask.height; y += 1) {
    for (let x = 0; x < mask.width; x += 1) {
      if ((mask.data[y * mask.width + x] ?? 0) <= threshold) continue;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
  }
  return x1 < 0 ? null : { x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 };
}
