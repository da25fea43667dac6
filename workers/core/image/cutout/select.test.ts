import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { uncancellable } from '../task.ts';
import { renderScene } from '../../../image/testing/synthetic.ts';
import type { BackgroundKind } from '../../../image/testing/synthetic.ts';
import { autoCutout } from './cutout.ts';
import { AGREEMENT, chooseCutout, confidenceMeasures, isPlainBackdrop, isSure, MAX_MID_SHARE, MIN_CORE_MEAN, MIN_PERSON_COVERAGE, personLikely, PLAIN_ROUGHNESS, PLAIN_SHARE, SAME_OBJECT, shouldRunModel } from './select.ts';
import scores from '../../../image/quality/personModelScores.json';

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

  it('otherwise the model wins only when it is sure of its mask and the graph cut did not find the same object', () => {
    fc.assert(
      fc.property(backdrop, workingColour, fc.double({ min: MIN_PERSON_COVERAGE, max: 1, noNaN: true }), coverage, coverage, coverage, (b, c, p, agreement, coreMean, midShare) => {
        const person = { coverage: p, agreement, coreMean, midShare };
        const refined = isPlainBackdrop(b) && agreement >= AGREEMENT;
        const expected = refined ? 'refined' : coreMean >= MIN_CORE_MEAN && midShare <= MAX_MID_SHARE && agreement < SAME_OBJECT ? 'person' : 'colour';
        expect(chooseCutout({ backdrop: b, colourCoverage: c, person })).toBe(expected);
        // The graph cut found no backdrop at all: the model is all there is.
        expect(chooseCutout({ backdrop: b, colourCoverage: 0.995, person })).toBe('person');
      }),
    );
  });

  it('how sure the model is, read from its confidence map alone', () => {
    // Three pixels it calls person (1.0, 0.9, 0.6), two it is unsure of (0.6, 0.3), one it gives no weight (0.1).
    const measured = confidenceMeasures(new Float32Array([1, 0.9, 0.6, 0.3, 0.1]));
    expect(measured.coverage).toBeCloseTo(3 / 5, 6);
    expect(measured.coreMean).toBeCloseTo((1 + 0.9 + 0.6) / 3, 6);
    expect(measured.midShare).toBeCloseTo(2 / 4, 6);
    expect(confidenceMeasures(new Float32Array(4))).toEqual({ coverage: 0, coreMean: 0, midShare: 1 });
  });
});

// The real model's readings of the quality set (MediaPipe in Chromium; scripts/quality/person-model-scores.mjs
// wrote the fixture): the rule's bars are checked against them, not against a stand-in.
describe('the choice against the real person model on the quality set', () => {
  const rows = scores.rows;
  const portraits = rows.filter((r) => r.family.startsWith('portrait/'));
  const objects = rows.filter((r) => !r.family.startsWith('portrait/') && r.family !== 'person');

  it('the fixture covers every object family, the person family and the recognisable portraits', () => {
    expect(new Set(objects.map((r) => r.family)).size).toBe(6);
    expect(rows.filter((r) => r.family === 'person')).toHaveLength(6);
    expect(portraits.length).toBeGreaterThanOrEqual(8);
  });

  it('the model is sure of every portrait it recognises, and unsure wherever its mask is poor', () => {
    for (const r of portraits) expect(isSure(r), `${r.family} ${r.seed}`).toBe(true);
    for (const r of rows) if (r.coverage >= MIN_PERSON_COVERAGE && r.iou < 0.8) expect(isSure(r), `${r.family} ${r.seed}`).toBe(false);
  });

  it('on the object families the model never replaces the graph cut (it is unsure, or sure of the object the graph cut found)', () => {
    for (const r of objects) {
      if (r.coverage < MIN_PERSON_COVERAGE) continue;
      const choice = chooseCutout({ backdrop: { share: 1, roughness: 10 }, colourCoverage: 0.2, person: { coverage: r.coverage, agreement: r.agreement, coreMean: r.coreMean, midShare: r.midShare } });
      expect(choice, `${r.family} ${r.seed}`).toBe('colour');
      // And rightly so: there the graph cut beats the model's mask.
      expect(r.graphCutIou, `${r.family} ${r.seed}`).toBeGreaterThanOrEqual(r.iou);
    }
  });

  it('a portrait in a room the graph cut got wrong keeps the model\'s mask; the automatic path scores ≥ 0.98 on every portrait', () => {
    for (const r of portraits.filter((p) => p.family === 'portrait/busy')) {
      const choice = chooseCutout({ backdrop: { share: 1, roughness: 10 }, colourCoverage: 0.3, person: { coverage: r.coverage, agreement: r.agreement, coreMean: r.coreMean, midShare: r.midShare } });
      expect(choice, `seed ${r.seed}`).toBe('person');
    }
    for (const r of portraits) expect(r.automatic.iou, `${r.family} ${r.seed}`).toBeGreaterThanOrEqual(0.98);
    for (const r of objects) expect(r.automatic.iou, `${r.family} ${r.seed}`).toBeGreaterThanOrEqual(r.graphCutIou - 0.005);
  });
});
