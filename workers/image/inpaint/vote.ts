// Voting, the other half of Wexler et al.'s (2007) completion: each hole pixel
// becomes the similarity-weighted mean, over the target patches covering it,
// of the pixel their matching source patch holds at the same offset.
import type { Level } from './level.ts';
import type { Field } from './patchmatch.ts';

/** The q-th quantile, from an evenly spaced sample of at most 4096 values (sorting 100k costs per vote is wasted work). */
function percentile(values: Float64Array, q: number): number {
  const step = Math.max(1, Math.floor(values.length / 4096));
  const sample = new Float64Array(Math.ceil(values.length / step));
  for (let i = 0, j = 0; i < values.length; i += step, j += 1) sample[j] = values[i] ?? 0;
  sample.sort();
  return sample[Math.floor(sample.length * q)] ?? 1;
}

/**
 * Weights exp(−d / 2σ²), d the per-pixel patch cost and σ² its 75th percentile.
 * Gathered per hole pixel from the targets around it (found through `slot`),
 * so nothing the size of the window is needed beyond the slot map. Sources are
 * known pixels, never written here, so the hole is updated in place.
 */
export function vote(level: Level, field: Field, radius: number, holes: Int32Array, slot: Int32Array): void {
  const { width, height, img } = level;
  const { targets, nnf, cost, stride } = field;
  const area = (2 * radius + 1) ** 2;
  const weight = new Float64Array(cost.length);
  for (let k = 0; k < cost.length; k += 1) weight[k] = (cost[k] ?? 0) / area;
  const sigma2 = Math.max(1, percentile(weight, 0.75));
  for (let k = 0; k < targets.length; k += 1) weight[k] = Math.exp(-(weight[k] ?? 0) / (2 * sigma2)) + 1e-6;
  for (let h = 0; h < holes.length; h += 1) {
    const p = holes[h] ?? 0;
    const x = p % width;
    const y = (p - x) / width;
    // Target centres on the stride grid within `radius` of the pixel.
    const tx0 = Math.ceil(Math.max(0, x - radius) / stride) * stride;
    const tx1 = Math.min(width - 1, x + radius);
    const ty0 = Math.ceil(Math.max(0, y - radius) / stride) * stride;
    const ty1 = Math.min(height - 1, y + radius);
    let r = 0;
    let g = 0;
    let b = 0;
    let sum = 0;
    for (let ty = ty0; ty <= ty1; ty += stride) {
      for (let tx = tx0; tx <= tx1; tx += stride) {
        const t = ty * width + tx;
        const k = slot[t] ?? -1;
        if (k < 0) continue;
        const w = weight[k] ?? 0;
        const q = ((nnf[k] ?? 0) + p - t) * 3;
        r += w * (img[q] ?? 0);
        g += w * (img[q + 1] ?? 0);
        b += w * (img[q + 2] ?? 0);
        sum += w;
      }
    }
    if (sum === 0) continue;
    img[p * 3] = Math.round(r / sum);
    img[p * 3 + 1] = Math.round(g / sum);
    img[p * 3 + 2] = Math.round(b / sum);
  }
}
