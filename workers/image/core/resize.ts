// High-quality resampling with pica. Inside a worker the default pica build
// would try to start nested workers and cannot read an ImageBitmap source
// there, so we use its main-thread build with js + wasm only, and always hand it
// canvases.
import pica from 'pica/pica_main';
import type { Pica } from 'pica/pica_main';
import { context2d, createCanvas } from './canvas';

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
  const from = asCanvas(source);
  if (from.width === to.width && from.height === to.height) {
    context2d(to).drawImage(from, 0, 0);
    return to;
  }
  await resizer().resize(from, to, cancelToken ? { cancelToken } : {});
  return to;
}
