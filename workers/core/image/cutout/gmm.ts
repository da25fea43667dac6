// Gaussian mixture colour (and texture) models for the graph cut: K components
// with full covariance over a few features per pixel, fitted by hard
// assignment (each pixel to its most likely component, as GrabCut does), and
// the negative log-likelihood each pixel gets under the whole mixture.

export interface Gmm {
  dims: number;
  weights: Float64Array;
  means: Float64Array;
  /** Inverse Cholesky factor of each covariance (lower triangle, dims × dims), so ‖L⁻¹(x − μ)‖² is the Mahalanobis distance. */
  inverseFactors: Float64Array;
  /** log πₖ − ½ log det Σₖ − (dims / 2) log 2π per component. */
  logNorms: Float64Array;
}

export const COMPONENTS = 5;
/** Added to the covariance diagonal: a plain colour has no spread, and noise below 1 level is not information. */
const RIDGE = 2;

/** Squared Mahalanobis distance of pixel i to component k. */
function distance(model: Gmm, features: Float32Array, i: number, k: number): number {
  const { dims, means, inverseFactors } = model;
  let sum = 0;
  const base = k * dims * dims;
  for (let r = 0; r < dims; r += 1) {
    let y = 0;
    for (let c = 0; c <= r; c += 1) y += (inverseFactors[base + r * dims + c] ?? 0) * ((features[i * dims + c] ?? 0) - (means[k * dims + c] ?? 0));
    sum += y * y;
  }
  return sum;
}

/** The component that explains pixel i best (weight included). */
export function bestComponent(model: Gmm, features: Float32Array, i: number): number {
  let best = 0;
  let bestScore = -Infinity;
  for (let k = 0; k < model.weights.length; k += 1) {
    if ((model.weights[k] ?? 0) <= 0) continue;
    const score = (model.logNorms[k] ?? 0) - 0.5 * distance(model, features, i, k);
    if (score > bestScore) {
      bestScore = score;
      best = k;
    }
  }
  return best;
}

/** −log p(x) under the mixture. */
export function negLogLikelihood(model: Gmm, features: Float32Array, i: number): number {
  // log Σ exp(sₖ) = top + log Σ exp(sₖ − top); the scores go to a scratch array, not a new one per pixel.
  const scores = SCRATCH;
  let top = -Infinity;
  const count = model.weights.length;
  for (let k = 0; k < count; k += 1) {
    const s = (model.weights[k] ?? 0) > 0 ? (model.logNorms[k] ?? 0) - 0.5 * distance(model, features, i, k) : -Infinity;
    scores[k] = s;
    if (s > top) top = s;
  }
  let sum = 0;
  for (let k = 0; k < count; k += 1) sum += Math.exp((scores[k] ?? -Infinity) - top);
  return -(top + Math.log(sum));
}

const SCRATCH = new Float64Array(16);

/** Inverts the Cholesky factor of a symmetric positive definite matrix; returns L⁻¹ and log det. */
function inverseCholesky(cov: Float64Array, dims: number): { inverse: Float64Array; logDet: number } {
  const l = new Float64Array(dims * dims);
  for (let r = 0; r < dims; r += 1) {
    for (let c = 0; c <= r; c += 1) {
      let s = cov[r * dims + c] ?? 0;
      for (let k = 0; k < c; k += 1) s -= (l[r * dims + k] ?? 0) * (l[c * dims + k] ?? 0);
      l[r * dims + c] = r === c ? Math.sqrt(Math.max(s, 1e-6)) : s / (l[c * dims + c] ?? 1);
    }
  }
  let logDet = 0;
  for (let r = 0; r < dims; r += 1) logDet += 2 * Math.log(l[r * dims + r] ?? 1);
  const inverse = new Float64Array(dims * dims);
  for (let c = 0; c < dims; c += 1) {
    // Forward substitution of L · x = e_c.
    for (let r = c; r < dims; r += 1) {
      let s = r === c ? 1 : 0;
      for (let k = c; k < r; k += 1) s -= (l[r * dims + k] ?? 0) * (inverse[k * dims + c] ?? 0);
      inverse[r * dims + c] = s / (l[r * dims + r] ?? 1);
    }
  }
  return { inverse, logDet };
}

/** Fits the mixture to the pixels where `member[i] === label`, given each pixel's component in `assign`. */
export function fitGmm(features: Float32Array, dims: number, member: Uint8Array, label: number, assign: Uint8Array, components = COMPONENTS): Gmm {
  const counts = new Float64Array(components);
  const sums = new Float64Array(components * dims);
  const products = new Float64Array(components * dims * dims);
  let total = 0;
  for (let i = 0; i < member.length; i += 1) {
    if (member[i] !== label) continue;
    const k = assign[i] ?? 0;
    counts[k] = (counts[k] ?? 0) + 1;
    total += 1;
    for (let r = 0; r < dims; r += 1) {
      const fr = features[i * dims + r] ?? 0;
      sums[k * dims + r] = (sums[k * dims + r] ?? 0) + fr;
      for (let c = 0; c <= r; c += 1) products[(k * dims + r) * dims + c] = (products[(k * dims + r) * dims + c] ?? 0) + fr * (features[i * dims + c] ?? 0);
    }
  }
  const model: Gmm = { dims, weights: new Float64Array(components), means: new Float64Array(components * dims), inverseFactors: new Float64Array(components * dims * dims), logNorms: new Float64Array(components) };
  for (let k = 0; k < components; k += 1) {
    const count = counts[k] ?? 0;
    if (count < 1) continue;
    model.weights[k] = count / Math.max(1, total);
    for (let r = 0; r < dims; r += 1) model.means[k * dims + r] = (sums[k * dims + r] ?? 0) / count;
    const cov = new Float64Array(dims * dims);
    for (let r = 0; r < dims; r += 1) {
      for (let c = 0; c <= r; c += 1) {
        const v = (products[(k * dims + r) * dims + c] ?? 0) / count - (model.means[k * dims + r] ?? 0) * (model.means[k * dims + c] ?? 0);
        cov[r * dims + c] = v + (r === c ? RIDGE : 0);
        cov[c * dims + r] = cov[r * dims + c] ?? 0;
      }
    }
    const { inverse, logDet } = inverseCholesky(cov, dims);
    model.inverseFactors.set(inverse, k * dims * dims);
    model.logNorms[k] = Math.log(model.weights[k] ?? 1) - 0.5 * logDet - (dims / 2) * Math.log(2 * Math.PI);
  }
  return model;
}

/**
 * First assignment of the pixels with `member[i] === label` to components: k-means
 * (farthest-point start, a few rounds on a strided sample, then every pixel to its nearest centre).
 * Centres and sums live in flat typed arrays: this runs over every pixel of the grid.
 */
export function initialAssign(features: Float32Array, dims: number, member: Uint8Array, label: number, assign: Uint8Array, components = COMPONENTS): void {
  let total = 0;
  for (let i = 0; i < member.length; i += 1) if (member[i] === label) total += 1;
  if (total === 0) return;
  const step = Math.max(1, Math.floor(total / 4000));
  const sample: number[] = [];
  for (let i = 0, seen = 0; i < member.length; i += 1) {
    if (member[i] !== label) continue;
    if (seen % step === 0) sample.push(i);
    seen += 1;
  }
  const centres = new Float64Array(components * dims);
  const d2 = (i: number, k: number): number => {
    let s = 0;
    for (let r = 0; r < dims; r += 1) {
      const d = (features[i * dims + r] ?? 0) - (centres[k * dims + r] ?? 0);
      s += d * d;
    }
    return s;
  };
  const take = (k: number, i: number): void => {
    for (let r = 0; r < dims; r += 1) centres[k * dims + r] = features[i * dims + r] ?? 0;
  };
  take(0, sample[0] ?? 0);
  let used = 1;
  while (used < components) {
    let far = -1;
    let farD = 0;
    for (const i of sample) {
      let near = Infinity;
      for (let k = 0; k < used; k += 1) near = Math.min(near, d2(i, k));
      if (near > farD) {
        farD = near;
        far = i;
      }
    }
    if (far < 0 || farD < 1) break;
    take(used, far);
    used += 1;
  }
  const nearest = (i: number): number => {
    let best = 0;
    let bestD = Infinity;
    for (let k = 0; k < used; k += 1) {
      const d = d2(i, k);
      if (d < bestD) {
        bestD = d;
        best = k;
      }
    }
    return best;
  };
  const sums = new Float64Array(used * (dims + 1));
  for (let round = 0; round < 5; round += 1) {
    sums.fill(0);
    for (const i of sample) {
      const o = nearest(i) * (dims + 1);
      for (let r = 0; r < dims; r += 1) sums[o + r] = (sums[o + r] ?? 0) + (features[i * dims + r] ?? 0);
      sums[o + dims] = (sums[o + dims] ?? 0) + 1;
    }
    for (let k = 0; k < used; k += 1) {
      const o = k * (dims + 1);
      const count = sums[o + dims] ?? 0;
      if (count > 0) for (let r = 0; r < dims; r += 1) centres[k * dims + r] = (sums[o + r] ?? 0) / count;
    }
  }
  if (dims !== 4) {
    for (let i = 0; i < member.length; i += 1) if (member[i] === label) assign[i] = nearest(i);
    return;
  }
  // Every pixel to its nearest centre: the same sums as d2 in the same order, unrolled for the
  // graph cut's four features (this pass is over the whole grid, the rest over a 4000-pixel sample).
  for (let i = 0; i < member.length; i += 1) {
    if (member[i] !== label) continue;
    const o = i * 4;
    const f0 = features[o] ?? 0;
    const f1 = features[o + 1] ?? 0;
    const f2 = features[o + 2] ?? 0;
    const f3 = features[o + 3] ?? 0;
    let best = 0;
    let bestD = Infinity;
    for (let k = 0, c = 0; k < used; k += 1, c += 4) {
      const e0 = f0 - (centres[c] ?? 0);
      const e1 = f1 - (centres[c + 1] ?? 0);
      const e2 = f2 - (centres[c + 2] ?? 0);
      const e3 = f3 - (centres[c + 3] ?? 0);
      const d = e0 * e0 + e1 * e1 + e2 * e2 + e3 * e3;
      if (d < bestD) {
        bestD = d;
        best = k;
      }
    }
    assign[i] = best;
  }
}

/**
 * −log p(x) under the mixture and the best component (as `bestComponent`) for `count` pixels
 * at once, features packed `dims` per pixel from 0. Component-major loops over typed arrays
 * (each component's parameters held in locals), so a 320 × 240 grid costs a few milliseconds
 * instead of the per-pixel calls' tens. `scores` is scratch of ≥ components × count floats.
 */
export function mixtureCosts(model: Gmm, features: Float32Array, count: number, cost: Float64Array, best: Uint8Array, scores: Float64Array): void {
  const { dims, weights, means, inverseFactors, logNorms } = model;
  const components = weights.length;
  if (dims !== 4) {
    for (let i = 0; i < count; i += 1) {
      cost[i] = negLogLikelihood(model, features, i);
      best[i] = bestComponent(model, features, i);
    }
    return;
  }
  for (let k = 0; k < components; k += 1) {
    const row = k * count;
    if ((weights[k] ?? 0) <= 0) {
      scores.fill(-Infinity, row, row + count);
      continue;
    }
    const m = k * 4;
    const b = k * 16;
    const m0 = means[m] ?? 0;
    const m1 = means[m + 1] ?? 0;
    const m2 = means[m + 2] ?? 0;
    const m3 = means[m + 3] ?? 0;
    const l00 = inverseFactors[b] ?? 0;
    const l10 = inverseFactors[b + 4] ?? 0;
    const l11 = inverseFactors[b + 5] ?? 0;
    const l20 = inverseFactors[b + 8] ?? 0;
    const l21 = inverseFactors[b + 9] ?? 0;
    const l22 = inverseFactors[b + 10] ?? 0;
    const l30 = inverseFactors[b + 12] ?? 0;
    const l31 = inverseFactors[b + 13] ?? 0;
    const l32 = inverseFactors[b + 14] ?? 0;
    const l33 = inverseFactors[b + 15] ?? 0;
    const norm = logNorms[k] ?? 0;
    for (let i = 0, o = 0; i < count; i += 1, o += 4) {
      const d0 = (features[o] ?? 0) - m0;
      const d1 = (features[o + 1] ?? 0) - m1;
      const d2 = (features[o + 2] ?? 0) - m2;
      const d3 = (features[o + 3] ?? 0) - m3;
      const y0 = l00 * d0;
      const y1 = l10 * d0 + l11 * d1;
      const y2 = l20 * d0 + l21 * d1 + l22 * d2;
      const y3 = l30 * d0 + l31 * d1 + l32 * d2 + l33 * d3;
      scores[row + i] = norm - 0.5 * (y0 * y0 + y1 * y1 + y2 * y2 + y3 * y3);
    }
  }
  for (let i = 0; i < count; i += 1) {
    let top = -Infinity;
    let arg = 0;
    for (let k = 0; k < components; k += 1) {
      const s = scores[k * count + i] ?? -Infinity;
      if (s > top) {
        top = s;
        arg = k;
      }
    }
    // Components more than 30 below the best add < e⁻³⁰ each: not worth an exp; the best adds e⁰ = 1.
    let sum = 0;
    for (let k = 0; k < components; k += 1) {
      if (k === arg) {
        sum += 1;
        continue;
      }
      const d = (scores[k * count + i] ?? -Infinity) - top;
      if (d > -30) sum += Math.exp(d);
    }
    cost[i] = -(top + Math.log(sum));
    best[i] = arg;
  }
}
