import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDocument, createLayer, type LogoDocument } from '../../../workers/core/model/index.ts';
import { snapTargets } from './selectionGeometry.ts';
import { snapBox, snapBoxTo } from './snap.ts';
import { createSnapLineCache } from './snapLineCache.ts';

const int = (min: number, max: number) => fc.integer({ min, max });

/** A document of rectangles at random places, sizes, rotations and visibility. */
const documents = fc
  .array(fc.record({ x: int(-200, 1200), y: int(-200, 1200), width: int(1, 400), height: int(1, 400), rotate: int(-180, 180), scale: fc.constantFrom(0.5, 1, 2), visibility: fc.boolean() }), { maxLength: 40 })
  .map((rects): LogoDocument => {
    const doc = createDocument({ size: { width: 1000, height: 800 } });
    return { ...doc, layers: [...doc.layers, ...rects.map((r, i) => createLayer('rect', { ...r, id: `r${i}` }))] };
  });

describe('snap lines made once per version of the layers', () => {
  it('a drag snaps exactly as with lines made for it alone, whatever it moves (property)', () => {
    fc.assert(
      fc.property(documents, fc.array(int(0, 45), { maxLength: 5 }), fc.record({ x: int(-100, 1100), y: int(-100, 900), width: int(1, 300), height: int(1, 300) }), int(1, 20), (doc, picks, moving, threshold) => {
        const cache = createSnapLineCache();
        const selection = picks.map((i) => doc.layers[i]?.id ?? 'missing');
        // A first drag of another selection makes the shared lines; this one only filters them.
        cache.linesFor(doc, []);
        const shared = snapBoxTo(moving, cache.linesFor(doc, selection), threshold);
        const alone = snapBox(moving, snapTargets(doc, selection), doc.size, threshold);
        expect(shared).toEqual(alone);
      }),
      { numRuns: 300 },
    );
  });

  it('are made again when the layers change, and not before', () => {
    const cache = createSnapLineCache();
    const doc = createDocument({ size: { width: 1000, height: 800 } });
    const one = { ...doc, layers: [...doc.layers, createLayer('rect', { id: 'a', x: 100, y: 100, width: 50, height: 50 })] };
    cache.warm(one);
    const made = cache.linesFor(one, []);
    expect(cache.linesFor({ ...one }, [])).toBe(made);
    const moved = { ...one, layers: [one.layers[0]!, { ...one.layers[1]!, x: 300 }] };
    const remade = cache.linesFor(moved, []);
    expect(remade).not.toBe(made);
    expect(remade.x.map((l) => l.at)).toContain(300);
    expect(remade.x.map((l) => l.at)).not.toContain(100);
  });

  it('after edits of a few layers, the lines kept up to date equal lines made from scratch (property)', () => {
    const edit = fc.record({ index: int(1, 45), dx: int(-300, 300), dy: int(-300, 300), rotate: int(-180, 180), hide: fc.boolean(), restyle: fc.boolean() });
    fc.assert(
      fc.property(documents, fc.array(fc.array(edit, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 }), (start, rounds) => {
        const cache = createSnapLineCache();
        let doc = start;
        cache.warm(doc);
        for (const edits of rounds) {
          const layers = [...doc.layers];
          for (const { index, dx, dy, rotate, hide, restyle } of edits) {
            const layer = layers[index];
            if (!layer) continue;
            // Mostly moves (a drag), sometimes a turn, a restyle or a hide (which remakes them all).
            layers[index] = { ...layer, x: layer.x + dx, y: layer.y + dy, ...(restyle ? { rotate } : {}), ...(hide && dx % 7 === 0 ? { visibility: !layer.visibility } : {}) };
          }
          doc = { ...doc, layers };
          expect(cache.linesFor(doc, [])).toEqual(createSnapLineCache().linesFor(doc, []));
        }
      }),
      { numRuns: 300 },
    );
  });
});
