// Vite plugin: after `vite build` writes dist/app, puts `.br` and `.gz` beside its
// text files (scripts/precompress.mjs), which the server sends with
// content-encoding to browsers that accept it.
// `PRECOMPRESS=0` skips it: `npm test` builds with it off (~28 s of a 2-core machine;
// no test reads the siblings) and `npm start` compresses whatever is missing before
// serving, so a test build never reaches users uncompressed.
import { resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { precompressTree } from './precompress.mjs';

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'biaozhi:precompress',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (process.env.PRECOMPRESS === '0') return;
      const started = performance.now();
      const { compressed } = await precompressTree(outDir);
      console.info(`precompress: ${compressed} files in ${Math.round(performance.now() - started)} ms`);
    },
  };
}
