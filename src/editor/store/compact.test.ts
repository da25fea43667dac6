import fc from 'fast-check';
import { applyPatches, enablePatches, produceWithPatches, type Patch } from 'immer';
import { describe, expect, it } from 'vitest';
import { compactPatches, mergeFieldReplaces } from './compact.ts';

enablePatches();

interface Scene {
  items: { v: number; w: number }[];
  meta: { a: number; b?: number };
}

const edit = fc.record({
  kind: fc.constantFrom('setV', 'setW', 'replaceItem', 'insert', 'remove', 'setA', 'toggleB'),
  at: fc.nat({ max: 6 }),
  value: fc.integer({ min: -9, max: 9 }),
});
type Edit = typeof edit extends fc.Arbitrary<infer E> ? E : never;

function apply(draft: Scene, e: Edit): void {
  const i = draft.items.length === 0 ? 0 : e.at % draft.items.length;
  const item = draft.items[i];
  switch (e.kind) {
    case 'setV':
      if (item) item.v = e.value;
      return;
    case 'setW':
      if (item) item.w = e.value;
      return;
    case 'replaceItem':
      if (item) draft.items[i] = { v: e.value, w: -e.value };
      return;
    case 'insert':
      draft.items.splice(i, 0, { v: e.value, w: 0 });
      return;
    case 'remove':
      draft.items.splice(i, 1);
      return;
    case 'setA':
      draft.meta.a = e.value;
      return;
    case 'toggleB':
      if (draft.meta.b === undefined) draft.meta.b = e.value;
      else delete draft.meta.b;
  }
}

describe('compactPatches', () => {
  it('a compacted gesture goes forward and back exactly like the full list of steps', () => {
    const scene = fc.record({
      items: fc.array(fc.record({ v: fc.integer(), w: fc.integer() }), { maxLength: 5 }),
      meta: fc.record({ a: fc.integer() }),
    });
    fc.assert(
      fc.property(scene, fc.array(edit, { minLength: 1, maxLength: 20 }), (base: Scene, edits) => {
        let state = base;
        let forward: Patch[] = [];
        let inverse: Patch[] = [];
        for (const e of edits) {
          const [next, patches, inversePatches] = produceWithPatches(state, (draft) => apply(draft, e));
          forward = [...forward, ...patches];
          inverse = [...inversePatches, ...inverse];
          state = next;
        }
        expect(applyPatches(base, compactPatches(forward))).toEqual(state);
        expect(applyPatches(state, compactPatches(inverse))).toEqual(base);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps one patch per field for a long run of replacements', () => {
    const steps: Patch[] = Array.from({ length: 60 }, (_, i) => ({ op: 'replace', path: ['layers', 1, i % 2 ? 'x' : 'y'], value: i }));
    expect(compactPatches(steps)).toEqual([
      { op: 'replace', path: ['layers', 1, 'y'], value: 58 },
      { op: 'replace', path: ['layers', 1, 'x'], value: 59 },
    ]);
  });
});

describe('mergeFieldReplaces (the shortcut for merging a drag step into its undo step)', () => {
  const field = fc.record({ op: fc.constantFrom<Patch['op']>('replace', 'replace', 'replace', 'add', 'remove'), index: fc.nat({ max: 4 }), key: fc.constantFrom('x', 'y', 'width', 'length'), value: fc.integer() });
  const toPatch = (f: { op: Patch['op']; index: number; key: string; value: number }): Patch => ({ op: f.op, path: ['layers', f.index, f.key], value: f.value });
  const fieldKey = (p: Patch) => `${String(p.path[1])}/${String(p.path[2])}`;
  /** As a drag step makes them: each field once, in field order. */
  const sorted = (patches: Patch[]) => {
    const seen = new Set<string>();
    return patches.filter((p) => !seen.has(fieldKey(p)) && seen.add(fieldKey(p))).sort((a, b) => Number(a.path[1]) - Number(b.path[1]) || String(a.path[2]).localeCompare(String(b.path[2])));
  };
  it('gives the patches compactPatches keeps (the same set; replaces of different fields commute), or nothing', () => {
    fc.assert(
      fc.property(fc.array(field, { maxLength: 8 }), fc.array(field, { maxLength: 8 }), fc.boolean(), (a, b, ordered) => {
        const earlier = ordered ? sorted(a.map(toPatch)) : a.map(toPatch);
        const later = ordered ? sorted(b.map(toPatch)) : b.map(toPatch);
        const merged = mergeFieldReplaces(earlier, later);
        if (!merged) return;
        const compacted = compactPatches([...earlier, ...later]);
        const byField = (patches: Patch[]) => [...patches].sort((x, y) => fieldKey(x).localeCompare(fieldKey(y)));
        expect(byField(merged)).toEqual(byField(compacted));
        // Still each field once in field order, so the next step merges the same way.
        expect(mergeFieldReplaces(merged, [])).toEqual(merged);
      }),
      { numRuns: 500 },
    );
  });
  it('merges the steps of a drag, also one that moved along one axis only', () => {
    const step = (d: number, keys = ['x', 'y']): Patch[] => [0, 1, 2].flatMap((i) => keys.map((key): Patch => ({ op: 'replace', path: ['layers', i + 1, key], value: i + d })));
    expect(mergeFieldReplaces(step(1), step(2))).toEqual(step(2));
    expect(mergeFieldReplaces(step(1), step(2, ['x']))?.map((p) => p.value)).toEqual([2, 1, 3, 2, 4, 3]);
    expect(mergeFieldReplaces([...step(1), ...step(1)], step(2))).toBeNull();
    expect(mergeFieldReplaces([{ op: 'add', path: ['layers', 1], value: {} }], step(2))).toBeNull();
  });
});
