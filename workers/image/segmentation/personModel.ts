// The person segmentation model, run with MediaPipe Tasks' ImageSegmenter
// inside this (module) worker. Nothing here loads before the first cutout that
// needs it: the tasks-vision bundle is a dynamic import (its own chunk), the
// runtime and the model are fetched from /models/ on first use.
//
// Two things the library does not do for us in a module worker:
// - Its wasm loader is a classic script it normally brings in with
//   importScripts(), which module workers do not allow. We fetch the script and
//   run it as a classic script body (sloppy mode, like importScripts would;
//   as a module it breaks on a block-level function declaration), then hand
//   the factory over through `self.ModuleFactory`, which is where the library
//   looks when given no loader path.
// - The model has no TFLite metadata; see tfliteMetadata.ts.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the package's own types are unreachable through its exports map (tasksVision.d.ts)
/// <reference path="./tasksVision.d.ts" />
import type { ImageSegmenter } from '@mediapipe/tasks-vision';
import type { PixelBuffer } from '../../core/image/pixels.ts';
import { modelUrl, PERSON_MODEL_FILE, PERSON_MODEL_NORMALIZATION, runtimeFiles } from './modelAssets.ts';
import { segmenterMetadata, withTfliteMetadata } from './tfliteMetadata.ts';

export interface PersonSegmenter {
  /** Per pixel, how likely (0…1) it belongs to a person; same size as the input. */
  segment(pixels: PixelBuffer): Float32Array;
}

export class ModelUnavailableError extends Error {
  constructor(readonly reason: string) {
    super(`person model unavailable: ${reason}`);
    this.name = 'ModelUnavailableError';
  }
}

async function fetchOk(url: string): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new ModelUnavailableError(`${url} → HTTP ${response.status}`);
  return response;
}

/** Runs the emscripten loader as a classic script and returns its factory. */
function classicScriptExport(source: string, name: string): unknown {
  const run = new Function(`${source}\n;return typeof ${name} === 'undefined' ? undefined : ${name};`);
  return run();
}

function toImageData(pixels: PixelBuffer): ImageData {
  if (pixels instanceof ImageData) return pixels;
  return new ImageData(new Uint8ClampedArray(pixels.data), pixels.width, pixels.height);
}

async function createPersonSegmenter(): Promise<PersonSegmenter> {
  if (typeof OffscreenCanvas === 'undefined' || typeof WebAssembly === 'undefined') throw new ModelUnavailableError('no OffscreenCanvas or WebAssembly');
  const vision = await import('@mediapipe/tasks-vision');
  const files = runtimeFiles(await vision.FilesetResolver.isSimdSupported());
  const [loader, model] = await Promise.all([
    fetchOk(modelUrl(files.loader)).then((r) => r.text()),
    fetchOk(modelUrl(PERSON_MODEL_FILE)).then(async (r) => new Uint8Array(await r.arrayBuffer())),
  ]);
  const factory = classicScriptExport(loader, 'ModuleFactory');
  if (typeof factory !== 'function') throw new ModelUnavailableError('the runtime loader defined no ModuleFactory');
  Reflect.set(self, 'ModuleFactory', factory);
  let segmenter: ImageSegmenter;
  try {
    segmenter = await vision.ImageSegmenter.createFromOptions(
      { wasmLoaderPath: '', wasmBinaryPath: modelUrl(files.binary) },
      {
        baseOptions: { modelAssetBuffer: withTfliteMetadata(model, segmenterMetadata('SelfieSegmentation', PERSON_MODEL_NORMALIZATION)), delegate: 'CPU' },
        runningMode: 'IMAGE',
        outputConfidenceMasks: true,
        outputCategoryMask: false,
        // Images enter the graph as WebGL textures; without a canvas of ours it would reach for `document`.
        canvas: new OffscreenCanvas(1, 1),
      },
    );
  } catch (error) {
    // No WebGL2 on this device, or the graph refused to start.
    throw new ModelUnavailableError(error instanceof Error ? error.message : String(error));
  } finally {
    Reflect.set(self, 'ModuleFactory', undefined);
  }
  return {
    segment(pixels) {
      const result = segmenter.segment(toImageData(pixels));
      try {
        const mask = result.confidenceMasks?.[0];
        if (!mask || mask.width !== pixels.width || mask.height !== pixels.height) throw new ModelUnavailableError('the model returned no mask of the image size');
        return mask.getAsFloat32Array().slice();
      } finally {
        result.close();
      }
    },
  };
}

let pending: { promise: Promise<PersonSegmenter>; failedAt?: number } | null = null;
/** After a failure, later cutouts use the colour method without retrying for a while (no repeated 9 MB downloads). */
const RETRY_AFTER_MS = 60_000;

/** The one segmenter of this worker, loaded on first call. Rejects with ModelUnavailableError. */
export function loadPersonSegmenter(): Promise<PersonSegmenter> {
  if (pending?.failedAt !== undefined && performance.now() - pending.failedAt > RETRY_AFTER_MS) pending = null;
  if (!pending) {
    const entry: { promise: Promise<PersonSegmenter>; failedAt?: number } = {
      promise: createPersonSegmenter().catch((error: unknown) => {
        entry.failedAt = performance.now();
        throw error instanceof ModelUnavailableError ? error : new ModelUnavailableError(error instanceof Error ? error.message : String(error));
      }),
    };
    pending = entry;
  }
  return pending.promise;
}
