// Resampling. Downscaling uses the browser's resampler where it offers resizeQuality 'high'
// (./nativeResize); otherwise, and for upscaling, pica. Inside a worker the default pica build
// would try to start nested workers and cannot read an ImageBitmap source there, so we use its
// main-thread build with js + wasm only, and always hand it canvases.
import pica from 'pica/pica_main';
import type { Pica } from 'pica/pica_main';
import { context2d, createCanvas } from './canvas.ts';
import { resampleNatively } from './nativeResize.ts';

let instance: Pica | null = null;

function resizer(): Pica {
  instance ??= pica({ features: ['js', 'wasm'] });
  return instance;
}

function asCanvas(source: ImageBitmap | OffscreenCanvas): OffscreenCanvas {
  if (source instanceof OffscreenCanvas) return source;
  const canvas = createCanvas(source.width, source.height);
  context2d(canvas).drawImage(source, 0, 0);
  return canvas;
}

/** Resamples `source` to width × height; a same-size request is a copy. */
export async function resizeTo(source: ImageBitmap | OffscreenCanvas, width: number, height: number, cancelToken?: Promise<unknown>): Promise<OffscreenCanvas> {
  const to = createCanvas(width, height);
  if (source.width === to.width && source.height === to.height) {
    context2d(to).drawImage(source, 0, 0);
    return to;
  }
  // Upscaling stays with pica: only the downscale path was measured against it (docs/image-tools.md).
  if (to.width <= source.width && to.height <= source.height) {
    const resized = await resampleNatively(source, to.width, to.height);
    if (resized) {
      context2d(to).drawImage(resized, 0, 0);
      resized.close();
      return to;
    }
  }
  await resizer().resize(asCanvas(source), to, cancelToken ? { cancelToken } : {});
  return to;
}
