// Vite plugin: copies the person segmentation model and the MediaPipe runtime
// into public/models/ before Vite serves or copies public/ (see
// copy-models.mjs). Add to vite.config.ts: plugins: [..., personModels(), react()].
import type { Plugin } from 'vite';
import { copyModels } from './copy-models.mjs';

export function personModels(): Plugin {
  return {
    name: 'biaozhi:person-models',
    async buildStart() {
      const { copied } = await copyModels();
      if (copied.length) console.info(`models: copied ${copied.join(', ')}`);
    },
  };
}
