// One pyramid level of the inpainting region: colours as floats (3 per pixel)
// and the hole (1 = unknown). Coarser levels average the known children; a
// coarse pixel is a hole when any child is, so sources stay clean.

export interface Level {
  width: number;
  height: number;
  img: Float32Array;
  hole: Uint8Array;
}

export function downsample(level: Level): Level {
  const width = Math.max(1, Math.floor(level.width / 2));
  const height = Math.max(1, Math.floor(level.height / 2));
  const img = new Float32Array(width * height * 3);
  const hole = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let r = 0;
      let g = 0;
      let b = 0;
      let known = 0;
      let anyHole = 0;
      for (let dy = 0; dy < 2; dy += 1) {
        for (let dx = 0; dx < 2; dx += 1) {
          const sx = Math.min(level.width - 1, x * 2 + dx);
          const sy = Math.min(level.height - 1, y * 2 + dy);
          const i = sy * level.width + sx;
          if (level.hole[i]) {
            anyHole = 1;
            continue;
          }
          r += level.img[i * 3] ?? 0;
          g += level.img[i * 3 + 1] ?? 0;
          b += level.img[i * 3 + 2] ?? 0;
          known += 1;
        }
      }
      const o = y * width + x;
      hole[o] = anyHole;
      if (known > 0) {
        img[o * 3] = r / known;
        img[o * 3 + 1] = g / known;
        img[o * 3 + 2] = b / known;
      }
    }
  }
  return { width, height, img, hole };
}

/**
 * Fills the hole from its rim inward, each pixel the mean of its already-known
 * neighbours (onion peel). This is the "blur fill" baseline, and the starting
 * guess at the coarsest level.
 */
export function diffusionFill(level: Level): void {
  const { width, height, img } = level;
  const n = width * height;
  const known = new Uint8Array(n);
  let remaining = 0;
  for (let i = 0; i < n; i += 1) {
    known[i] = level.hole[i] ? 0 : 1;
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
