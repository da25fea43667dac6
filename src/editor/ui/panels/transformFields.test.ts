import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLayer, layerSchema } from '../../../../workers/core/model/index.ts';
import { strokeGradientOf, strokeGradientValue } from './gradient.ts';
import { parseField, resizeTo, visibleBox } from './transformFields.ts';

const box = fc.record({
  x: fc.integer({ min: -500, max: 1500 }),
  y: fc.integer({ min: -500, max: 1500 }),
  width: fc.integer({ min: 1, max: 1000 }),
  height: fc.integer({ min: 1, max: 1000 }),
  scale: fc.double({ min: 0.1, max: 5, noNaN: true }),
});

describe('exact size fields', () => {
  it('a typed width or height keeps the centre; with the lock the other side follows in proportion', () => {
    fc.assert(
      fc.property(box, fc.constantFrom('icon', 'square', 'image', 'text'), fc.constantFrom('width', 'height'), fc.integer({ min: 1, max: 4000 }), fc.boolean(), (b, type, side, value, lock) => {
        const layer = createLayer(type as 'icon', { id: 'l', ...b });
        const before = visibleBox(layer);
        const args = resizeTo(layer, side as 'width', value, lock);
        if (!args) throw new Error('no resize');
        const after = visibleBox({ ...layer, ...args, scale: args.scale ?? layer.scale });
        expect(after[side as 'width']).toBeCloseTo(value, 0);
        expect(after.x + after.width / 2).toBeCloseTo(before.x + before.width / 2, 0);
        expect(after.y + after.height / 2).toBeCloseTo(before.y + before.height / 2, 0);
        const other = side === 'width' ? 'height' : 'width';
        const ratio = value / (layer[side as 'width'] * layer.scale);
        const otherBefore = layer[other] * layer.scale;
        // Text always keeps its proportions (its box is its outline).
        expect(after[other]).toBeCloseTo(lock || type === 'text' ? otherBefore * ratio : otherBefore, 0);
      }),
    );
  });

  it('zero, negative or non-numbers change nothing', () => {
    const layer = createLayer('icon', { id: 'l', width: 100, height: 100 });
    expect(resizeTo(layer, 'width', 0, true)).toBeNull();
    expect(resizeTo(layer, 'width', -5, true)).toBeNull();
    expect(parseField('abc')).toBeNull();
    expect(parseField('')).toBeNull();
    expect(parseField(' 12,5 ')).toBe(12.5);
  });
});

describe('stroke gradient', () => {
  it('round-trips through the layer and stays a valid document field', () => {
    fc.assert(
      fc.property(fc.constantFrom('linear', 'radial'), fc.integer({ min: 0, max: 360 }), (style, deg) => {
        const g = { on: true, style: style as 'linear', from: '#112233', to: '#aabbcc', deg };
        const layer = createLayer('text', { id: 't', strokeGradient: strokeGradientValue(g) });
        expect(layerSchema.safeParse(layer).success).toBe(true);
        expect(strokeGradientOf(layer)).toEqual(g);
      }),
    );
    expect(strokeGradientValue({ on: false, style: 'linear', from: '#000', to: '#fff', deg: 0 })).toBeNull();
  });
});
