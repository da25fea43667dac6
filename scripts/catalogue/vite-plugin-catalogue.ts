// Vite plugin: makes sure public/catalogue/ is built before Vite serves or copies
// public/ (dev and build). Cheap when up to date. It builds the font slices first
// itself (also cheap when up to date), because Vite may run buildStart hooks in parallel.
// Add to vite.config.ts: plugins: [fontSlices(), catalogue(), react()].
import type { Plugin } from 'vite';
import { buildCatalogue } from './build-catalogue.mjs';

export function catalogue(): Plugin {
  return {
    name: 'biaozhi:catalogue',
    buildStart: {
      sequential: true,
      order: 'post',
      async handler() {
        await buildCatalogue({ log: (line) => console.info(line) });
      },
    },
  };
}
