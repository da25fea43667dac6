import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createDocument, createLayer } from '../../core/model/index.ts';
import type { Layer, LogoDocument } from '../../core/model/index.ts';
import { documentToPdf } from './pdfExport.ts';
import { readBack } from './pdfTestKit.ts';

const coord = fc.integer({ min: -50, max: 400 });
const colour = fc.constantFrom('#000000', '#c0392b', '#2980b9cc', '#fff', 'rgba(10, 20, 30, 0.5)', 'red', '');
const segment = fc.oneof(
  fc.tuple(coord, coord).map(([x, y]) => `L${x} ${y}`),
  fc.tuple(coord, coord, coord, coord).map(([a, b, x, y]) => `Q${a} ${b} ${x} ${y}`),
  fc.tuple(coord, coord, coord, coord, coord, coord).map((n) => `C${n.join(' ')}`),
  fc.tuple(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 200 }), fc.integer({ min: -180, max: 180 }), fc.boolean(), fc.boolean(), coord, coord).map(
    ([rx, ry, deg, large, sweep, x, y]) => `A${rx} ${ry} ${deg} ${large ? 1 : 0} ${sweep ? 1 : 0} ${x} ${y}`,
  ),
  fc.tuple(coord, coord).map(([x, y]) => `m${x} ${y}`),
  fc.constant('Z'),
);
const pathData = fc.tuple(coord, coord, fc.array(segment, { maxLength: 12 })).map(([x, y, rest]) => `M${x} ${y}${rest.join('')}`);

const common = fc.record({
  x: coord,
  y: coord,
  width: fc.integer({ min: 1, max: 500 }),
  height: fc.integer({ min: 1, max: 500 }),
  rotate: fc.integer({ min: -180, max: 180 }),
  opacity: fc.double({ min: 0, max: 1, noNaN: true }),
  flip: fc.boolean(),
  fill: colour,
  stroke: colour,
  lineWidth: fc.integer({ min: 0, max: 20 }),
  gradient: fc.boolean(),
  gradientStyle: fc.constantFrom('linear', 'radial'),
  gradientDeg: fc.integer({ min: 0, max: 360 }),
});

const layer: fc.Arbitrary<Layer> = fc.oneof(
  fc.tuple(common, fc.constantFrom('rectangle', 'circle', 'triangle', 'line'), fc.integer({ min: 0, max: 40 })).map(([c, shapeType, rx]) =>
    createLayer('square', { ...c, shapeType, rx }),
  ),
  fc.tuple(common, fc.array(pathData, { minLength: 1, maxLength: 4 }), fc.integer({ min: 0, max: 4 })).map(([c, pathArr, boldStroke]) =>
    createLayer('text', { ...c, fill: c.fill || '#000000', text: '标志', pathArr, boldStroke, complete: true }),
  ),
  fc.tuple(common, pathData).map(([c, text]) => createLayer('path', { ...c, text })),
);

const documents: fc.Arbitrary<LogoDocument> = fc
  .tuple(fc.integer({ min: 16, max: 3000 }), fc.integer({ min: 16, max: 3000 }), fc.array(layer, { maxLength: 12 }), fc.boolean())
  .map(([width, height, layers, background]) => {
    const doc = createDocument({ size: { width, height }, fill: background ? '#f0f0f0' : 'transparent' });
    doc.layers.push(...layers);
    return doc;
  });

describe('documentToPdf (property)', () => {
  it('any document of shapes and text gives one page with a valid xref table, balanced q/Q and no text operators', () => {
    fc.assert(
      fc.property(documents, fc.boolean(), (doc, background) => {
        const pdf = readBack(documentToPdf(doc, { background }, { icon: () => null, picture: () => null }));
        expect(pdf.xref).toEqual([]);
        expect(pdf.pages).toBe(1);
        expect(pdf.mediaBoxes).toEqual([[0, 0, doc.size.width, doc.size.height]]);
        const ops = pdf.content.split(/\s+/);
        let depth = 0;
        for (const op of ops) {
          if (op === 'q') depth += 1;
          if (op === 'Q') depth -= 1;
          expect(depth).toBeGreaterThanOrEqual(0);
        }
        expect(depth).toBe(0);
        expect(ops).not.toContain('Tj');
        expect(ops).not.toContain('TJ');
        // Numbers are plain decimals: no NaN, Infinity or exponents reach the file.
        expect(pdf.content).not.toMatch(/NaN|Infinity|\de[-+]?\d/);
      }),
      { numRuns: 100 },
    );
  });
});
