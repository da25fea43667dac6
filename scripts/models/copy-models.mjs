// Copies the person segmentation model and the MediaPipe vision runtime out of
// their registry packages into public/models/ (build output, not committed),
// so Vite ships them as static files and the image worker fetches them only
// when a cutout needs the model. Cheap when up to date (size + mtime check).
//
//   node scripts/models/copy-models.mjs          (also run by the Vite plugin)
import { copyFile, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const MODELS_OUT_DIR = join(REPO_ROOT, 'public', 'models');

const require = createRequire(import.meta.url);

/** Every file the worker may fetch (workers/image/segmentation/modelAssets.ts names them). */
export function modelSources() {
  // tasks-vision exports only its bundle, so its wasm folder is found beside it.
  const visionWasm = join(dirname(require.resolve('@mediapipe/tasks-vision')), 'wasm');
  return [
    { from: require.resolve('@mediapipe/selfie_segmentation/selfie_segmentation.tflite'), to: 'selfie_segmentation.tflite' },
    ...['vision_wasm_internal', 'vision_wasm_nosimd_internal'].flatMap((name) => [
      { from: join(visionWasm, `${name}.js`), to: `${name}.js` },
      { from: join(visionWasm, `${name}.wasm`), to: `${name}.wasm` },
    ]),
  ];
}

const NOTICE = `Files in this folder are copied at build time from npm packages (Apache License 2.0):
- selfie_segmentation.tflite: @mediapipe/selfie_segmentation (MediaPipe Selfie Segmentation model).
  The app adds TFLite metadata (input normalisation) to it in memory before use; the file is unchanged.
- vision_wasm_internal.{js,wasm}, vision_wasm_nosimd_internal.{js,wasm}: @mediapipe/tasks-vision.
Licence text: https://www.apache.org/licenses/LICENSE-2.0 — see docs/licences.md.
`;

async function upToDate(from, to) {
  try {
    const [a, b] = await Promise.all([stat(from), stat(to)]);
    return a.size === b.size && b.mtimeMs >= a.mtimeMs;
  } catch {
    return false;
  }
}

export async function copyModels({ outDir = MODELS_OUT_DIR, log = () => {} } = {}) {
  await mkdir(outDir, { recursive: true });
  const copied = [];
  const skipped = [];
  for (const { from, to } of modelSources()) {
    const target = join(outDir, to);
    if (await upToDate(from, target)) {
      skipped.push(to);
      continue;
    }
    await copyFile(from, target);
    copied.push(to);
    log(`models: ${to}`);
  }
  // Written only when it differs: a fresh mtime on every build would make `npm start` think
  // the built app is older than its sources (scripts/start.mjs) and build again.
  const notice = join(outDir, 'NOTICE.txt');
  if ((await readFile(notice, 'utf8').catch(() => '')) !== NOTICE) await writeFile(notice, NOTICE);
  return { copied, skipped, outDir };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { copied, skipped, outDir } = await copyModels({ log: (line) => console.log(line) });
  console.log(`models: ${copied.length} copied, ${skipped.length} up to date in ${outDir}`);
}
