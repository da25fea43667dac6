import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clearVisibleCentre, setVisibleCentre, visibleCentre } from './viewCentre.ts';

const canvas = { width: 1000, height: 1000 };
const stage = { width: 390, height: 520 };

describe('where a new item goes (the middle of the canvas the user sees)', () => {
  afterEach(() => clearVisibleCentre());

  it('with the whole canvas in view, anywhere on the stage, it is the canvas centre', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.05, max: 0.39, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (scale, fx, fy) => {
        // Every placement of the scaled canvas that keeps it wholly on the stage.
        const x = fx * (stage.width - canvas.width * scale);
        const y = fy * (stage.height - canvas.height * scale);
        setVisibleCentre({ scale, x, y }, stage, canvas);
        const centre = visibleCentre();
        expect(centre?.x).toBeCloseTo(500, 6);
        expect(centre?.y).toBeCloseTo(500, 6);
      }),
    );
  });

  it('zoomed in so the canvas fills the stage, it is the stage middle', () => {
    const view = { scale: 2, x: -700, y: -600 };
    setVisibleCentre(view, stage, canvas);
    expect(visibleCentre()).toEqual({ x: (stage.width / 2 + 700) / 2, y: (stage.height / 2 + 600) / 2 });
  });

  it('half the canvas off the stage: the middle of the visible half', () => {
    setVisibleCentre({ scale: 0.39, x: -195, y: 0 }, stage, canvas);
    expect(visibleCentre()?.x).toBeCloseTo(750, 6);
  });
});
