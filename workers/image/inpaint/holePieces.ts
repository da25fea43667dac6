// The boxes round the pieces of a hole, and copies of a level's pixels in and out of them: the
// seamless blend (poisson.ts) works on these instead of the whole window, which two marks far
// apart make most of the photo.

export interface BlendLevel {
  width: number;
  height: number;
  /** 3 bytes per pixel: known pixels outside the hole, the fill inside. Changed in place. */
  img: Uint8Array;
  /** 1 = filled pixel. */
  hole: Uint8Array;
}

/** Inclusive pixel box. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * Tight boxes round the hole's 4-connected pieces, in scan order of each piece's first pixel.
 * Kept per hole array: the blend asks for them with three margins on the same hole, and the
 * scan reads the whole window.
 */
const pieceBoxes = new WeakMap<Uint8Array, readonly Box[]>();

function piecesOf(level: BlendLevel): readonly Box[] {
  const { width, height, hole } = level;
  const known = pieceBoxes.get(hole);
  if (known && hole.length === width * height) return known;
  const seen = new Uint8Array(hole.length);
  let stack = new Int32Array(1024);
  const boxes: Box[] = [];
  for (let start = 0; start < hole.length; start += 1) {
    if (!hole[start] || seen[start]) continue;
    let x0 = width;
    let y0 = height;
    let x1 = -1;
    let y1 = -1;
    seen[start] = 1;
    stack[0] = start;
    let size = 1;
    while (size > 0) {
      size -= 1;
      const p = stack[size] ?? 0;
      const x = p % width;
      const y = (p - x) / width;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      if (size + 4 > stack.length) {
        const bigger = new Int32Array(stack.length * 2);
        bigger.set(stack);
        stack = bigger;
      }
      // Right, left, down, up: the order the piece is walked in does not change its box.
      if (x + 1 < width && hole[p + 1] && !seen[p + 1]) {
        seen[p + 1] = 1;
        stack[size++] = p + 1;
      }
      if (x > 0 && hole[p - 1] && !seen[p - 1]) {
        seen[p - 1] = 1;
        stack[size++] = p - 1;
      }
      if (y + 1 < height && hole[p + width] && !seen[p + width]) {
        seen[p + width] = 1;
        stack[size++] = p + width;
      }
      if (y > 0 && hole[p - width] && !seen[p - width]) {
        seen[p - width] = 1;
        stack[size++] = p - width;
      }
    }
    boxes.push({ x0, y0, x1, y1 });
  }
  pieceBoxes.set(hole, boxes);
  return boxes;
}

/**
 * Boxes round the hole's 4-connected pieces, each grown by `margin` and clipped to the level,
 * boxes that overlap merged: disjoint, and every hole pixel with all within `margin` of it
 * inside one of them. The hole must not change between calls on the same array (the pieces
 * are kept per array).
 */
export function holeBoxes(level: BlendLevel, margin: number): Box[] {
  const { width, height } = level;
  let boxes: Box[] = piecesOf(level).map((box) => ({ x0: Math.max(0, box.x0 - margin), y0: Math.max(0, box.y0 - margin), x1: Math.min(width - 1, box.x1 + margin), y1: Math.min(height - 1, box.y1 + margin) }));
  // Merge until no two overlap (a handful of pieces; strokes may make more, still few).
  for (let merged = true; merged; ) {
    merged = false;
    const out: Box[] = [];
    for (const b of boxes) {
      const other = out.find((o) => o.x0 <= b.x1 && b.x0 <= o.x1 && o.y0 <= b.y1 && b.y0 <= o.y1);
      if (!other) {
        out.push({ ...b });
        continue;
      }
      other.x0 = Math.min(other.x0, b.x0);
      other.y0 = Math.min(other.y0, b.y0);
      other.x1 = Math.max(other.x1, b.x1);
      other.y1 = Math.max(other.y1, b.y1);
      merged = true;
    }
    boxes = out;
  }
  return boxes;
}

/** `channels` values per pixel of a `width`-wide array, copied out of `box` (to: false) or back into it (to: true). */
export function copyBox(whole: Float32Array | Uint8Array, width: number, part: Float32Array | Uint8Array, box: Box, channels: number, back: boolean): void {
  const w = box.x1 - box.x0 + 1;
  for (let y = box.y0; y <= box.y1; y += 1) {
    const from = (y * width + box.x0) * channels;
    const to = (y - box.y0) * w * channels;
    if (back) whole.set(part.subarray(to, to + w * channels), from);
    else part.set(whole.subarray(from, from + w * channels), to);
  }
}

/** The level inside `box` (a copy). */
export function cropLevel(level: BlendLevel, box: Box): BlendLevel {
  const width = box.x1 - box.x0 + 1;
  const height = box.y1 - box.y0 + 1;
  const crop: BlendLevel = { width, height, img: new Uint8Array(width * height * 3), hole: new Uint8Array(width * height) };
  copyBox(level.img, level.width, crop.img, box, 3, false);
  copyBox(level.hole, level.width, crop.hole, box, 1, false);
  return crop;
}
