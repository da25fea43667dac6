// Sharpen: a 3×3 convolution over straight (non-premultiplied) RGBA, the pixels
// getImageData gives. Kernel [0 −a 0; −a 1+4a −a; 0 −a 0]: a = 0 changes nothing,
// a = 1 is strong. Alpha is kept, as SVG's feConvolveMatrix preserveAlpha="true" does, so
// the SVG export can use the same kernel.

export const SHARPEN_MAX = 5;

export function sharpenAmount(value: number): number {
  return Number.isFinite(value) ? Math.min(Math.max(value, 0), SHARPEN_MAX) : 0;
}

/** The kernel as SVG's kernelMatrix lists it (row by row). */
export function sharpenKernel(amount: number): number[] {
  const a = sharpenAmount(amount);
  return [0, -a, 0, -a, 1 + 4 * a, -a, 0, -a, 0];
}

/**
 * Returns a sharpened copy. Edges repeat the border pixel (edgeMode "duplicate"), and a fully
 * transparent neighbour counts as the centre pixel: its colour is meaningless, and reading it
 * as black would draw a dark rim around every shape.
 */
export function sharpenPixels(src: Uint8ClampedArray, width: number, height: number, amount: number): Uint8ClampedArray {
  const a = sharpenAmount(amount);
  const out = new Uint8ClampedArray(src);
  if (a === 0 || width < 1 || height < 1) return out;
  const centre = 1 + 4 * a;
  for (let y = 0; y < height; y += 1) {
    const up = (y > 0 ? y - 1 : y) * width;
    const down = (y < height - 1 ? y + 1 : y) * width;
    const row = y * width;
    for (let x = 0; x < width; x += 1) {
      const i = (row + x) * 4;
      if (src[i + 3] === 0) continue;
      const n1 = (up + x) * 4;
      const n2 = (down + x) * 4;
      const n3 = (row + (x > 0 ? x - 1 : x)) * 4;
      const n4 = (row + (x < width - 1 ? x + 1 : x)) * 4;
      for (let c = 0; c < 3; c += 1) {
        const own = src[i + c] ?? 0;
        const around =
          (src[n1 + 3] === 0 ? own : (src[n1 + c] ?? 0)) +
          (src[n2 + 3] === 0 ? own : (src[n2 + c] ?? 0)) +
          (src[n3 + 3] === 0 ? own : (src[n3 + c] ?? 0)) +
          (src[n4 + 3] === 0 ? own : (src[n4 + c] ?? 0));
        out[i + c] = centre * own - a * around;
      }
    }
  }
  return out;
}
