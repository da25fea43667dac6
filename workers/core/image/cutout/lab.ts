// sRGB → CIE Lab (D65), where Euclidean distance (ΔE76) is close to how
// different two colours look: flood filling in Lab stops at edges people see.
import type { PixelBuffer } from '../pixels.ts';

const LINEAR = (() => {
  const table = new Float32Array(256);
  for (let i = 0; i < 256; i += 1) {
    const c = i / 255;
    table[i] = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }
  return table;
})();

function f(t: number): number {
  return t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116;
}

export function rgbToLab(r: number, g: number, b: number): [number, number, number] {
  const lr = LINEAR[r & 255] ?? 0;
  const lg = LINEAR[g & 255] ?? 0;
  const lb = LINEAR[b & 255] ?? 0;
  const x = (lr * 0.4124 + lg * 0.3576 + lb * 0.1805) / 0.95047;
  const y = lr * 0.2126 + lg * 0.7152 + lb * 0.0722;
  const z = (lr * 0.0193 + lg * 0.1192 + lb * 0.9505) / 1.08883;
  const fx = f(x);
  const fy = f(y);
  const fz = f(z);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

/** Slots of toLab's colour cache (direct-mapped by a hash of the RGB key). */
const CACHE_SLOTS = 1 << 14;

/** L, a, b per pixel, packed in one array (3 floats per pixel). */
export function toLab(pixels: PixelBuffer): Float32Array {
  const n = pixels.width * pixels.height;
  const lab = new Float32Array(n * 3);
  const { data } = pixels;
  // The same arithmetic as rgbToLab, inlined (no tuple per pixel). A photo repeats its colours
  // (flat areas, a noisy wall has a few hundred): each is converted once and looked up after, in
  // a small cache of the last colour per hash slot; the cached values are the very floats the
  // conversion gave, so the result is the same as converting every pixel.
  const keys = new Int32Array(CACHE_SLOTS).fill(-1);
  const values = new Float32Array(CACHE_SLOTS * 3);
  for (let i = 0; i < n; i += 1) {
    const r = data[i * 4] ?? 0;
    const g = data[i * 4 + 1] ?? 0;
    const bl = data[i * 4 + 2] ?? 0;
    const key = (r << 16) | (g << 8) | bl;
    const slot = Math.imul(key, 0x9e3779b1) >>> 18;
    if (keys[slot] !== key) {
      keys[slot] = key;
      const lr = LINEAR[r] ?? 0;
      const lg = LINEAR[g] ?? 0;
      const lb = LINEAR[bl] ?? 0;
      const fx = f((lr * 0.4124 + lg * 0.3576 + lb * 0.1805) / 0.95047);
      const fy = f(lr * 0.2126 + lg * 0.7152 + lb * 0.0722);
      const fz = f((lr * 0.0193 + lg * 0.1192 + lb * 0.9505) / 1.08883);
      values[slot * 3] = 116 * fy - 16;
      values[slot * 3 + 1] = 500 * (fx - fy);
      values[slot * 3 + 2] = 200 * (fy - fz);
    }
    lab[i * 3] = values[slot * 3] ?? 0;
    lab[i * 3 + 1] = values[slot * 3 + 1] ?? 0;
    lab[i * 3 + 2] = values[slot * 3 + 2] ?? 0;
  }
  return lab;
}

export function deltaE(lab: Float32Array, i: number, j: number): number {
  const dl = (lab[i * 3] ?? 0) - (lab[j * 3] ?? 0);
  const da = (lab[i * 3 + 1] ?? 0) - (lab[j * 3 + 1] ?? 0);
  const db = (lab[i * 3 + 2] ?? 0) - (lab[j * 3 + 2] ?? 0);
  return Math.sqrt(dl * dl + da * da + db * db);
}

export function deltaETo(lab: Float32Array, i: number, c: readonly number[]): number {
  const dl = (lab[i * 3] ?? 0) - (c[0] ?? 0);
  const da = (lab[i * 3 + 1] ?? 0) - (c[1] ?? 0);
  const db = (lab[i * 3 + 2] ?? 0) - (c[2] ?? 0);
  return Math.sqrt(dl * dl + da * da + db * db);
}
