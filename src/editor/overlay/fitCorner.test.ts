import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitView } from './view.ts';

const CORNER = { width: 148, height: 56 };

describe('fitting the canvas beside the zoom bar', () => {
  it('the fitted canvas is inside the stage and never under the corner control; one that was clear of it fits as before', () => {
    fc.assert(
      fc.property(
        fc.record({ width: fc.integer({ min: 16, max: 4000 }), height: fc.integer({ min: 16, max: 4000 }) }),
        fc.record({ width: fc.integer({ min: 240, max: 1600 }), height: fc.integer({ min: 200, max: 1200 }) }),
        (canvas, stage) => {
          const plain = fitView(canvas, stage);
          const view = fitView(canvas, stage, 24, CORNER);
          const right = view.x + canvas.width * view.scale;
          const bottom = view.y + canvas.height * view.scale;
          expect(view.x).toBeGreaterThanOrEqual(0);
          expect(view.y).toBeGreaterThanOrEqual(0);
          expect(right).toBeLessThanOrEqual(stage.width + 1e-6);
          expect(bottom).toBeLessThanOrEqual(stage.height + 1e-6);
          const underBar = right > stage.width - CORNER.width + 1e-6 && bottom > stage.height - CORNER.height + 1e-6;
          expect(underBar).toBe(false);
          const plainUnder = plain.x + canvas.width * plain.scale > stage.width - CORNER.width && plain.y + canvas.height * plain.scale > stage.height - CORNER.height;
          if (!plainUnder) expect(view).toEqual(plain);
        },
      ),
    );
  });

  it('a framed QR code (1000 × 1200) on a phone stage ends above the bar', () => {
    const stage = { width: 390, height: 389 };
    const view = fitView({ width: 1000, height: 1200 }, stage, 24, CORNER);
    expect(view.y + 1200 * view.scale).toBeLessThanOrEqual(stage.height - CORNER.height);
    expect(view.y).toBeGreaterThanOrEqual(12);
  });
});
