// The background's colours, read from the image border: k-means on the border
// pixels in Lab; clusters holding a fair share of the border are background
// (an object touching one edge does not make its colour background). The
// bottom edge is left out of the estimate: portraits and products are usually
// cut off by it, while the top and sides show the backdrop.
import type { PixelBuffer } from '../pixels.ts';
import { deltaETo } from './lab.ts';

export interface BackgroundCluster {
  lab: [number, number, number];
  rgb: [number, number, number];
  /** Share of border pixels in this cluster. */
  share: number;
  /** RMS ΔE of its members to the centre. */
  spread: number;
}

const MIN_SHARE = 0.12;
/** A cluster more varied than this (RMS ΔE) is busy scenery, not a backdrop. */
const MAX_SPREAD = 18;

export function borderIndices(width: number, height: number): number[] {
  const out: number[] = [];
  for (let x = 0; x < width; x += 1) out.push(x, (height - 1) * width + x);
  for (let y = 1; y < height - 1; y += 1) out.push(y * width, y * width + width - 1);
  return height === 1 ? out.slice(0, width) : out;
}

/** Top row and both sides (see above). */
function backdropIndices(width: number, height: number): number[] {
  const out: number[] = [];
  for (let x = 0; x < width; x += 1) out.push(x);
  for (let y = 1; y < height; y += 1) out.push(y * width, y * width + width - 1);
  return out;
}

/** k-means (k ≤ 3, farthest-point start) over the top and side pixels. */
export function backgroundClusters(pixels: PixelBuffer, lab: Float32Array, k = 3): BackgroundCluster[] {
  const border = backdropIndices(pixels.width, pixels.height);
  const first = border[0] ?? 0;
  const centres: number[][] = [[lab[first * 3] ?? 0, lab[first * 3 + 1] ?? 0, lab[first * 3 + 2] ?? 0]];
  while (centres.length < k) {
    let best = -1;
    let bestD = 0;
    for (const i of border) {
      const d = Math.min(...centres.map((c) => deltaETo(lab, i, c)));
      if (d > bestD) {
        bestD = d;
        best = i;
      }
    }
    // All border pixels within 4 ΔE of a centre: fewer clusters are enough.
    if (best < 0 || bestD < 4) break;
    centres.push([lab[best * 3] ?? 0, lab[best * 3 + 1] ?? 0, lab[best * 3 + 2] ?? 0]);
  }
  const assign = new Int32Array(border.length);
  for (let iteration = 0; iteration < 8; iteration += 1) {
    const sums = centres.map(() => [0, 0, 0, 0]);
    border.forEach((i, n) => {
      let bestC = 0;
      let bestD = Infinity;
      centres.forEach((c, ci) => {
        const d = deltaETo(lab, i, c);
        if (d < bestD) {
          bestD = d;
          bestC = ci;
        }
      });
      assign[n] = bestC;
      const s = sums[bestC];
      if (s) {
        s[0] = (s[0] ?? 0) + (lab[i * 3] ?? 0);
        s[1] = (s[1] ?? 0) + (lab[i * 3 + 1] ?? 0);
        s[2] = (s[2] ?? 0) + (lab[i * 3 + 2] ?? 0);
        s[3] = (s[3] ?? 0) + 1;
      }
    });
    sums.forEach((s, ci) => {
      const count = s[3] ?? 0;
      if (count > 0) centres[ci] = [(s[0] ?? 0) / count, (s[1] ?? 0) / count, (s[2] ?? 0) / count];
    });
  }
  const clusters = centres.map((centre, ci) => {
    let count = 0;
    let sq = 0;
    const rgb = [0, 0, 0];
    border.forEach((i, n) => {
      if (assign[n] !== ci) return;
      count += 1;
      const d = deltaETo(lab, i, centre);
      sq += d * d;
      rgb[0] = (rgb[0] ?? 0) + (pixels.data[i * 4] ?? 0);
      rgb[1] = (rgb[1] ?? 0) + (pixels.data[i * 4 + 1] ?? 0);
      rgb[2] = (rgb[2] ?? 0) + (pixels.data[i * 4 + 2] ?? 0);
    });
    const c = Math.max(1, count);
    return {
      lab: [centre[0] ?? 0, centre[1] ?? 0, centre[2] ?? 0] as [number, number, number],
      rgb: [Math.round((rgb[0] ?? 0) / c), Math.round((rgb[1] ?? 0) / c), Math.round((rgb[2] ?? 0) / c)] as [number, number, number],
      share: count / Math.max(1, border.length),
      spread: Math.sqrt(sq / c),
    };
  });
  return clusters.filter((c) => c.share >= MIN_SHARE && c.spread <= MAX_SPREAD).sort((a, b) => b.share - a.share);
}

/** ΔE from a pixel to the nearest background cluster. */
export function distanceToBackground(lab: Float32Array, i: number, clusters: BackgroundCluster[]): number {
  let best = Infinity;
  for (const c of clusters) best = Math.min(best, deltaETo(lab, i, c.lab));
  return best;
}
