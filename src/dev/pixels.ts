// Decoded images for the render harness: PNG/JPEG/SVG bytes or a screenshot → RGBA pixels,
// sampled and compared in the page so Playwright never ships megabytes of pixels around.

export interface Pixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

function read(source: CanvasImageSource, width: number, height: number): Pixels {
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d context');
  ctx.drawImage(source, 0, 0, width, height);
  return { width, height, data: ctx.getImageData(0, 0, width, height).data };
}

export async function decodeBitmap(bytes: ArrayBuffer | Uint8Array<ArrayBuffer>, mime: string): Promise<Pixels> {
  const bitmap = await createImageBitmap(new Blob([bytes], { type: mime }));
  try {
    return read(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}

/** How Chromium draws the SVG as an image (what a browser, a viewer or an <img> shows). */
export async function decodeSvg(text: string, width: number, height: number): Promise<Pixels> {
  const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
  try {
    const img = new Image(width, height);
    img.src = url;
    await img.decode();
    return read(img, width, height);
  } finally {
    URL.revokeObjectURL(url);
  }
}

export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function sample(p: Pixels, x: number, y: number): [number, number, number, number] {
  const cx = Math.min(Math.max(Math.round(x), 0), p.width - 1);
  const cy = Math.min(Math.max(Math.round(y), 0), p.height - 1);
  const i = (cy * p.width + cx) * 4;
  return [p.data[i] ?? 0, p.data[i + 1] ?? 0, p.data[i + 2] ?? 0, p.data[i + 3] ?? 0];
}

export interface Difference {
  /** Share of pixels where some channel differs by more than the tolerance. */
  mismatch: number;
  maxDelta: number;
  meanDelta: number;
}

/** Straight-alpha RGBA compared as premultiplied, so fully transparent pixels of any colour match. */
export function compare(a: Pixels, b: Pixels, tolerance: number): Difference {
  if (a.width !== b.width || a.height !== b.height) return { mismatch: 1, maxDelta: 255, meanDelta: 255 };
  let bad = 0;
  let max = 0;
  let sum = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    const alphaA = (a.data[i + 3] ?? 0) / 255;
    const alphaB = (b.data[i + 3] ?? 0) / 255;
    let worst = Math.abs((a.data[i + 3] ?? 0) - (b.data[i + 3] ?? 0));
    for (let c = 0; c < 3; c += 1) worst = Math.max(worst, Math.abs((a.data[i + c] ?? 0) * alphaA - (b.data[i + c] ?? 0) * alphaB));
    if (worst > tolerance) bad += 1;
    max = Math.max(max, worst);
    sum += worst;
  }
  const n = a.data.length / 4;
  return { mismatch: bad / n, maxDelta: Math.round(max), meanDelta: sum / n };
}
