import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findLayerIndex, layersWithIds } from './layerLookup.ts';

const ids = fc.uniqueArray(fc.constantFrom(...'abcdefghijklmnop'.split('')), { maxLength: 16 });

describe('finding layers by id', () => {
  it('answers as a scan would, whatever happened to the list since the last lookup (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(ids, fc.array(fc.constantFrom(...'abcdefghijklmnopq'.split('')), { maxLength: 6 }))), (steps) => {
        for (const [order, wanted] of steps) {
          const layers = order.map((id) => ({ id }));
          for (const id of wanted) expect(findLayerIndex(layers, id)).toBe(layers.findIndex((l) => l.id === id));
          expect(layersWithIds(layers, wanted)).toEqual(layers.filter((l) => wanted.includes(l.id)));
        }
      }),
    );
  });
});
