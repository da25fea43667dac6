import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDocumentPatches, contentHash, createDocument, createLayer } from '../core/model/index.ts';
import type { LogoDocument, Patch } from '../core/model/index.ts';
import { LayerHashes, sameContent } from './layerHashes.ts';

function scene(): LogoDocument {
  const doc = createDocument({ backgroundId: 'bg' });
  doc.layers.push(
    createLayer('text', { id: 't', text: '标志', pathArr: ['M0 0L10 0L10 10Z'], width: 100, height: 50, shadow: true, shadowBlur: 8 }),
    createLayer('square', { id: 's', x: 10, y: 10, width: 50, height: 50, blur: 3 }),
  );
  return doc;
}

const compositeOnly = fc.oneof(
  fc.record({ key: fc.constantFrom('x', 'y', 'rotate'), value: fc.double({ min: -1000, max: 1000, noNaN: true }) }),
  fc.record({ key: fc.constant('scale'), value: fc.double({ min: 0.1, max: 10, noNaN: true }) }),
  fc.record({ key: fc.constant('opacity'), value: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.record({ key: fc.constantFrom('flip', 'flipY', 'visibility'), value: fc.boolean() }),
);

describe('LayerHashes', () => {
  it('a drag (moves, turns, scales, fades) keeps every hash without hashing again', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 2 }), compositeOnly), { minLength: 1, maxLength: 40 }), (steps) => {
        const hashes = new LayerHashes();
        let doc = scene();
        const before = doc.layers.map((l) => hashes.hashOf(l));
        const computed = hashes.computed;
        for (const [index, { key, value }] of steps) {
          const next = applyDocumentPatches(doc, [{ op: 'replace', path: ['layers', index, key], value }]);
          hashes.carry(doc, next);
          doc = next;
        }
        expect(doc.layers.map((l) => hashes.hashOf(l))).toEqual(before);
        expect(hashes.computed).toBe(computed);
      }),
    );
  });

  it('a content change gets the new content hash', () => {
    const hashes = new LayerHashes();
    const doc = scene();
    const old = hashes.hashOf(doc.layers[2]!);
    const patches: Patch[] = [{ op: 'replace', path: ['layers', 2, 'fill'], value: '#ff0000' }];
    const next = applyDocumentPatches(doc, patches);
    hashes.carry(doc, next);
    const fresh = hashes.hashOf(next.layers[2]!);
    expect(fresh).not.toBe(old);
    expect(fresh).toBe(contentHash(next.layers[2]!));
    // The untouched layers kept theirs.
    expect(hashes.hashOf(next.layers[1]!)).toBe(hashes.hashOf(doc.layers[1]!));
  });

  it('a nested change (a gradient stop) counts as content', () => {
    const doc = scene();
    const next = applyDocumentPatches(doc, [{ op: 'replace', path: ['layers', 2, 'gradientColors', 0, 'color'], value: '#123456' }]);
    expect(sameContent(doc.layers[2]!, next.layers[2]!)).toBe(false);
  });

  it('layers reordered or inserted keep their hashes by id', () => {
    const hashes = new LayerHashes();
    const doc = scene();
    const text = hashes.hashOf(doc.layers[1]!);
    const added = createLayer('square', { id: 'new', width: 5, height: 5 });
    const next = applyDocumentPatches(doc, [{ op: 'add', path: ['layers', 1], value: added }]);
    hashes.carry(doc, next);
    expect(next.layers[2]!.id).toBe('t');
    expect(hashes.hashOf(next.layers[2]!)).toBe(text);
  });
});
