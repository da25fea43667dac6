// How smooth the removed backdrop is along the border. Colour clusters alone
// cannot tell a studio gradient from a striped or busy scene (k-means splits
// both into a few tight clusters); smoothness can: along each border line, the
// RMS ΔE between a background pixel and the running mean of the background
// pixels around it (the subject's own pixels are left out, so where it touches
// the border does not count). A wall, paper or gradient leaves only sensor
// noise; texture, furniture and foliage leave much more.

/** Running-mean radius as a share of the line's length. */
const WINDOW_SHARE = 1 / 16;

function lineResidual(lab: Float32Array, indices: number[], background: Uint8Array): { sum: number; count: number } {
  const n = indices.length;
  if (n < 3) return { sum: 0, count: 0 };
  const radius = Math.max(2, Math.round(n * WINDOW_SHARE));
  // Prefix sums of L, a, b and of the count, over background pixels only.
  const prefix = [new Float64Array(n + 1), new Float64Array(n + 1), new Float64Array(n + 1), new Float64Array(n + 1)];
  indices.forEach((p, i) => {
    const on = background[p] ? 1 : 0;
    prefix.forEach((line, k) => {
      line[i + 1] = (line[i] ?? 0) + (k === 3 ? on : on * (lab[p * 3 + k] ?? 0));
    });
  });
  let sum = 0;
  let count = 0;
  indices.forEach((p, i) => {
    if (!background[p]) return;
    const lo = Math.max(0, i - radius);
    const hi = Math.min(n - 1, i + radius);
    const members = (prefix[3]?.[hi + 1] ?? 0) - (prefix[3]?.[lo] ?? 0);
    let d2 = 0;
    for (let k = 0; k < 3; k += 1) {
      const line = prefix[k];
      const mean = line ? ((line[hi + 1] ?? 0) - (line[lo] ?? 0)) / members : 0;
      d2 += ((lab[p * 3 + k] ?? 0) - mean) ** 2;
    }
    sum += d2;
    count += 1;
  });
  return { sum, count };
}

/** RMS ΔE of the background pixels of the top row and both sides against their running means (background: 1 = backdrop). */
export function borderRoughness(lab: Float32Array, width: number, height: number, background: Uint8Array): number {
  const top = Array.from({ length: width }, (_, x) => x);
  const left = Array.from({ length: height }, (_, y) => y * width);
  const right = Array.from({ length: height }, (_, y) => y * width + width - 1);
  let sum = 0;
  let count = 0;
  for (const line of [top, left, right]) {
    const r = lineResidual(lab, line, background);
    sum += r.sum;
    count += r.count;
  }
  return count === 0 ? 0 : Math.sqrt(sum / count);
}
