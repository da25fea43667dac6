// Guided filter (He, Sun, Tang 2010) with the photo's luminance as the guide:
// the model's mask is computed at 256 × 256 and scaled up, so its edges are
// soft and a few pixels off; filtering it under the photo's own edges pulls
// the boundary onto them. O(n) with running box sums, whatever the radius.
import type { PixelBuffer } from '../pixels.ts';

/** Mean over a (2r+1)² window, clipped at the borders (divides by the pixels present). */
export function boxMean(source: Float32Array, width: number, height: number, radius: number): Float32Array {
  const horizontal = new Float32Array(source.length);
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    let sum = 0;
    for (let x = 0; x <= Math.min(radius, width - 1); x += 1) sum += source[row + x] ?? 0;
    for (let x = 0; x < width; x += 1) {
      const lo = Math.max(0, x - radius);
      const hi = Math.min(width - 1, x + radius);
      horizontal[row + x] = sum / (hi - lo + 1);
      const add = x + radius + 1;
      const drop = x - radius;
      if (add < width) sum += source[row + add] ?? 0;
      if (drop >= 0) sum -= source[row + drop] ?? 0;
    }
  }
  const out = new Float32Array(source.length);
  for (let x = 0; x < width; x += 1) {
    let sum = 0;
    for (let y = 0; y <= Math.min(radius, height - 1); y += 1) sum += horizontal[y * width + x] ?? 0;
    for (let y = 0; y < height; y += 1) {
      const lo = Math.max(0, y - radius);
      const hi = Math.min(height - 1, y + radius);
      out[y * width + x] = sum / (hi - lo + 1);
      const add = y + radius + 1;
      const drop = y - radius;
      if (add < height) sum += horizontal[add * width + x] ?? 0;
      if (drop >= 0) sum -= horizontal[drop * width + x] ?? 0;
    }
  }
  return out;
}

/** Luminance 0…1 per pixel. */
export function luminance(pixels: PixelBuffer): Float32Array {
  const n = pixels.width * pixels.height;
  const out = new Float32Array(n);
  const { data } = pixels;
  for (let i = 0; i < n; i += 1) out[i] = (0.299 * (data[i * 4] ?? 0) + 0.587 * (data[i * 4 + 1] ?? 0) + 0.114 * (data[i * 4 + 2] ?? 0)) / 255;
  return out;
}

/** q = a·I + b, with a, b fitted per window so q follows p where I has no edge and I's edges where it does. */
export function guidedFilter(guide: Float32Array, input: Float32Array, width: number, height: number, radius: number, epsilon: number): Float32Array {
  const n = width * height;
  const ip = new Float32Array(n);
  const ii = new Float32Array(n);
  for (let k = 0; k < n; k += 1) {
    const g = guide[k] ?? 0;
    ip[k] = g * (input[k] ?? 0);
    ii[k] = g * g;
  }
  const meanI = boxMean(guide, width, height, radius);
  const meanP = boxMean(input, width, height, radius);
  const meanIp = boxMean(ip, width, height, radius);
  const meanIi = boxMean(ii, width, height, radius);
  const a = new Float32Array(n);
  const b = new Float32Array(n);
  for (let k = 0; k < n; k += 1) {
    const mi = meanI[k] ?? 0;
    const mp = meanP[k] ?? 0;
    const variance = (meanIi[k] ?? 0) - mi * mi;
    const ak = ((meanIp[k] ?? 0) - mi * mp) / (variance + epsilon);
    a[k] = ak;
    b[k] = mp - ak * mi;
  }
  const meanA = boxMean(a, width, height, radius);
  const meanB = boxMean(b, width, height, radius);
  const out = new Float32Array(n);
  for (let k = 0; k < n; k += 1) out[k] = (meanA[k] ?? 0) * (guide[k] ?? 0) + (meanB[k] ?? 0);
  return out;
}
