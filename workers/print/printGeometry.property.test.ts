import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDocument, createLayer } from '../core/model/index.ts';
import { artboardPlacement, CROP_MARK_GAP_MM, CROP_MARK_LENGTH_MM, printLayout } from './printGeometry.ts';
import { documentsToPrintPdf } from './printPdf.ts';
import { MM, readPrintPdf } from './printTestKit.ts';

const spec = fc.record({
  trimMm: fc.record({ width: fc.double({ min: 1, max: 1200, noNaN: true }), height: fc.double({ min: 1, max: 1200, noNaN: true }) }),
  bleedMm: fc.double({ min: 0, max: 20, noNaN: true }),
  cropMarks: fc.boolean(),
  title: fc.string({ maxLength: 12 }),
});
const size = fc.record({ width: fc.integer({ min: 16, max: 4000 }), height: fc.integer({ min: 16, max: 4000 }) });
// PDF numbers carry 4 decimals.
const near = (a: number, b: number) => Math.abs(a - b) <= 2e-4;

describe('print page boxes (fast-check)', () => {
  it('TrimBox is the trim, BleedBox the bleed larger on every side, MediaBox holds both (and the marks)', async () => {
    await fc.assert(
      fc.asyncProperty(spec, size, async (s, artboard) => {
        const doc = createDocument({ size: artboard });
        doc.layers.push(createLayer('square', { x: 0, y: 0, width: artboard.width / 2, height: artboard.height, shapeType: 'rectangle', fill: '#123456' }));
        const pdf = await readPrintPdf(documentsToPrintPdf([doc, doc], s));
        expect(pdf.pages).toHaveLength(2);
        const b = s.bleedMm * MM;
        const room = s.cropMarks ? (CROP_MARK_GAP_MM + CROP_MARK_LENGTH_MM) * MM : 0;
        for (const { media, bleed, trim } of pdf.pages) {
          expect(near(trim.width, s.trimMm.width * MM) && near(trim.height, s.trimMm.height * MM)).toBe(true);
          expect(near(bleed.x, trim.x - b) && near(bleed.y, trim.y - b)).toBe(true);
          expect(near(bleed.width, trim.width + 2 * b) && near(bleed.height, trim.height + 2 * b)).toBe(true);
          expect(near(media.x, 0) && near(media.y, 0)).toBe(true);
          expect(near(bleed.x, room) && near(bleed.y, room)).toBe(true);
          expect(near(media.width, bleed.width + 2 * room) && near(media.height, bleed.height + 2 * room)).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('crop marks lie on the trim lines, outside the bleed, inside the page', () => {
    fc.assert(
      fc.property(spec, (s) => {
        const { marks, bleed, trim, media } = printLayout(s);
        expect(marks).toHaveLength(s.cropMarks ? 8 : 0);
        const eps = 1e-9;
        const outsideBleed = (x: number, y: number) => x < bleed.x - eps || x > bleed.x + bleed.width + eps || y < bleed.y - eps || y > bleed.y + bleed.height + eps;
        const inside = (x: number, y: number) => x >= -eps && y >= -eps && x <= media.width + eps && y <= media.height + eps;
        const onTrimLine = (v: number, a: number, length: number) => Math.abs(v - a) < 1e-9 || Math.abs(v - (a + length)) < 1e-9;
        for (const m of marks) {
          expect(outsideBleed(m.x1, m.y1) && outsideBleed(m.x2, m.y2)).toBe(true);
          expect(inside(m.x1, m.y1) && inside(m.x2, m.y2)).toBe(true);
          const horizontal = m.y1 === m.y2;
          expect(horizontal ? onTrimLine(m.y1, trim.y, trim.height) : onTrimLine(m.x1, trim.x, trim.width)).toBe(true);
          expect(Math.hypot(m.x2 - m.x1, m.y2 - m.y1)).toBeCloseTo(CROP_MARK_LENGTH_MM * MM, 9);
        }
      }),
    );
  });

  it('the artboard covers the whole trim at one scale, centred on it', () => {
    fc.assert(
      fc.property(spec, size, (s, artboard) => {
        const layout = printLayout(s);
        const { scale, x, y } = artboardPlacement(artboard, layout);
        const { trim, media } = layout;
        const trimTopDown = media.height - (trim.y + trim.height);
        const eps = 1e-6 * Math.max(trim.width, trim.height);
        expect(x).toBeLessThanOrEqual(trim.x + eps);
        expect(y).toBeLessThanOrEqual(trimTopDown + eps);
        expect(x + artboard.width * scale).toBeGreaterThanOrEqual(trim.x + trim.width - eps);
        expect(y + artboard.height * scale).toBeGreaterThanOrEqual(trimTopDown + trim.height - eps);
        expect(x + (artboard.width * scale) / 2).toBeCloseTo(trim.x + trim.width / 2, 6);
        // It touches the trim on at least one axis: never larger than it must be.
        expect(Math.min(Math.abs(artboard.width * scale - trim.width), Math.abs(artboard.height * scale - trim.height))).toBeLessThanOrEqual(eps);
      }),
    );
  });
});
