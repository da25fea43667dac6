// The pixel buffer every pure function works on. ImageData satisfies it, so the
// worker passes canvas pixels straight in; Node tests build plain objects.

export interface PixelBuffer {
  width: number;
  height: number;
  /** RGBA, row-major, 4 bytes per pixel, not premultiplied. */
  data: Uint8ClampedArray;
}

/** One byte per pixel: 0 = transparent / not selected, 255 = opaque / selected. */
export interface Mask {
  width: number;
  height: number;
  data: Uint8Array;
}

export function createPixels(width: number, height: number): PixelBuffer {
  return { width, height, data: new Uint8ClampedArray(width * height * 4) };
}

export function createMask(width: number, height: number, fill = 0): Mask {
  const data = new Uint8Array(width * height);
  if (fill !== 0) data.fill(fill);
  return { width, height, data };
}

export function clonePixels(source: PixelBuffer): PixelBuffer {
  return { width: source.width, height: source.height, data: new Uint8ClampedArray(source.data) };
}

/** Mask samples at another size, bilinear: the working-size mask applied to the full-size photo. */
export function resampleMask(mask: Mask, width: number, height: number): Mask {
  if (mask.width === width && mask.height === height) return { width, height, data: new Uint8Array(mask.data) };
  const out = createMask(width, height);
  const sx = mask.width / width;
  const sy = mask.height / height;
  for (let y = 0; y < height; y += 1) {
    const fy = Math.min(mask.height - 1, Math.max(0, (y + 0.5) * sy - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(mask.height - 1, y0 + 1);
    const ty = fy - y0;
    for (let x = 0; x < width; x += 1) {
      const fx = Math.min(mask.width - 1, Math.max(0, (x + 0.5) * sx - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(mask.width - 1, x0 + 1);
      const tx = fx - x0;
      const a = mask.data[y0 * mask.width + x0] ?? 0;
      const b = mask.data[y0 * mask.width + x1] ?? 0;
      const c = mask.data[y1 * mask.width + x0] ?? 0;
      const d = mask.data[y1 * mask.width + x1] ?? 0;
      out.data[y * width + x] = Math.round((a * (1 - tx) + b * tx) * (1 - ty) + (c * (1 - tx) + d * tx) * ty);
    }
  }
  return out;
}

/** Multiplies the pixels' alpha by the mask (same size), in place. */
export function applyMaskToAlpha(pixels: PixelBuffer, mask: Mask, baseAlpha?: Uint8ClampedArray): void {
  const { data } = pixels;
  for (let i = 0, p = 3; i < mask.data.length; i += 1, p += 4) {
    const alpha = baseAlpha ? (baseAlpha[p] ?? 255) : (data[p] ?? 255);
    data[p] = Math.round((alpha * (mask.data[i] ?? 0)) / 255);
  }
}
