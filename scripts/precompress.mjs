// Writes `<file>.br` and `<file>.gz` beside every compressible text file of a tree, so
// the server (@fastify/static `preCompressed`) sends them to browsers that accept them
// without compressing on each request. A font manifest (~35 KB of JSON) goes over the
// wire as ~11 KB: part of the first-text budget (DESIGN.md: ≤ 300 KB fetched).
// Up-to-date siblings are kept, so re-running costs only a directory walk.
//
//   node scripts/precompress.mjs <dir> [<dir> …]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { writeAtomic } from './fonts/slice-sources.mjs';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats worth compressing; fonts (WOFF), images and models are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;
/** Below this, headers cost more than compression saves. */
const MIN_BYTES = 1024;
/** Files compressed at once (each runs brotli and gzip side by side on the thread pool). */
const PARALLEL_FILES = 4;

function* textFiles(/** @type {string} */ dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

const fresh = (/** @type {string} */ sibling, /** @type {number} */ sourceMtime) => existsSync(sibling) && statSync(sibling).mtimeMs >= sourceMtime;

/**
 * @param {string} dir
 * @returns {Promise<{ compressed: number, upToDate: number, bytesIn: number, bytesOut: number }>}
 */
export async function precompressTree(dir) {
  const result = { compressed: 0, upToDate: 0, bytesIn: 0, bytesOut: 0 };
  if (!existsSync(dir)) return result;
  const work = [];
  for (const path of textFiles(dir)) {
    const stat = statSync(path);
    if (stat.size < MIN_BYTES) continue;
    if (fresh(`${path}.br`, stat.mtimeMs) && fresh(`${path}.gz`, stat.mtimeMs)) result.upToDate += 1;
    else work.push(path);
  }
  // zlib runs on libuv's thread pool: a few files at once keep every core busy (one at a
  // time left a 2-core machine half idle for ~30 s per build).
  const compressOne = async (/** @type {string} */ path) => {
    const data = readFileSync(path);
    // Brotli quality 9: within 2–3% of 11 on these files at a fraction of the build time.
    const [br, gzipped] = await Promise.all([
      brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
      gz(data, { level: 9 }),
    ]);
    writeAtomic(`${path}.br`, br);
    writeAtomic(`${path}.gz`, gzipped);
    result.compressed += 1;
    result.bytesIn += data.length;
    result.bytesOut += br.length;
  };
  const lanes = Array.from({ length: Math.min(PARALLEL_FILES, work.length) }, async () => {
    for (let path = work.shift(); path !== undefined; path = work.shift()) await compressOne(path);
  });
  await Promise.all(lanes);
  return result;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const dir of process.argv.slice(2)) {
    const started = performance.now();
    const r = await precompressTree(dir);
    console.log(`precompress ${dir}: ${r.compressed} files (${(r.bytesIn / 1e6).toFixed(1)} MB → ${(r.bytesOut / 1e6).toFixed(1)} MB br), ${r.upToDate} up to date, ${Math.round(performance.now() - started)} ms`);
  }
}
