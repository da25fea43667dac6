import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentHash } from './contentHash.ts';
import { createLayer } from './factory.ts';
import type { Layer } from './types.ts';

const layers: Layer[] = [
  createLayer('text', { text: '标志', fill: '#123456', width: 200, height: 90 }),
  createLayer('square', { shapeType: 'circle', width: 100, height: 100 }),
  createLayer('icon', { data: '<svg/>', width: 50, height: 50 }),
  createLayer('path', { text: 'M0 0 L10 10' }),
  createLayer('image', { url: '/a.png', width: 10, height: 10 }),
  createLayer('rect', { width: 100, height: 100 }),
];

const transform = fc.record(
  {
    x: fc.double({ noNaN: true, noDefaultInfinity: true }),
    y: fc.double({ noNaN: true, noDefaultInfinity: true }),
    rotate: fc.double({ min: -720, max: 720, noNaN: true }),
    scale: fc.double({ min: 0.01, max: 50, noNaN: true }),
    flip: fc.boolean(),
    flipY: fc.boolean(),
    opacity: fc.double({ min: 0, max: 1, noNaN: true }),
    visibility: fc.boolean(),
  },
  { requiredKeys: [] },
);

describe('contentHash', () => {
  it('does not change when a layer is moved, rotated, scaled, flipped, faded, selected or locked', () => {
    fc.assert(
      fc.property(fc.constantFrom(...layers), transform, fc.boolean(), fc.boolean(), (layer, t, selected, moveable) => {
        const moved = { ...layer, ...t, id: 'other', status: { ...layer.status, selected, moveable } };
        expect(contentHash(moved)).toBe(contentHash(layer));
      }),
    );
  });

  it('changes when what the layer looks like changes', () => {
    const [text, shape] = layers;
    if (text?.type !== 'text' || shape?.type !== 'square') throw new Error('fixture');
    const base = contentHash(text);
    expect(contentHash({ ...text, fill: '#654321' })).not.toBe(base);
    expect(contentHash({ ...text, text: '标识' })).not.toBe(base);
    expect(contentHash({ ...text, shadowBlur: 4 })).not.toBe(base);
    expect(contentHash({ ...text, shadowColor: 'red' })).not.toBe(base);
    expect(contentHash({ ...text, width: 201 })).not.toBe(base);
    expect(contentHash({ ...text, blur: 2 })).not.toBe(base);
    expect(contentHash({ ...text, gradientColors: [{ hex: '', rgba: '', color: 'red', pst: 0 }] })).not.toBe(base);
    expect(contentHash({ ...shape, shapeType: 'triangle' })).not.toBe(contentHash(shape));
  });

  it('is the same whatever order the fields were written in', () => {
    const [text] = layers;
    if (!text) throw new Error('fixture');
    const reversed = Object.fromEntries(Object.entries(text).reverse());
    expect(contentHash({ ...text, ...reversed })).toBe(contentHash(text));
  });

  it('tells different layer types apart even with equal fields', () => {
    const hashes = new Set(layers.map(contentHash));
    expect(hashes.size).toBe(layers.length);
  });
});
