// Vite plugin: makes sure public/fonts/ is built before Vite serves or copies
// public/. Cheap when up to date (the build skips fonts whose outputs are newer
// than their inputs). Add to vite.config.ts: plugins: [fontSlices(), react()].
import type { Plugin } from 'vite';
import { buildFontSlices } from './build-font-slices.mjs';

export function fontSlices(): Plugin {
  return {
    name: 'biaozhi:font-slices',
    async buildStart() {
      const started = performance.now();
      const { built } = await buildFontSlices();
      if (built.length) console.info(`fonts: built ${built.join(', ')} in ${Math.round(performance.now() - started)} ms`);
    },
  };
}
