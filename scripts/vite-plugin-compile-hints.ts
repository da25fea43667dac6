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
// Library chunks (anything from node_modules) are left alone: most of their functions never run.
// Except the code every launch runs (issue 30): the app's entry and the `startup` group (React,
// the router, the store, the shell; vite.config.ts). Compiled lazily, function by function, it
// was a third of each start-up task on the main thread (a trace at CPU 4×: V8.CompileCode 90–186
// ms per task); with the hint V8 compiles it while it streams in, off the main thread, and the
// home route's blocking time (main-thread CPU × 4, as Lighthouse simulates) went from 130–160 ms
// to 10–17 ms (docs/first-screen.md).
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
/** Bigger app chunks than this (rendered JS) are compiled lazily as before. */
export const MAX_HINTED_BYTES = 160 * 1024;

export interface ChunkFacts {
  isEntry: boolean;
  /** The chunk's name: the entry's input name (`main` for index.html) or its group's. */
  name?: string;
  moduleIds: readonly string[];
  renderedBytes: number;
}

/** Chunks every launch of the app evaluates: the entry of index.html and the start-up group. */
export const LAUNCH_CHUNKS: readonly string[] = ['main', 'startup'];

/** Whether a chunk gets the hint: the launch's chunks, or lazily loaded, only the app's own modules, not huge. */
export function wantsCompileHint(chunk: ChunkFacts): boolean {
  if (chunk.name !== undefined && LAUNCH_CHUNKS.includes(chunk.name)) return true;
  if (chunk.isEntry || chunk.moduleIds.length === 0 || chunk.renderedBytes > MAX_HINTED_BYTES) return false;
  return chunk.moduleIds.every((id) => /[\\/]src[\\/]/.test(id) && !/node_modules/.test(id));
}

interface RenderedChunkLike {
  isEntry: boolean;
  name: string;
  moduleIds: readonly string[];
  modules: Record<string, { renderedLength: number }>;
}

/**
 * V8 reads the hint only on a file's first line, but Vite puts its lazy-import table
 * (`const __vite__mapDeps=…`) above the banner of a chunk with dynamic imports: the two lines
 * change places. Neither line has source mappings (both come after the bundle's map was made,
 * each as one line), so the map stays right.
 */
export function hintOnFirstLine(code: string): string {
  const firstEnd = code.indexOf('\n');
  if (firstEnd < 0 || !code.startsWith('const __vite__mapDeps=')) return code;
  const secondEnd = code.indexOf('\n', firstEnd + 1);
  if (code.slice(firstEnd + 1, secondEnd < 0 ? undefined : secondEnd) !== COMPILE_HINT) return code;
  return `${COMPILE_HINT}\n${code.slice(0, firstEnd)}${secondEnd < 0 ? '' : code.slice(secondEnd)}`;
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
          return wantsCompileHint({ isEntry: chunk.isEntry, name: chunk.name, moduleIds: chunk.moduleIds, renderedBytes }) ? COMPILE_HINT : '';
        },
      };
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) if (file.type === 'chunk') file.code = hintOnFirstLine(file.code);
      },
    },
  };
}
