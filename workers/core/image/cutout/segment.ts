// Background by flood fill: from the border pixels that have the background's
// colour, grow into neighbours that differ from the pixel they come from by less
// than `tolerance` ΔE and still look like some background cluster. Enclosed
// background (inside an "O") is found as large regions of the same colours.
import type { PixelBuffer } from '../pixels.ts';
import type { TaskControl } from '../task.ts';
import { borderIndices } from './background.ts';
import type { BackgroundCluster } from './background.ts';
import { connectedComponents } from './components.ts';

export interface SegmentOptions {
  tolerance: number;
  clearEnclosed: boolean;
}

/** How far from a cluster's centre a pixel may be and still count as that background. */
export function clusterLimit(cluster: BackgroundCluster, strict: boolean): number {
  return strict ? 2 * cluster.spread + 6 : 3 * cluster.spread + 12;
}

/** Each cluster's centre and squared limit, packed 4 numbers per cluster, so the per-pixel test reads one typed array. */
function clusterTable(clusters: BackgroundCluster[], strict: boolean): Float64Array {
  const table = new Float64Array(clusters.length * 4);
  clusters.forEach((c, k) => {
    const limit = clusterLimit(c, strict);
    table.set([c.lab[0], c.lab[1], c.lab[2], limit * limit], k * 4);
  });
  return table;
}

function looksLikeBackground(lab: Float32Array, i: number, table: Float64Array): boolean {
  const l = lab[i * 3] ?? 0;
  const a = lab[i * 3 + 1] ?? 0;
  const b = lab[i * 3 + 2] ?? 0;
  for (let k = 0; k < table.length; k += 4) {
    const dl = l - (table[k] ?? 0);
    const da = a - (table[k + 1] ?? 0);
    const db = b - (table[k + 2] ?? 0);
    if (dl * dl + da * da + db * db < (table[k + 3] ?? 0)) return true;
  }
  return false;
}

/** ΔE between pixels i and j below `limit` (squared distances, no root). */
function closerThan(lab: Float32Array, i: number, j: number, limit: number): boolean {
  const dl = (lab[i * 3] ?? 0) - (lab[j * 3] ?? 0);
  const da = (lab[i * 3 + 1] ?? 0) - (lab[j * 3 + 1] ?? 0);
  const db = (lab[i * 3 + 2] ?? 0) - (lab[j * 3 + 2] ?? 0);
  return dl * dl + da * da + db * db < limit * limit;
}

/** 1 = background, 0 = foreground. */
export async function floodBackground(pixels: PixelBuffer, lab: Float32Array, clusters: BackgroundCluster[], options: SegmentOptions, control: TaskControl): Promise<Uint8Array> {
  const { width, height } = pixels;
  const n = width * height;
  const bg = new Uint8Array(n);
  if (clusters.length === 0) return bg;
  const queue = new Int32Array(n);
  let head = 0;
  let tail = 0;
  const loose = clusterTable(clusters, false);
  for (const i of borderIndices(width, height)) {
    if (bg[i] || !looksLikeBackground(lab, i, loose)) continue;
    bg[i] = 1;
    queue[tail++] = i;
  }
  const tolerance = options.tolerance;
  // Whether a pixel looks like some cluster, asked once per pixel, not once per neighbour that reaches it (0 = not asked yet, 1 = yes, 2 = no).
  const likeBackground = new Uint8Array(n);
  let steps = 0;
  while (head < tail) {
    const p = queue[head++] ?? 0;
    const x = p % width;
    // Left, right, up, down (no array per pixel: this loop runs over most of the photo).
    for (let d = 0; d < 4; d += 1) {
      const q = d === 0 ? (x > 0 ? p - 1 : -1) : d === 1 ? (x < width - 1 ? p + 1 : -1) : d === 2 ? p - width : p < n - width ? p + width : -1;
      if (q < 0 || bg[q] || !closerThan(lab, p, q, tolerance)) continue;
      let like = likeBackground[q];
      if (like === 0) likeBackground[q] = like = looksLikeBackground(lab, q, loose) ? 1 : 2;
      if (like !== 1) continue;
      bg[q] = 1;
      queue[tail++] = q;
    }
    steps += 1;
    if ((steps & 0xffff) === 0) {
      control.progress(0.1 + 0.4 * (head / n));
      await control.checkpoint();
    }
  }

  const minArea = Math.max(16, Math.round(n * 0.0002));
  if (options.clearEnclosed) {
    const strict = clusterTable(clusters, true);
    const enclosed = connectedComponents(width, height, (i) => !bg[i] && looksLikeBackground(lab, i, strict), (a, b) => closerThan(lab, a, b, tolerance));
    for (let i = 0; i < n; i += 1) {
      const id = enclosed.labels[i] ?? -1;
      if (id >= 0 && (enclosed.sizes[id] ?? 0) >= minArea) bg[i] = 1;
    }
    await control.checkpoint();
  }
  // Foreground specks (noise the fill stepped around) are background too.
  const specks = connectedComponents(width, height, (i) => !bg[i]);
  const speckArea = Math.max(4, Math.round(n * 0.00005));
  for (let i = 0; i < n; i += 1) {
    const id = specks.labels[i] ?? -1;
    if (id >= 0 && (specks.sizes[id] ?? 0) < speckArea) bg[i] = 1;
  }
  return bg;
}

