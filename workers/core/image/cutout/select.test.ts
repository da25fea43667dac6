import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { uncancellable } from '../task.ts';
import { renderScene } from '../../../image/testing/synthetic.ts';
import type { BackgroundKind } from '../../../image/testing/synthetic.ts';
import { autoCutout } from './cutout.ts';
import { createMask } from '../pixels.ts';
import { AGREEMENT, chooseCutout, isPlainBackdrop, MIN_CERTAINTY, MIN_CONTAINMENT, MIN_PERSON_COVERAGE, modelMeasures, personLikely, PLAIN_ROUGHNESS, PLAIN_SHARE, shouldRunModel } from './select.ts';

const backdrop = fc.record({ share: fc.double({ min: 0, max: 1, noNaN: true }), roughness: fc.double({ min: 0, max: 40, noNaN: true }) });
const plain = fc.record({ share: fc.double({ min: PLAIN_SHARE, max: 1, noNaN: true }), roughness: fc.double({ min: 0, max: PLAIN_ROUGHNESS, noNaN: true }) });
const coverage = fc.double({ min: 0, max: 1, noNaN: true });
const workingColour = fc.double({ min: 0.02, max: 0.98, noNaN: true });

describe('is the backdrop plain? (read from the colour method on the test set)', () => {
  const cases: Array<[BackgroundKind, boolean]> = [
    ['plain', true],
    ['gradient', true],
    ['textured', false],
    ['busy', false],
  ];
  for (const [background, expected] of cases) {
    it(`${background} → ${expected ? 'plain' : 'not plain'}`, async () => {
      for (const shape of ['logo', 'product', 'person'] as const) {
        const scene = renderScene(150, 200, background, shape, 4);
        const result = await autoCutout(scene.pixels, {}, uncancellable);
        expect(isPlainBackdrop(result.backdrop), `${shape} ${JSON.stringify(result.backdrop)}`).toBe(expected);
      }
    });
  }
});

describe('does the subject look like a person?', () => {
  it('head and shoulders cut off by the bottom edge: yes; a logo or a product standing inside the frame: no', () => {
    expect(personLikely(renderScene(150, 200, 'plain', 'person', 1).alpha)).toBe(true);
    expect(personLikely(renderScene(150, 200, 'plain', 'portrait', 1).alpha)).toBe(true);
    expect(personLikely(renderScene(150, 200, 'plain', 'logo', 1).alpha)).toBe(false);
    expect(personLikely(renderScene(150, 200, 'plain', 'product', 1).alpha)).toBe(false);
  });
});

describe('when the person model runs', () => {
  it('never when the colour method is asked for; always when the person model is', () => {
    fc.assert(
      fc.property(backdrop, coverage, fc.boolean(), (b, c, shaped) => {
        expect(shouldRunModel({ preference: 'colour', backdrop: b, colourCoverage: c, personShaped: shaped })).toBe(false);
        expect(shouldRunModel({ preference: 'person', backdrop: b, colourCoverage: c, personShaped: shaped })).toBe(true);
      }),
    );
  });

  it('automatic: not for a logo or product on a plain backdrop (no 9 MB download for them), yes for anything else', () => {
    fc.assert(
      fc.property(plain, workingColour, (b, c) => {
        expect(shouldRunModel({ preference: 'auto', backdrop: b, colourCoverage: c, personShaped: false })).toBe(false);
        expect(shouldRunModel({ preference: 'auto', backdrop: b, colourCoverage: c, personShaped: true })).toBe(true);
        expect(shouldRunModel({ preference: 'auto', backdrop: b, colourCoverage: 1, personShaped: false })).toBe(true);
        expect(shouldRunModel({ preference: 'auto', backdrop: { ...b, roughness: PLAIN_ROUGHNESS + 1 }, colourCoverage: c, personShaped: false })).toBe(true);
      }),
    );
  });
});

describe('which mask is kept', () => {
  it('the colour mask when the model did not run or found nobody', () => {
    fc.assert(
      fc.property(backdrop, coverage, coverage, (b, c, agreement) => {
        expect(chooseCutout({ backdrop: b, colourCoverage: c, person: null })).toBe('colour');
        expect(chooseCutout({ backdrop: b, colourCoverage: c, person: { coverage: MIN_PERSON_COVERAGE * 0.99, agreement } })).toBe('colour');
      }),
    );
  });

  it('the person mask when the colour method found no backdrop, or the backdrop is busy', () => {
    fc.assert(
      fc.property(backdrop, fc.double({ min: MIN_PERSON_COVERAGE, max: 1, noNaN: true }), coverage, (b, p, agreement) => {
        expect(chooseCutout({ backdrop: b, colourCoverage: 0.995, person: { coverage: p, agreement } })).toBe('person');
        expect(chooseCutout({ backdrop: { share: b.share, roughness: PLAIN_ROUGHNESS + 0.5 + b.roughness }, colourCoverage: 0.5, person: { coverage: p, agreement } })).toBe('person');
      }),
    );
  });

  it('on a plain backdrop: the person mask with colour edges when both agree, the person mask alone when they do not', () => {
    fc.assert(
      fc.property(plain, workingColour, fc.double({ min: MIN_PERSON_COVERAGE, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (b, c, p, agreement) => {
        const expected = agreement >= AGREEMENT ? 'refined' : 'person';
        expect(chooseCutout({ backdrop: b, colourCoverage: c, person: { coverage: p, agreement } })).toBe(expected);
      }),
    );
  });

  it('on a busy backdrop the model wins only when it is sure and lies on the graph cut\'s foreground', () => {
    const busy = fc.record({ share: fc.double({ min: 0, max: 1, noNaN: true }), roughness: fc.double({ min: PLAIN_ROUGHNESS + 0.01, max: 40, noNaN: true }) });
    fc.assert(
      fc.property(busy, workingColour, fc.double({ min: MIN_PERSON_COVERAGE, max: 1, noNaN: true }), coverage, coverage, coverage, (b, c, p, agreement, certainty, containment) => {
        const expected = certainty >= MIN_CERTAINTY && containment >= MIN_CONTAINMENT ? 'person' : 'colour';
        expect(chooseCutout({ backdrop: b, colourCoverage: c, person: { coverage: p, agreement, certainty, containment } })).toBe(expected);
        // The graph cut found no backdrop at all: the model is all there is.
        expect(chooseCutout({ backdrop: b, colourCoverage: 0.995, person: { coverage: p, agreement, certainty, containment } })).toBe('person');
      }),
    );
  });

  it('certainty and containment read from a confidence map and the graph cut\'s mask', () => {
    const graph = createMask(4, 1);
    graph.data.set([255, 255, 0, 0]);
    // Two sure pixels (1.0, 0.9) the graph cut kept, one sure pixel it did not (0.8), one unsure (0.6), one background.
    const measured = modelMeasures(new Float32Array([1, 0.9, 0.8, 0.6]), graph);
    expect(measured.certainty).toBeCloseTo((1 + 0.8 + 0.6 + 0.2) / 4, 6);
    expect(measured.containment).toBeCloseTo(2 / 3, 6);
    expect(modelMeasures(new Float32Array(4), graph)).toEqual({ certainty: 0, containment: 0 });
  });
});
