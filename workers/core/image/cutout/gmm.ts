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
 */
export function initialAssign(features: Float32Array, dims: number, member: Uint8Array, label: number, assign: Uint8Array, components = COMPONENTS): void {
  const chosen: number[] = [];
  for (let i = 0; i < member.length; i += 1) if (member[i] === label) chosen.push(i);
  if (chosen.length === 0) return;
  const step = Math.max(1, Math.floor(chosen.length / 4000));
  const sample: number[] = [];
  for (let s = 0; s < chosen.length; s += step) sample.push(chosen[s] ?? 0);
  const centres: number[][] = [];
  const at = (i: number): number[] => Array.from(features.subarray(i * dims, i * dims + dims));
  const d2 = (i: number, c: number[]): number => {
    let s = 0;
    for (let r = 0; r < dims; r += 1) s += ((features[i * dims + r] ?? 0) - (c[r] ?? 0)) ** 2;
    return s;
  };
  centres.push(at(sample[0] ?? 0));
  while (centres.length < components) {
    let far = -1;
    let farD = 0;
    for (const i of sample) {
      let near = Infinity;
      for (const c of centres) near = Math.min(near, d2(i, c));
      if (near > farD) {
        farD = near;
        far = i;
      }
    }
    if (far < 0 || farD < 1) break;
    centres.push(at(far));
  }
  const nearest = (i: number): number => {
    let best = 0;
    let bestD = Infinity;
    centres.forEach((c, k) => {
      const d = d2(i, c);
      if (d < bestD) {
        bestD = d;
        best = k;
      }
    });
    return best;
  };
  for (let round = 0; round < 5; round += 1) {
    const sums = centres.map(() => new Float64Array(dims + 1));
    for (const i of sample) {
      const s = sums[nearest(i)];
      if (!s) continue;
      for (let r = 0; r < dims; r += 1) s[r] = (s[r] ?? 0) + (features[i * dims + r] ?? 0);
      s[dims] = (s[dims] ?? 0) + 1;
    }
    sums.forEach((s, k) => {
      const count = s[dims] ?? 0;
      if (count > 0) centres[k] = Array.from(s.subarray(0, dims), (v) => v / count);
    });
  }
  for (const i of chosen) assign[i] = nearest(i);
}
