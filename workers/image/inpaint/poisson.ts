// Seamless blending of the patch-based fill (Pérez et al. 2003, "Poisson image
// editing"): inside the hole the result keeps the fill's gradients (its
// texture), and across the hole's edge the guidance is zero, with the known
// pixels as the Dirichlet boundary, so the colour continues from the
// surroundings into the hole instead of stepping at the box edge. Written as
// the fill plus a correction c: the correction is harmonic inside the hole and
// meets (known − fill) across every edge of the hole, so it is smooth and cheap:
// an onion-peel start, then successive over-relaxation.
import type { BlendLevel } from './holePieces.ts';
import { copyBox, cropLevel, holeBoxes } from './holePieces.ts';

export type { BlendLevel } from './holePieces.ts';

/** Over-relaxation sweeps for a hole whose shorter side is `side` pixels: the onion-peel start is close already (0.3 · side gave the same quality-set figures as 1.5 · side). */
export function blendSweeps(side: number): number {
  return Math.min(800, Math.ceil(0.3 * side) + 30);
}

/**
 * `detailRadius` > 0: the fill keeps only its detail (itself minus its box mean of that
 * radius) and the slow variation comes from the surroundings alone, as a membrane does.
 * `low`: lowPass(level, detailRadius), when the caller has it.
 */
export function seamlessBlend(level: BlendLevel, detailRadius = 0, low?: Float32Array): void {
  // The solve reads only the hole and its 4-neighbours: it runs on the boxes round the hole's
  // pieces grown by one, not on the whole window (a caption and a corner logo share one
  // window ~20× their holes). The pieces do not touch, so each is solved alone, with the
  // relaxation's rate and length set by all of them together, as in one solve.
  const boxes = holeBoxes(level, 1);
  if (boxes.length === 0) return;
  const whole = detailRadius > 0 ? (low ?? lowPass(level, detailRadius)) : undefined;
  const parts = boxes.map((box) => {
    const crop = cropLevel(level, box);
    let cropLow: Float32Array | undefined;
    if (whole) {
      cropLow = new Float32Array(crop.width * crop.height * 3);
      copyBox(whole, level.width, cropLow, box, 3, false);
    }
    return { box, crop, blend: prepareBlend(crop, detailRadius, cropLow) };
  });
  const x0 = Math.min(...parts.map((p) => p.box.x0 + p.blend.x0));
  const x1 = Math.max(...parts.map((p) => p.box.x0 + p.blend.x1));
  const y0 = Math.min(...parts.map((p) => p.box.y0 + p.blend.y0));
  const y1 = Math.max(...parts.map((p) => p.box.y0 + p.blend.y1));
  const depth = Math.max(...parts.map((p) => p.blend.depth));
  // How far the correction must travel is set by the deepest hole pixel, not by the box round
  // all holes: two marks far apart (a caption and a corner logo) made one huge box and 5× the
  // sweeps. For one rectangle, 2 · depth is its shorter side, as before.
  const side = Math.min(x1 - x0 + 1, y1 - y0 + 1, 2 * depth);
  for (const part of parts) {
    part.blend.solve(side);
    copyBox(level.img, level.width, part.crop.img, part.box, 3, true);
  }
}

interface PreparedBlend {
  /** The hole's box in the level, inclusive. */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Onion-peel layers: the deepest hole pixel's distance from the known ones. */
  depth: number;
  /** Relaxes for a hole of shorter side `side` and writes the result into the level. */
  solve: (side: number) => void;
}

function prepareBlend(level: BlendLevel, detailRadius: number, low?: Float32Array): PreparedBlend {
  const { width, height, hole } = level;
  const img = new Float32Array(level.img);
  if (detailRadius > 0) keepDetail(img, hole, low ?? lowPass(level, detailRadius));
  const n = width * height;
  const holes: number[] = [];
  let x0 = width;
  let y0 = height;
  let x1 = -1;
  let y1 = -1;
  for (let i = 0; i < n; i += 1) {
    if (!hole[i]) continue;
    holes.push(i);
    const x = i % width;
    const y = (i - x) / width;
    x0 = Math.min(x0, x);
    x1 = Math.max(x1, x);
    y0 = Math.min(y0, y);
    y1 = Math.max(y1, y);
  }
  // Per hole pixel: how many in-window neighbours, and the sum of (known − fill) over its known neighbours.
  const count = new Uint8Array(holes.length);
  const fixed = new Float32Array(holes.length * 3);
  const correction = new Float32Array(n * 3);
  const known = new Uint8Array(n);
  for (let k = 0; k < holes.length; k += 1) {
    const p = holes[k] ?? 0;
    const x = p % width;
    const neighbours = [x + 1 < width ? p + 1 : -1, x > 0 ? p - 1 : -1, p + width < n ? p + width : -1, p >= width ? p - width : -1];
    for (const q of neighbours) {
      if (q < 0) continue;
      count[k] = (count[k] ?? 0) + 1;
      if (hole[q]) continue;
      for (let c = 0; c < 3; c += 1) {
        const step = (img[q * 3 + c] ?? 0) - (img[p * 3 + c] ?? 0);
        fixed[k * 3 + c] = (fixed[k * 3 + c] ?? 0) + step;
        // The onion-peel start reads the mismatch from the known pixel itself.
        correction[q * 3 + c] = step;
      }
      known[q] = 1;
    }
  }
  // Start: the mismatch spread inward from the rim (low frequencies about right already).
  const depth = onionPeel(width, correction, hole, known);
  return { x0, y0, x1, y1, depth, solve: (side) => relaxAndWrite(side) };

  function relaxAndWrite(side: number): void {
    const omega = 2 / (1 + Math.sin(Math.PI / (side + 1)));
    const keep = 1 - omega;
    const sweeps = blendSweeps(side);
    // The sweeps work on a grid one pixel larger than the level all round: hole pixels carry
    // their correction, known pixels and the frame a constant 0 (their part is in `base`), so a
    // pixel's four neighbours are fixed offsets away and no lookup or bounds test is needed.
    const gw = width + 2;
    const grid = new Float32Array(gw * (height + 2) * 3);
    const base = new Float32Array(grid.length);
    const weight = new Float32Array(gw * (height + 2));
    for (let k = 0; k < holes.length; k += 1) {
      const p = holes[k] ?? 0;
      const x = p % width;
      const g = ((p - x) / width + 1) * gw + x + 1;
      const m = count[k] ?? 0;
      weight[g] = m === 0 ? 0 : omega / m;
      for (let c = 0; c < 3; c += 1) {
        grid[g * 3 + c] = correction[p * 3 + c] ?? 0;
        base[g * 3 + c] = fixed[k * 3 + c] ?? 0;
      }
    }
    // Rows holding hole pixels: the rest of the level's box is left alone.
    const up = 3 * gw;
    const relax = (parity: number): void => {
      for (let y = y0; y <= y1; y += 1) {
        for (let x = x0 + ((x0 + y + parity) & 1); x <= x1; x += 2) {
          const g = (y + 1) * gw + x + 1;
          const w = weight[g] ?? 0;
          if (w === 0) continue;
          const o = g * 3;
          // Right, left, down, up: the order the packed sweep summed in (same rounding).
          const r = (base[o] ?? 0) + (grid[o + 3] ?? 0) + (grid[o - 3] ?? 0) + (grid[o + up] ?? 0) + (grid[o - up] ?? 0);
          const gg = (base[o + 1] ?? 0) + (grid[o + 4] ?? 0) + (grid[o - 2] ?? 0) + (grid[o + up + 1] ?? 0) + (grid[o - up + 1] ?? 0);
          const b = (base[o + 2] ?? 0) + (grid[o + 5] ?? 0) + (grid[o - 1] ?? 0) + (grid[o + up + 2] ?? 0) + (grid[o - up + 2] ?? 0);
          // old + ω (sum / m − old) = old (1 − ω) + (ω / m) sum
          grid[o] = (grid[o] ?? 0) * keep + w * r;
          grid[o + 1] = (grid[o + 1] ?? 0) * keep + w * gg;
          grid[o + 2] = (grid[o + 2] ?? 0) * keep + w * b;
        }
      }
    };
    for (let sweep = 0; sweep < sweeps; sweep += 1) {
      // Red–black order keeps the sweep symmetric (no drift toward the first-visited corner).
      relax(0);
      relax(1);
    }
    for (const p of holes) {
      const x = p % width;
      const g = ((p - x) / width + 1) * gw + x + 1;
      for (let c = 0; c < 3; c += 1) correction[p * 3 + c] = grid[g * 3 + c] ?? 0;
    }
    for (const p of holes) {
      for (let c = 0; c < 3; c += 1) level.img[p * 3 + c] = Math.max(0, Math.min(255, Math.round((img[p * 3 + c] ?? 0) + (correction[p * 3 + c] ?? 0))));
    }
  }
}

/**
 * Fills `values` over the hole from the `known` pixels inward (each the mean of its known
 * 4-neighbours, layer by layer); returns the number of layers peeled (the hole's depth).
 * Breadth-first: each layer is found from the one before, not by rescanning the whole hole.
 */
function onionPeel(width: number, values: Float32Array, hole: Uint8Array, known: Uint8Array): number {
  const n = hole.length;
  const queued = new Uint8Array(n);
  let layer = new Int32Array(n);
  let next = new Int32Array(n);
  let size = 0;
  const around = (p: number, d: number): number => {
    const x = p % width;
    return d === 0 ? (x + 1 < width ? p + 1 : -1) : d === 1 ? (x > 0 ? p - 1 : -1) : d === 2 ? (p + width < n ? p + width : -1) : p - width;
  };
  // The first layer: hole pixels with a known neighbour.
  for (let p = 0; p < n; p += 1) {
    if (!hole[p] || known[p]) continue;
    for (let d = 0; d < 4; d += 1) {
      const q = around(p, d);
      if (q >= 0 && known[q]) {
        layer[size++] = p;
        queued[p] = 1;
        break;
      }
    }
  }
  let layers = 0;
  while (size > 0) {
    layers += 1;
    for (let k = 0; k < size; k += 1) {
      const p = layer[k] ?? 0;
      let m = 0;
      let r = 0;
      let g = 0;
      let b = 0;
      for (let d = 0; d < 4; d += 1) {
        const q = around(p, d);
        if (q < 0 || !known[q]) continue;
        m += 1;
        r += values[q * 3] ?? 0;
        g += values[q * 3 + 1] ?? 0;
        b += values[q * 3 + 2] ?? 0;
      }
      values[p * 3] = r / m;
      values[p * 3 + 1] = g / m;
      values[p * 3 + 2] = b / m;
    }
    let nextSize = 0;
    for (let k = 0; k < size; k += 1) known[layer[k] ?? 0] = 1;
    for (let k = 0; k < size; k += 1) {
      const p = layer[k] ?? 0;
      for (let d = 0; d < 4; d += 1) {
        const q = around(p, d);
        if (q < 0 || !hole[q] || known[q] || queued[q]) continue;
        queued[q] = 1;
        next[nextSize++] = q;
      }
    }
    [layer, next] = [next, layer];
    size = nextSize;
  }
  return layers;
}

/**
 * How much fine detail the known pixels near the hole have: RMS over the known pixels within
 * `radius` of the hole of (value − its box mean of that radius), all channels.
 */
export function surroundingDetail(level: BlendLevel, radius: number, low = lowPass(level, radius)): number {
  // Known pixels near the hole: within 2 · round(radius / 2) of it, the square a twice-applied
  // box mean of the hole mask of radius round(radius / 2) reaches (what this read before).
  // Nothing farther counts, so the sum runs on the box round the hole grown by that much.
  const reach = nearReach(radius);
  let sum = 0;
  let count = 0;
  for (const box of holeBoxes(level, reach)) {
    const { width, height, hole, img } = cropLevel(level, box);
    const cropLow = new Float32Array(width * height * 3);
    copyBox(low, level.width, cropLow, box, 3, false);
    const near = dilateSquare(width, height, hole, reach);
    for (let i = 0; i < hole.length; i += 1) {
      if (hole[i] || !near[i]) continue;
      for (let c = 0; c < 3; c += 1) sum += ((img[i * 3 + c] ?? 0) - (cropLow[i * 3 + c] ?? 0)) ** 2;
      count += 3;
    }
  }
  return count === 0 ? 0 : Math.sqrt(sum / count);
}

/** 1 where a set pixel of `mask` lies within `radius` (Chebyshev): running counts along rows, then columns. */
function dilateSquare(width: number, height: number, mask: Uint8Array, radius: number): Uint8Array {
  const rows = new Uint8Array(mask.length);
  for (let y = 0; y < height; y += 1) {
    const o = y * width;
    let count = 0;
    for (let x = -radius; x < width; x += 1) {
      const enter = x + radius;
      if (enter < width && mask[o + enter]) count += 1;
      const leave = x - radius - 1;
      if (leave >= 0 && mask[o + leave]) count -= 1;
      if (x >= 0) rows[o + x] = count > 0 ? 1 : 0;
    }
  }
  const out = new Uint8Array(mask.length);
  const counts = new Int32Array(width);
  for (let y = -radius; y < height; y += 1) {
    const enter = y + radius;
    if (enter < height) for (let x = 0; x < width; x += 1) counts[x] = (counts[x] ?? 0) + (rows[enter * width + x] ?? 0);
    const leave = y - radius - 1;
    if (leave >= 0) for (let x = 0; x < width; x += 1) counts[x] = (counts[x] ?? 0) - (rows[leave * width + x] ?? 0);
    if (y >= 0) for (let x = 0; x < width; x += 1) out[y * width + x] = (counts[x] ?? 0) > 0 ? 1 : 0;
  }
  return out;
}

/**
 * The level's pixels box-averaged with radius r twice (≈ a Gaussian): what surroundingDetail and
 * the blend's detail both subtract, so a caller that needs both computes it once.
 */
export function lowPass(level: BlendLevel, radius: number): Float32Array {
  const out = new Float32Array(level.width * level.height * 3);
  // Read only in the hole and within nearReach of it; each value there depends on pixels up to
  // 2 · radius away (two box passes), so on crops round the hole's pieces that reach that much farther (clipped to
  // the window as the whole-window pass clips) those values are the whole window's own.
  // Elsewhere the answer is 0.
  for (const box of holeBoxes(level, nearReach(radius) + 2 * radius)) {
    const width = box.x1 - box.x0 + 1;
    const height = box.y1 - box.y0 + 1;
    const crop = new Float32Array(width * height * 3);
    copyBox(level.img, level.width, crop, box, 3, false);
    copyBox(out, level.width, boxMean(width, height, crop, radius), box, 3, true);
  }
  return out;
}

/** How far from the hole surroundingDetail reads. */
function nearReach(radius: number): number {
  return 2 * Math.max(1, Math.round(radius / 2));
}

/** Inside the hole: value minus its low pass (`lowPass`). */
function keepDetail(img: Float32Array, hole: Uint8Array, low: Float32Array): void {
  for (let i = 0; i < hole.length; i += 1) {
    if (!hole[i]) continue;
    for (let c = 0; c < 3; c += 1) img[i * 3 + c] = (img[i * 3 + c] ?? 0) - (low[i * 3 + c] ?? 0);
  }
}

/** Box mean of radius r applied twice (≈ a Gaussian), 3 channels, edges clamped to the window. */
function boxMean(width: number, height: number, img: Float32Array, radius: number): Float32Array {
  let low = img;
  for (let pass = 0; pass < 2; pass += 1) {
    const rows = new Float32Array(low.length);
    for (let y = 0; y < height; y += 1) {
      for (let c = 0; c < 3; c += 1) {
        let sum = 0;
        let count = 0;
        for (let x = -radius; x < width; x += 1) {
          const enter = x + radius;
          if (enter < width) {
            sum += low[(y * width + enter) * 3 + c] ?? 0;
            count += 1;
          }
          const leave = x - radius - 1;
          if (leave >= 0) {
            sum -= low[(y * width + leave) * 3 + c] ?? 0;
            count -= 1;
          }
          if (x >= 0) rows[(y * width + x) * 3 + c] = sum / count;
        }
      }
    }
    // Columns with one running sum per (x, channel), walking the rows in memory order: the
    // column-by-column walk jumped a whole row per step and missed the cache every time.
    const cols = new Float32Array(low.length);
    const stride = width * 3;
    const sums = new Float64Array(stride);
    let count = 0;
    for (let y = -radius; y < height; y += 1) {
      const enter = y + radius;
      if (enter < height) {
        const o = enter * stride;
        for (let j = 0; j < stride; j += 1) sums[j] = (sums[j] ?? 0) + (rows[o + j] ?? 0);
        count += 1;
      }
      const leave = y - radius - 1;
      if (leave >= 0) {
        const o = leave * stride;
        for (let j = 0; j < stride; j += 1) sums[j] = (sums[j] ?? 0) - (rows[o + j] ?? 0);
        count -= 1;
      }
      if (y >= 0) {
        const o = y * stride;
        for (let j = 0; j < stride; j += 1) cols[o + j] = (sums[j] ?? 0) / count;
      }
    }
    low = cols;
  }
  return low;
}
