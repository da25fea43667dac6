import { describe, expect, it } from 'vitest';
import { MAX_HINTED_BYTES, wantsCompileHint } from './vite-plugin-compile-hints.ts';

const page = '/repo/src/pages/aiqiming/aiqimingResult.tsx';
const feature = '/repo/src/features/naming/useNamingStream.ts';
const library = '/repo/node_modules/react-dom/cjs/react-dom.production.js';

describe('which chunks V8 is told to compile eagerly', () => {
  it('a lazily loaded page with its feature code: yes', () => {
    expect(wantsCompileHint({ isEntry: false, moduleIds: [page, feature], renderedBytes: 12_000 })).toBe(true);
  });

  it('the entry: no (the launch compiles only what runs at start)', () => {
    expect(wantsCompileHint({ isEntry: true, moduleIds: [page], renderedBytes: 12_000 })).toBe(false);
  });

  it('a chunk with library code: no (most of a library never runs)', () => {
    expect(wantsCompileHint({ isEntry: false, moduleIds: [feature, library], renderedBytes: 12_000 })).toBe(false);
    expect(wantsCompileHint({ isEntry: false, moduleIds: ['\0rolldown/runtime.js'], renderedBytes: 700 })).toBe(false);
  });

  it('a very large app chunk: no', () => {
    expect(wantsCompileHint({ isEntry: false, moduleIds: [page], renderedBytes: MAX_HINTED_BYTES + 1 })).toBe(false);
    expect(wantsCompileHint({ isEntry: false, moduleIds: [page], renderedBytes: MAX_HINTED_BYTES })).toBe(true);
  });
});
