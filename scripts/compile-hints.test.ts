import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, MAX_HINTED_BYTES, hintOnFirstLine, wantsCompileHint } from './vite-plugin-compile-hints.ts';

const page = '/repo/src/pages/aiqiming/aiqimingResult.tsx';
const feature = '/repo/src/features/naming/useNamingStream.ts';
const library = '/repo/node_modules/react-dom/cjs/react-dom.production.js';

describe('which chunks V8 is told to compile eagerly', () => {
  it('a lazily loaded page with its feature code: yes', () => {
    expect(wantsCompileHint({ isEntry: false, moduleIds: [page, feature], renderedBytes: 12_000 })).toBe(true);
  });

  it('another entry (a test harness page): no', () => {
    expect(wantsCompileHint({ isEntry: true, name: 'renderHarness', moduleIds: [page], renderedBytes: 12_000 })).toBe(false);
  });

  it("the launch's chunks (index.html's entry, the start-up group): yes, libraries and size notwithstanding", () => {
    expect(wantsCompileHint({ isEntry: true, name: 'main', moduleIds: [page, library], renderedBytes: 200_000 })).toBe(true);
    expect(wantsCompileHint({ isEntry: false, name: 'startup', moduleIds: [feature, library], renderedBytes: MAX_HINTED_BYTES * 3 })).toBe(true);
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

describe('the hint on the first line, where V8 reads it', () => {
  const table = 'const __vite__mapDeps=(i)=>i;';
  it("goes above Vite's lazy-import table, the rest of the file unchanged", () => {
    expect(hintOnFirstLine(`${table}\n${COMPILE_HINT}\nimport"./a.js";\nrun();`)).toBe(`${COMPILE_HINT}\n${table}\nimport"./a.js";\nrun();`);
  });

  it('leaves a file alone that starts with it, has no table or no hint', () => {
    for (const code of [`${COMPILE_HINT}\nrun();`, `${table}\nrun();`, 'run();', `${table}\n// another comment\n${COMPILE_HINT}`]) expect(hintOnFirstLine(code)).toBe(code);
  });

  it('a file of the table and the hint only', () => {
    expect(hintOnFirstLine(`${table}\n${COMPILE_HINT}`)).toBe(`${COMPILE_HINT}\n${table}`);
  });
});
