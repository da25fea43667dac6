// `npm start`: build the UI when it is missing or older than its sources, then
// run ONE Node process that serves the built app and the API (server/main.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const builtIndex = join(root, 'dist/app/index.html');
const uiSources = ['src', 'workers', 'public', 'index.html', 'render-harness.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function uiIsStale() {
  if (!existsSync(builtIndex)) return true;
  const built = statSync(builtIndex).mtimeMs;
  return uiSources.some((source) => newestMtime(join(root, source)) > built);
}

if (uiIsStale()) {
  console.log('[start] building the app (vite build)…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// A build made with PRECOMPRESS=0 (the test suite's) lacks its .br/.gz siblings; write
// the missing ones (up-to-date files cost a stat each). The test suite's own server skips it.
if (process.env.PRECOMPRESS !== '0') {
  const { precompressTree } = await import('./precompress.mjs');
  const { compressed } = await precompressTree(join(root, 'dist/app'));
  if (compressed > 0) console.log(`[start] compressed ${compressed} files of the built app`);
}

// Same process: tsx compiles the server's TypeScript on import.
const { register } = await import('tsx/esm/api');
register();
process.chdir(root);
await import('../server/main.ts');
