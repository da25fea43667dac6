import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Patch } from 'immer';
import { documentImmer } from '../../../workers/core/model/documentImmer.ts';
import { applyDocumentPatches, createLayer, type Layer } from '../../../workers/core/model/index.ts';
import { documentWith } from '../store/testing.ts';
import { IntentError } from './errors.ts';
import { move, type MoveArgs } from './move.ts';
import { runIntent } from './run.ts';
import type { EditorSnapshot } from './types.ts';

/** What `perform` (through immer) makes of a move: the reference the direct path must equal. */
function throughImmer(snapshot: EditorSnapshot, args: MoveArgs) {
  try {
    const [next, forward, inverse] = documentImmer.produceWithPatches(snapshot, (draft) => move.perform(draft, args));
    const strip = (patches: Patch[]) => patches.map((p) => ({ ...p, path: p.path.slice(1) }));
    return { ok: true as const, doc: next.doc, patches: strip(forward), inversePatches: strip(inverse) };
  } catch (error) {
    if (error instanceof IntentError) return { ok: false as const, code: error.code };
    throw error;
  }
}

const byPath = (patches: readonly Patch[]) => [...patches].sort((a, b) => a.path.join('/').localeCompare(b.path.join('/')));

const offset = fc.oneof(fc.integer({ min: -50, max: 50 }), fc.constantFrom(0, -0, 0.1, 1e-9, Number.NaN, Infinity), fc.double({ min: -1e3, max: 1e3, noNaN: true }));
const layerSpec = fc.record({ x: fc.oneof(fc.integer({ min: -100, max: 1100 }), fc.constantFrom(-0, 0.3)), y: fc.integer({ min: -100, max: 1100 }), locked: fc.boolean(), hidden: fc.boolean() });

function layerOf(spec: { x: number; y: number; locked: boolean; hidden: boolean }, i: number): Layer {
  const layer = createLayer('square', { id: `L${i}`, x: spec.x, y: spec.y, width: 40, height: 40, visibility: !spec.hidden });
  return { ...layer, status: { ...layer.status, moveable: !spec.locked } };
}

describe('layer/move without immer (the direct path a drag of many layers takes)', () => {
  it('gives exactly what the immer intent gives: document, patches, refusals', () => {
    fc.assert(
      fc.property(
        fc.array(layerSpec, { minLength: 0, maxLength: 12 }),
        fc.array(fc.nat({ max: 14 }), { maxLength: 6 }),
        fc.boolean(),
        offset,
        offset,
        (specs, picks, byIds, dx, dy) => {
          const doc = documentWith(...specs.map(layerOf));
          // Picks past the end name missing layers; 0 is the background.
          const ids = picks.map((i) => (i === 0 ? (doc.layers[0]?.id ?? 'bg') : `L${i - 1}`));
          const snapshot: EditorSnapshot = { doc, sel: { selected: byIds ? [] : ids, lastClicked: null } };
          const args: MoveArgs = byIds ? { ids, dx, dy } : { dx, dy };
          const expected = throughImmer(snapshot, args);
          const result = runIntent(snapshot, 'layer/move', args);
          if (!expected.ok) {
            expect(result.ok ? null : result.error.code).toBe(expected.code);
            return;
          }
          if (!result.ok) throw new Error(`refused: ${result.error.code}`);
          expect(result.next.doc).toEqual(expected.doc);
          expect(result.next.doc === doc).toBe(expected.doc === doc);
          // Unmoved layers stay the same objects (the render worker and selectors compare by identity).
          result.next.doc.layers.forEach((layer, i) => expect(layer === doc.layers[i]).toBe(expected.doc.layers[i] === doc.layers[i]));
          expect(byPath(result.outcome.patches)).toEqual(byPath(expected.patches));
          expect(byPath(result.outcome.inversePatches)).toEqual(byPath(expected.inversePatches));
          expect(applyDocumentPatches(result.next.doc, result.outcome.inversePatches)).toEqual(doc);
          expect(result.outcome.selectionAfter).toBe(snapshot.sel);
        },
      ),
      { numRuns: 400 },
    );
  });
});
