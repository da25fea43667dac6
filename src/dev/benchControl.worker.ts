// The bench's control worker (src/dev/bench-harness.html): makes the test photos off the main
// thread, and times the browser's own resampler beside the app's (resizeTo, imported from the
// image worker's code) under the same conditions as the image worker: a dedicated worker.
import { expose } from 'comlink';
import { resizeTo } from '../../workers/image/core/resize.ts';
import { renderScene, renderTexture, type BackgroundKind, type ShapeKind } from '../../workers/image/testing/synthetic.ts';
import { burstWork, fixedWork } from './fixedWork.ts';

const decoded = new Map<string, ImageBitmap>();

function context(canvas: OffscreenCanvas): OffscreenCanvasRenderingContext2D {
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d context');
  return ctx;
}

/** A photo-like scene: sky gradient, soft shapes and sensor grain, so JPEG and resampling work as on a real photo. */
function scene(width: number, height: number, seed: number): OffscreenCanvas {
  let s = seed;
  const rand = () => ((s = (s * 16807) % 2147483647) / 2147483647);
  const canvas = new OffscreenCanvas(width, height);
  const ctx = context(canvas);
  const sky = ctx.createLinearGradient(0, 0, 0, height);
  sky.addColorStop(0, '#6fa8dc');
  sky.addColorStop(0.6, '#f6d7a7');
  sky.addColorStop(1, '#4a6b3a');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, width, height);
  const unit = Math.min(width, height);
  for (let i = 0; i < 400; i += 1) {
    ctx.fillStyle = `hsla(${Math.floor(rand() * 360)}, ${30 + rand() * 50}%, ${25 + rand() * 50}%, ${0.3 + rand() * 0.6})`;
    ctx.beginPath();
    ctx.ellipse(rand() * width, rand() * height, unit * (0.005 + rand() * 0.08), unit * (0.005 + rand() * 0.08), rand() * Math.PI, 0, Math.PI * 2);
    ctx.fill();
  }
  const grain = new ImageData(256, 256);
  for (let i = 0; i < grain.data.length; i += 4) {
    const v = Math.floor(rand() * 255);
    grain.data.set([v, v, v, 255], i);
  }
  const tile = new OffscreenCanvas(256, 256);
  context(tile).putImageData(grain, 0, 0);
  const pattern = ctx.createPattern(tile, 'repeat');
  if (pattern) {
    ctx.globalAlpha = 0.12;
    ctx.globalCompositeOperation = 'overlay';
    ctx.fillStyle = pattern;
    ctx.fillRect(0, 0, width, height);
  }
  return canvas;
}

function texture(width: number, height: number, seed: number): OffscreenCanvas {
  const pixels = renderTexture(width, height, 'photo', seed);
  const canvas = new OffscreenCanvas(width, height);
  context(canvas).putImageData(new ImageData(new Uint8ClampedArray(pixels.data), width, height), 0, 0);
  return canvas;
}

const api = {
  /** A cutout test scene (the image tools' quality generator) as a PNG. */
  async makeScene(background: BackgroundKind, shape: ShapeKind, width: number, height: number, seed = 3): Promise<Blob> {
    const { pixels } = renderScene(width, height, background, shape, seed);
    const canvas = new OffscreenCanvas(width, height);
    context(canvas).putImageData(new ImageData(new Uint8ClampedArray(pixels.data), width, height), 0, 0);
    return canvas.convertToBlob({ type: 'image/png' });
  },

  /** 'scene' as JPEG (a camera photo), 'texture' as PNG (the image tools' quality-test texture). */
  async makePhoto(kind: 'scene' | 'texture', width: number, height: number, seed = 7): Promise<Blob> {
    const canvas = kind === 'scene' ? scene(width, height, seed) : texture(width, height, seed);
    return canvas.convertToBlob(kind === 'scene' ? { type: 'image/jpeg', quality: 0.9 } : { type: 'image/png' });
  },

  async decode(id: string, photo: Blob): Promise<{ width: number; height: number }> {
    decoded.get(id)?.close();
    const bitmap = await createImageBitmap(photo);
    decoded.set(id, bitmap);
    return { width: bitmap.width, height: bitmap.height };
  },

  /** The browser's own path from a decoded photo to a JPEG: resample ('high'), draw, encode. */
  async nativePipeline(id: string, width: number, height: number): Promise<{ ms: number; bytes: number }> {
    const source = need(id);
    const start = performance.now();
    const small = await createImageBitmap(source, { resizeWidth: width, resizeHeight: height, resizeQuality: 'high' });
    const canvas = new OffscreenCanvas(width, height);
    context(canvas).drawImage(small, 0, 0);
    small.close();
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
    return { ms: performance.now() - start, bytes: blob.size };
  },

  /** The resampling step alone: the app's resizeTo against createImageBitmap 'high', both ending as canvas pixels. */
  async resamplers(id: string, width: number, height: number): Promise<{ appMs: number; nativeMs: number }> {
    const source = need(id);
    let start = performance.now();
    const small = await createImageBitmap(source, { resizeWidth: width, resizeHeight: height, resizeQuality: 'high' });
    const canvas = new OffscreenCanvas(width, height);
    const ctx = context(canvas);
    ctx.drawImage(small, 0, 0);
    // Reading a pixel back makes sure the resampled pixels exist, not a deferred draw.
    ctx.getImageData(0, 0, 1, 1);
    small.close();
    const nativeMs = performance.now() - start;
    start = performance.now();
    const out = await resizeTo(source, width, height);
    context(out).getImageData(0, 0, 1, 1);
    return { appMs: performance.now() - start, nativeMs };
  },

  /** Keeps this worker's thread busy for `ms`: the control for what any busy worker costs the main thread. */
  burn(ms: number): number {
    const end = performance.now() + ms;
    let spins = 0;
    while (performance.now() < end) spins += 1;
    return spins;
  },

  /** The calibration loop and frame-sized bursts on this worker's thread (./fixedWork.ts). */
  fixedWork,
  burstWork,

  release(id: string): void {
    decoded.get(id)?.close();
    decoded.delete(id);
  },
};

function need(id: string): ImageBitmap {
  const bitmap = decoded.get(id);
  if (!bitmap) throw new Error(`no decoded photo ${id}`);
  return bitmap;
}

export type BenchControlApi = typeof api;

expose(api);
