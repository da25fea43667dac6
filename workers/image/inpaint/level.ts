// One pyramid level of the inpainting window: colours as bytes (3 per pixel:
// a quarter of the memory of floats, and integer patch distances) and the hole
// (1 = unknown). Coarser levels average the known children; a coarse pixel is
// a hole when any child is, so sources stay clean.
import type { Mask, PixelBuffer } from '../../core/image/pixels.ts';
import type { Box } from './region.ts';

export interface Level {
  width: number;
  height: number;
  img: Uint8Array;
  hole: Uint8Array;
}

/** The window `box` of the image as a level; `hole` marks the unknown pixels. */
export function levelFrom(pixels: PixelBuffer, hole: Mask, box: Box): Level {
  const img = new Uint8Array(box.width * box.height * 3);
  const holes = new Uint8Array(box.width * box.height);
  for (let y = 0; y < box.height; y += 1) {
    let src = (box.y + y) * pixels.width + box.x;
    let dst = y * box.width;
    for (let x = 0; x < box.width; x += 1, src += 1, dst += 1) {
      img[dst * 3] = pixels.data[src * 4] ?? 0;
      img[dst * 3 + 1] = pixels.data[src * 4 + 1] ?? 0;
      img[dst * 3 + 2] = pixels.data[src * 4 + 2] ?? 0;
      holes[dst] = hole.data[src] ? 1 : 0;
    }
  }
  return { width: box.width, height: box.height, img, hole: holes };
}

export function downsample(level: Level): Level {
  const width = Math.max(1, Math.floor(level.width / 2));
  const height = Math.max(1, Math.floor(level.height / 2));
  const img = new Uint8Array(width * height * 3);
  const hole = new Uint8Array(width * height);
  const src = level.img;
  const srcHole = level.hole;
  const sw = level.width;
  // First every pixel as the plain mean of its 2 × 2 children (they always
  // exist: width is the floor of half the finer one), without branches; then
  // only the pixels with a hole child again, from their known children. A
  // rarely taken branch inside the big loop would make the engine throw away
  // its optimised code the first time it is taken, on every first call.
  for (let y = 0; y < height; y += 1) {
    let a = 2 * y * sw;
    let o = y * width;
    for (let x = 0; x < width; x += 1, a += 2, o += 1) {
      const c = a + sw;
      img[o * 3] = ((src[a * 3] ?? 0) + (src[a * 3 + 3] ?? 0) + (src[c * 3] ?? 0) + (src[c * 3 + 3] ?? 0) + 2) >> 2;
      img[o * 3 + 1] = ((src[a * 3 + 1] ?? 0) + (src[a * 3 + 4] ?? 0) + (src[c * 3 + 1] ?? 0) + (src[c * 3 + 4] ?? 0) + 2) >> 2;
      img[o * 3 + 2] = ((src[a * 3 + 2] ?? 0) + (src[a * 3 + 5] ?? 0) + (src[c * 3 + 2] ?? 0) + (src[c * 3 + 5] ?? 0) + 2) >> 2;
      hole[o] = (srcHole[a] ?? 0) | (srcHole[a + 1] ?? 0) | (srcHole[c] ?? 0) | (srcHole[c + 1] ?? 0);
    }
  }
  for (let o = 0; o < hole.length; o += 1) {
    if (hole[o]) meanOfKnownChildren(level, o % width, Math.floor(o / width), img, o);
  }
  return { width, height, img, hole };
}

/** The coarse pixel `o` at (x, y) as the mean of its known children (0 when all are holes: nothing of the mark leaks down). */
function meanOfKnownChildren(level: Level, x: number, y: number, img: Uint8Array, o: number): void {
  const { img: src, hole, width: sw } = level;
  let r = 0;
  let g = 0;
  let b = 0;
  let known = 0;
  for (let n = 0; n < 4; n += 1) {
    const i = (2 * y + (n >> 1)) * sw + 2 * x + (n & 1);
    if (hole[i]) continue;
    r += src[i * 3] ?? 0;
    g += src[i * 3 + 1] ?? 0;
    b += src[i * 3 + 2] ?? 0;
    known += 1;
  }
  if (known === 0) {
    img[o * 3] = 0;
    img[o * 3 + 1] = 0;
    img[o * 3 + 2] = 0;
    return;
  }
  img[o * 3] = Math.round(r / known);
  img[o * 3 + 1] = Math.round(g / known);
  img[o * 3 + 2] = Math.round(b / known);
}

/**
 * Fills the hole from its rim inward, each pixel the mean of its already-known
 * neighbours (onion peel), on float colours (3 per pixel). This is the "blur
 * fill" baseline, and the starting guess at the coarsest level.
 */
export function diffusionFillColours(width: number, height: number, img: Float32Array, hole: Uint8Array): void {
  const n = width * height;
  const known = new Uint8Array(n);
  let remaining = 0;
  for (let i = 0; i < n; i += 1) {
    known[i] = hole[i] ? 0 : 1;
    if (!known[i]) remaining += 1;
  }
  if (remaining === n) {
    img.fill(128);
    return;
  }
  let frontier: number[] = [];
  for (let i = 0; i < n; i += 1) if (!known[i]) frontier.push(i);
  while (remaining > 0 && frontier.length > 0) {
    const filled: number[] = [];
    const next: number[] = [];
    for (const i of frontier) {
      const x = i % width;
      const y = (i - x) / width;
      let r = 0;
      let g = 0;
      let b = 0;
      let count = 0;
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const xx = x + dx;
          const yy = y + dy;
          if ((dx === 0 && dy === 0) || xx < 0 || yy < 0 || xx >= width || yy >= height) continue;
          const j = yy * width + xx;
          if (!known[j]) continue;
          r += img[j * 3] ?? 0;
          g += img[j * 3 + 1] ?? 0;
          b += img[j * 3 + 2] ?? 0;
          count += 1;
        }
      }
      if (count === 0) {
        next.push(i);
        continue;
      }
      img[i * 3] = r / count;
      img[i * 3 + 1] = g / count;
      img[i * 3 + 2] = b / count;
      filled.push(i);
    }
    for (const i of filled) known[i] = 1;
    remaining -= filled.length;
    frontier = next;
  }
}

/** The onion-peel fill of a level's hole (worked in floats, rounded once at the end). */
export function diffusionFill(level: Level): void {
  const colours = Float32Array.from(level.img);
  diffusionFillColours(level.width, level.height, colours, level.hole);
  for (let i = 0; i < level.hole.length; i += 1) {
    if (!level.hole[i]) continue;
    for (let k = 0; k < 3; k += 1) level.img[i * 3 + k] = Math.round(colours[i * 3 + k] ?? 0);
  }
}
