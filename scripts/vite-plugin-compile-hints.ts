// Vite plugin: marks the app's own lazily loaded chunks (pages and the feature code they share)
// with V8's explicit compile hint, `//# allFunctionsCalledOnLoad` on the file's first line
// (Chrome 136+; other engines read a comment). Such a chunk is loaded when its page is
// preloaded or opened, and nearly every function in it runs when the page renders; without
// the hint V8 compiles each function on its first call, on the main thread, inside the task
// that renders the page. Measured on AI naming (issue 13, docs/naming.md): 17.8–23.4 ms of
// lazy compilation between the tap and the first name at full speed without it, 8.5–13.7 ms
// with it; 4× that on a low-end phone, where the navigation's tasks sat on the 50 ms line.
// With the hint the page chunk is compiled when it loads (streamed, off the main thread where
// the browser can), i.e. during the preload.
// The entry (main) is left alone: the launch compiles only what runs at start. So are library
// chunks (anything from node_modules), where most functions never run.
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
/** Bigger app chunks than this (rendered JS) are compiled lazily as before. */
export const MAX_HINTED_BYTES = 160 * 1024;

export interface ChunkFacts {
  isEntry: boolean;
  moduleIds: readonly string[];
  renderedBytes: number;
}

/** Whether a chunk gets the hint: lazily loaded, only the app's own modules, not huge. */
export function wantsCompileHint(chunk: ChunkFacts): boolean {
  if (chunk.isEntry || chunk.moduleIds.length === 0 || chunk.renderedBytes > MAX_HINTED_BYTES) return false;
  return chunk.moduleIds.every((id) => /[\\/]src[\\/]/.test(id) && !/node_modules/.test(id));
}

interface RenderedChunkLike {
  isEntry: boolean;
  moduleIds: readonly string[];
  modules: Record<string, { renderedLength: number }>;
}

export function compileHints(): Plugin {
  return {
    name: 'biaozhi:compile-hints',
    apply: 'build',
    outputOptions(options) {
      // After minification (`postBanner`), so the minifier cannot drop the comment; the
      // bundler shifts the source map by the added line.
      return {
        ...options,
        postBanner: (chunk: RenderedChunkLike) => {
          const renderedBytes = Object.values(chunk.modules).reduce((sum, m) => sum + m.renderedLength, 0);
          return wantsCompileHint({ isEntry: chunk.isEntry, moduleIds: chunk.moduleIds, renderedBytes }) ? COMPILE_HINT : '';
        },
      };
    },
  };
}
