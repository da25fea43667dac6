import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The first download has a budget (DESIGN.md: initial JS ≤ 170 KB gzipped). Classic
 * `zod` alone is ~25 KB gzipped, `zod/mini` a fraction of it, so everything the app
 * loads before its first screen validates with `zod/mini`; lazily loaded features may
 * use classic zod. This walks the static import graph from src/main.tsx (dynamic
 * `import()` and `import type` are not part of the first download) and checks it.
 */

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function staticImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(STATIC_IMPORT)].map((m) => m[1] ?? '');
}

function startupGraph(entry: string): { files: Set<string>; packages: Map<string, string> } {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() ?? '';
    if (files.has(file)) continue;
    files.add(file);
    for (const spec of staticImports(file)) {
      if (spec.startsWith('.')) {
        if (!/\.(ts|tsx)$/.test(spec)) continue;
        queue.push(resolve(dirname(file), spec));
      } else if (!packages.has(spec)) {
        packages.set(spec, file.slice(SRC.length + 1));
      }
    }
  }
  return { files, packages };
}

describe('the start-up import graph', () => {
  const graph = startupGraph(resolve(SRC, 'main.tsx'));

  it('reaches the shell, accounts and works (the walk follows real imports)', () => {
    const reached = [...graph.files].map((f) => f.slice(SRC.length + 1));
    expect(reached).toContain('app/bootstrap.ts');
    expect(reached).toContain('services/storage/keys.ts');
    expect(reached).toContain('features/account/accountApi.ts');
    expect(graph.packages.get('zod/mini')).toBeDefined();
  });

  it('never loads classic zod before the first screen', () => {
    expect(graph.packages.get('zod'), `imported by ${graph.packages.get('zod')}`).toBeUndefined();
  });

  it('never loads the editor model, opentype.js or pica before the first screen', () => {
    // Repo-relative: the model lives in the core (workers/core/model), outside src/.
    const reached = [...graph.files].map((f) => relative(resolve(SRC, '..'), f));
    expect(reached).toContain('workers/core/signing/sign.ts'); // the walk does follow into the core
    expect(reached.filter((f) => f.startsWith('workers/core/model/'))).toEqual([]);
    expect([...graph.packages.keys()].filter((p) => /opentype|pica|jszip/.test(p))).toEqual([]);
  });
});
