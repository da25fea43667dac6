import { describe, expect, it } from 'vitest';
import { clonePixels } from '../pixels.ts';
import { renderScene } from '../../../image/testing/synthetic.ts';
import { decontaminateLocal, removeFringe } from './fringe.ts';

describe('colour fringe removal with a local background estimate', () => {
  it('edge pixels of a person in a room lose the room colour that bled into them', () => {
    const scene = renderScene(240, 320, 'busy', 'person', 3);
    // The shirt (44, 62, 102) against the wall: the half-covered pixels along the shoulder.
    const edge: number[] = [];
    scene.alpha.data.forEach((a, i) => {
      const y = Math.floor(i / 240);
      if (a > 60 && a < 200 && y > 240 && y < 280) edge.push(i);
    });
    expect(edge.length).toBeGreaterThan(10);
    const cleaned = clonePixels(scene.pixels);
    decontaminateLocal(cleaned, scene.alpha);
    const error = (pixels: typeof cleaned) => edge.reduce((sum, i) => sum + Math.abs((pixels.data[i * 4] ?? 0) - 44) + Math.abs((pixels.data[i * 4 + 2] ?? 0) - 102), 0) / edge.length;
    expect(error(cleaned)).toBeLessThan(error(scene.pixels) * 0.5);
  });

  it('opaque and transparent pixels are left exactly as they were; no model means no change', () => {
    const scene = renderScene(120, 160, 'busy', 'person', 4);
    const cleaned = clonePixels(scene.pixels);
    decontaminateLocal(cleaned, scene.alpha);
    scene.alpha.data.forEach((a, i) => {
      if (a === 0 || a === 255) expect(cleaned.data[i * 4 + 1]).toBe(scene.pixels.data[i * 4 + 1]);
    });
    const untouched = clonePixels(scene.pixels);
    removeFringe(untouched, scene.alpha, undefined);
    expect(untouched.data).toEqual(scene.pixels.data);
  });
});
