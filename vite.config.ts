import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fontSlices } from './scripts/fonts/vite-plugin-font-slices.ts';
import { catalogue } from './scripts/catalogue/vite-plugin-catalogue.ts';
import { personModels } from './scripts/models/vite-plugin-models.ts';
import { precompress } from './scripts/vite-plugin-precompress.ts';
import { compileHints } from './scripts/vite-plugin-compile-hints.ts';
import { firstScreen, firstScreenInlinesStyles } from './scripts/vite-plugin-first-screen.ts';
import { routePreload } from './scripts/vite-plugin-route-preload.ts';

// The API server (server/main.ts) listens on 8080 by default; `npm run dev`
// starts it beside Vite and every API-looking path is proxied to it.
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';
const proxied = ['/api', '/common', '/sfo', '/catalogue', '/health', '/dev'];

// Issue 30: a visit straight to one of these asks for the page's chunks and starts its workers
// from index.html, while the app's own script is still loading (scripts/vite-plugin-route-preload.ts).
const EARLY_ROUTES = [
  {
    path: '/pages/create/create',
    module: 'src/pages/create/create.tsx',
    // The font's first: its warm-up (list, manifest, slices) is the longest chain.
    workers: [{ name: 'font', stem: 'font.worker' }, { name: 'render', stem: 'render.worker' }],
  },
];

export default defineConfig({
  base: '/',
  // Font slices (public/fonts), catalogues (public/catalogue) and the person
  // segmentation model (public/models) are build output, made from registry
  // packages by scripts/fonts, scripts/catalogue and scripts/models.
  plugins: [fontSlices(), catalogue(), personModels(), firstScreen(), react(), compileHints(), firstScreenInlinesStyles(), routePreload(EARLY_ROUTES), precompress()],
  worker: { format: 'es' },
  build: {
    outDir: 'dist/app',
    sourcemap: true,
    target: 'es2022',
    // render-harness.html and src/dev/bench-harness.html are the pages the worker
    // browser tests and `npm run bench` drive; the app itself is index.html.
    rolldownOptions: {
      input: { main: 'index.html', renderHarness: 'render-harness.html', benchHarness: 'src/dev/bench-harness.html' },
      // Issue 30: everything the app's entry imports statically is needed before its first page,
      // so it travels as one chunk (it was 30 small chunks: 30 requests on a slow network before
      // the home page). Lazily loaded pages and workers stay split as before. The group starts at
      // the app's shell (App, bootstrap), not main.tsx: the harness pages share this chunk, and
      // main.tsx mounts the app when evaluated.
      output: { codeSplitting: { groups: [{ name: 'startup', test: /[\\/]src[\\/]app[\\/](App\.tsx|bootstrap\.ts)$/, includeDependenciesRecursively: true }] } },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'workers/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // Server start (migrations, catalogue seeding) takes well over a minute on a loaded 2-core machine.
    hookTimeout: 180_000,
    // Files share one module graph per worker process: importing it again for each of ~200
    // files was over a third of the suite's time. Each file still builds its own store, runtime,
    // engine or server, and one that changes process.env puts it back in afterAll.
    isolate: false,
  },
});
