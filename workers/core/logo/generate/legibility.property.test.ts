import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { testCatalogue, type TestCatalogue } from '../../../../scripts/catalogue/test-catalogue.ts';
import { SCHEMA_VERSION, createLayer, parseDocument, type LogoDocument } from '../../model/index.ts';
import { generateLogo } from './generate.ts';
import { legibilityProblems } from './legibility.ts';
import type { MeasureText } from './measure.ts';

let catalogue: TestCatalogue;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const cjk = fc.integer({ min: 0x4e00, max: 0x9fa5 }).map((cp) => String.fromCodePoint(cp));
const latin = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 &-·');
const char = fc.oneof({ weight: 3, arbitrary: cjk }, { weight: 1, arbitrary: latin });
const text = (min: number, max: number) => fc.array(char, { minLength: min, maxLength: max }).map((chars) => chars.join(''));

/**
 * Any font's metrics, not just the shipped ones: a character 0.3–1.3 em wide, a line
 * 0.9–1.6 em high, ink overhanging the ends. Linear in the font size like real layout.
 */
const metrics = fc.record({ em: fc.double({ min: 0.3, max: 1.3, noNaN: true }), line: fc.double({ min: 0.9, max: 1.6, noNaN: true }), overhang: fc.double({ min: 0, max: 0.3, noNaN: true }) });
function syntheticMeasure(m: { em: number; line: number; overhang: number }): MeasureText {
  return (request) => {
    const n = Array.from(request.text).length;
    return { width: request.fontSize * (n * m.em + m.overhang) + request.letterSpacing * Math.max(0, n - 1), height: request.fontSize * m.line, pathArr: [], dataArr: [] };
  };
}

describe('every generated candidate is legible', () => {
  it('no text overlaps the icon or the other line, nothing leaves the canvas, text contrast ≥ 3:1 (thousands of seeds)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 0x7fffffff }),
        text(1, 12).filter((t) => t.trim() !== ''),
        fc.oneof(fc.constant(''), text(1, 20)),
        metrics,
        fc.constantFrom({ width: 1000, height: 1000 }, { width: 1200, height: 800 }, { width: 800, height: 1000 }),
        async (seed, title, slogan, m, size) => {
          const { doc } = await generateLogo({ title, slogan, seed, size }, catalogue, syntheticMeasure(m));
          expect(legibilityProblems(doc)).toEqual([]);
          expect(parseDocument(JSON.parse(JSON.stringify(doc))).ok).toBe(true);
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('the legibility check itself', () => {
  const base = (): LogoDocument => ({
    schemaVersion: SCHEMA_VERSION,
    size: { width: 1000, height: 1000 },
    layers: [
      createLayer('rect', { id: 'bg', width: 1000, height: 1000, fill: '#ffffff' }),
      createLayer('icon', { id: 'icon', x: 350, y: 100, width: 300, height: 300, data: '<svg/>', fill: '#000' }),
      createLayer('text', { id: 'title', x: 300, y: 450, width: 400, height: 100, text: '星光', fill: '#000000' }),
    ],
  });

  it('passes a clean layout and catches overlap, overflow and low contrast', () => {
    expect(legibilityProblems(base())).toEqual([]);
    const overlapping = base();
    overlapping.layers[2] = { ...(overlapping.layers[2] as Extract<typeof overlapping.layers[2], { type: 'text' }>), y: 350 };
    expect(legibilityProblems(overlapping).map((p) => p.kind)).toEqual(['overlap']);
    const outside = base();
    outside.layers[2] = { ...(outside.layers[2] as Extract<typeof outside.layers[2], { type: 'text' }>), x: 800 };
    expect(legibilityProblems(outside).map((p) => p.kind)).toEqual(['outside']);
    const faint = base();
    faint.layers[2] = { ...(faint.layers[2] as Extract<typeof faint.layers[2], { type: 'text' }>), fill: '#cccccc' };
    expect(legibilityProblems(faint).map((p) => p.kind)).toEqual(['contrast']);
  });
});
