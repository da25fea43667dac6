// Which part of the image each fill works on. Every connected piece of the
// hole is filled inside its own window (its box grown by a margin of known
// pixels), so a caption at the bottom and a logo in a corner do not drag the
// whole photo through the pyramid. Pieces whose windows meet are filled
// together: a source patch is then never half inside another piece's hole.
import type { Box, Runs } from './region.ts';

export interface HoleGroup {
  /** Box around the group's hole pixels. */
  hole: Box;
  /** The window worked on: `hole` grown by the margin, clipped to the image. */
  region: Box;
  /** Pyramid halvings below the full scale. */
  levels: number;
}

export interface GroupRule {
  /** The coarsest level keeps a ring of known pixels one patch (2·radius + 1) wide. */
  patchRadius: number;
  /** Coarsen until the hole's longer side is at most this many of that level's pixels… */
  coarsestSide: number;
  /** Known pixels kept around the hole, per pixel of its longer side… */
  sideMargin: number;
  /** …and never fewer than this. */
  minMargin: number;
}

/** Halvings needed before `side` pixels become at most `coarsest`. */
export function levelsFor(side: number, coarsest: number): number {
  let levels = 0;
  while (Math.ceil(side / 2 ** levels) > coarsest) levels += 1;
  return levels;
}

/** The window and pyramid depth for a hole box. */
export function planGroup(hole: Box, width: number, height: number, rule: GroupRule): HoleGroup {
  const side = Math.max(hole.width, hole.height);
  const margin = Math.max(rule.minMargin, Math.round(rule.sideMargin * side));
  // …unless the coarsest level would lose its ring of whole known patches around the hole: matches there would be arbitrary.
  const ring = Math.max(0, Math.floor(Math.log2(margin / (2 * rule.patchRadius + 1))));
  const levels = Math.min(ring, levelsFor(side, rule.coarsestSide));
  const x0 = Math.max(0, hole.x - margin);
  const y0 = Math.max(0, hole.y - margin);
  const x1 = Math.min(width, hole.x + hole.width + margin);
  const y1 = Math.min(height, hole.y + hole.height + margin);
  return { hole, region: { x: x0, y: y0, width: x1 - x0, height: y1 - y0 }, levels };
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function union(a: Box, b: Box): Box {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, width: Math.max(a.x + a.width, b.x + b.width) - x, height: Math.max(a.y + a.height, b.y + b.height) - y };
}

function find(parent: Int32Array, i: number): number {
  let root = i;
  while ((parent[root] ?? root) !== root) root = parent[root] ?? root;
  // Path halving keeps later lookups short.
  for (let j = i; (parent[j] ?? j) !== root; ) {
    const next = parent[j] ?? j;
    parent[j] = root;
    j = next;
  }
  return root;
}

/** First run in [from, to) whose last x is at least `x` (runs of one row are disjoint and sorted). */
function firstEndingAfter(data: Int32Array, from: number, to: number, x: number): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((data[mid * 3 + 2] ?? 0) < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Boxes of the pieces the runs form when runs up to `gap` pixels apart (in x
 * and in y) count as touching: gap 1 is 8-connectivity; gap 2r + 1 gives the
 * pieces of the runs dilated by r.
 */
export function pieces(runs: Runs, gap: number): Box[] {
  const { count, data } = runs;
  const parent = new Int32Array(count);
  for (let k = 0; k < count; k += 1) parent[k] = k;
  const join = (a: number, b: number) => {
    const ra = find(parent, a);
    const rb = find(parent, b);
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
  };
  // Rows that hold runs: their y and the range of their runs.
  const rowY: number[] = [];
  const rowBegin: number[] = [];
  for (let k = 0; k < count; k += 1) {
    if (k === 0 || data[k * 3] !== data[(k - 1) * 3]) {
      rowY.push(data[k * 3] ?? 0);
      rowBegin.push(k);
    }
  }
  rowBegin.push(count);
  for (let row = 0; row < rowY.length; row += 1) {
    const y = rowY[row] ?? 0;
    for (let k = rowBegin[row] ?? 0; k < (rowBegin[row + 1] ?? 0); k += 1) {
      const a = data[k * 3 + 1] ?? 0;
      const b = data[k * 3 + 2] ?? 0;
      // Same row: the run just before, if close enough (earlier ones are joined through it).
      if (k > (rowBegin[row] ?? 0) && (data[(k - 1) * 3 + 2] ?? 0) + gap >= a) join(k - 1, k);
      for (let other = row - 1; other >= 0 && y - (rowY[other] ?? 0) <= gap; other -= 1) {
        const end = rowBegin[other + 1] ?? 0;
        for (let j = firstEndingAfter(data, rowBegin[other] ?? 0, end, a - gap); j < end && (data[j * 3 + 1] ?? 0) <= b + gap; j += 1) join(j, k);
      }
    }
  }
  const boxes = new Map<number, Box>();
  for (let k = 0; k < count; k += 1) {
    const root = find(parent, k);
    const y = data[k * 3] ?? 0;
    const a = data[k * 3 + 1] ?? 0;
    const b = data[k * 3 + 2] ?? 0;
    const box = boxes.get(root);
    if (!box) {
      boxes.set(root, { x: a, y, width: b - a + 1, height: 1 });
      continue;
    }
    const x0 = Math.min(box.x, a);
    const x1 = Math.max(box.x + box.width - 1, b);
    boxes.set(root, { x: x0, y: box.y, width: x1 - x0 + 1, height: y - box.y + 1 });
  }
  return [...boxes.values()];
}

/** The pieces' boxes (already grown like the hole), merged until no two windows overlap. */
export function holeGroups(boxes: Box[], width: number, height: number, rule: GroupRule): HoleGroup[] {
  let groups = boxes.map((b) => planGroup(b, width, height, rule));
  for (let merged = true; merged; ) {
    merged = false;
    const next: HoleGroup[] = [];
    for (const group of groups) {
      const other = next.findIndex((g) => overlaps(g.region, group.region));
      const into = next[other];
      if (!into) {
        next.push(group);
        continue;
      }
      next[other] = planGroup(union(into.hole, group.hole), width, height, rule);
      merged = true;
    }
    groups = next;
  }
  return groups;
}
