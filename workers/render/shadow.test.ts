import { describe, expect, it } from 'vitest';
import { createLayer } from '../core/model/index.ts';
import { shadowOf, shadowOffset } from './shadow.ts';

describe('shadow', () => {
  it('draws shadowX/Y when set', () => {
    expect(shadowOffset({ shadowX: 3, shadowY: -4, shadowAngle: 90, shadowDistance: 50 })).toEqual({ dx: 3, dy: -4 });
  });

  it('falls back to angle + distance (0° = right, 90° = down) when X/Y are zero', () => {
    const down = shadowOffset({ shadowX: 0, shadowY: 0, shadowAngle: 90, shadowDistance: 10 });
    expect(down.dx).toBeCloseTo(0);
    expect(down.dy).toBeCloseTo(10);
    const upLeft = shadowOffset({ shadowX: 0, shadowY: 0, shadowAngle: 225, shadowDistance: Math.SQRT2 });
    expect(upLeft.dx).toBeCloseTo(-1);
    expect(upLeft.dy).toBeCloseTo(-1);
  });

  it('casts nothing without colour, opacity, blur or offset; text also needs its switch', () => {
    const square = createLayer('square', { shadowBlur: 4, shadowColor: '#000' });
    expect(shadowOf(square)).not.toBeNull();
    expect(shadowOf({ ...square, shadowColor: '' })).toBeNull();
    expect(shadowOf({ ...square, shadowOpacity: 0 })).toBeNull();
    expect(shadowOf({ ...square, shadowBlur: 0 })).toBeNull();
    const text = createLayer('text', { shadowBlur: 4 });
    expect(shadowOf(text)).toBeNull();
    expect(shadowOf({ ...text, shadow: true })?.blur).toBe(4);
  });
});
