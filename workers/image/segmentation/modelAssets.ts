// Where the person model and the MediaPipe runtime are served from. They are
// copied out of their registry packages into public/models/ at build time
// (scripts/models/), so they are ordinary static files of our own origin, and
// the worker fetches them only when a cutout first needs the model.
import type { InputNormalization } from './tfliteMetadata.ts';

export const MODEL_DIR = 'models/';

export const PERSON_MODEL_FILE = 'selfie_segmentation.tflite';

/** The legacy selfie graph fed the model RGB in 0…1. */
export const PERSON_MODEL_NORMALIZATION: InputNormalization = { mean: 0, std: 255 };

export interface RuntimeFiles {
  loader: string;
  binary: string;
}

/** tasks-vision ships a SIMD and a non-SIMD build; the runtime picks one by probing WebAssembly SIMD. */
export function runtimeFiles(simd: boolean): RuntimeFiles {
  const name = simd ? 'vision_wasm_internal' : 'vision_wasm_nosimd_internal';
  return { loader: `${name}.js`, binary: `${name}.wasm` };
}

/** Absolute URL of a file in the models directory, relative to the app's base. */
export function modelUrl(file: string, base: string = self.location.href): string {
  return new URL(`${import.meta.env.BASE_URL}${MODEL_DIR}${file}`, base).href;
}
