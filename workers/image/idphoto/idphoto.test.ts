import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMask } from '../../core/image/pixels.ts';
import { renderScene } from '../testing/synthetic.ts';
import { CROWN_MARGIN, fallbackFrame, HEAD_SHARE, headMetrics, idPhotoFrame } from './placement.ts';
import { sheetLayout } from './sheet.ts';
import { ID_PHOTO_SIZES, mmToPixels, SIX_INCH_SHEET } from '../../core/image/idphoto/sizes.ts';

describe('ID photo sizes (300 dpi)', () => {
  it('1寸 is 295×413 and 2寸 413×579, matching their millimetres', () => {
    expect(ID_PHOTO_SIZES.one).toMatchObject({ width: 295, height: 413 });
    expect(ID_PHOTO_SIZES.two).toMatchObject({ width: 413, height: 579 });
    for (const size of Object.values(ID_PHOTO_SIZES)) {
      expect(Math.abs(mmToPixels(size.mm[0]) - size.width)).toBeLessThanOrEqual(1);
      expect(Math.abs(mmToPixels(size.mm[1]) - size.height)).toBeLessThanOrEqual(1);
    }
    expect(SIX_INCH_SHEET).toEqual({ width: 1800, height: 1200 });
  });
});

describe('head placement from the person mask', () => {
  it('finds the crown, centre and head width of a portrait and frames it by the rules', () => {
    const scene = renderScene(200, 260, 'plain', 'portrait');
    const metrics = headMetrics(scene.alpha);
    if (!metrics) throw new Error('no head found');
    // The drawn head: an ellipse 60 px wide whose top is at 0.205 × 260 ≈ 53.
    expect(metrics.crown).toBeGreaterThanOrEqual(52);
    expect(metrics.crown).toBeLessThanOrEqual(55);
    expect(metrics.centreX).toBeCloseTo(100, 0);
    expect(metrics.headWidth).toBeGreaterThanOrEqual(58);
    expect(metrics.headWidth).toBeLessThanOrEqual(62);
    const frame = idPhotoFrame(metrics, ID_PHOTO_SIZES.one);
    expect(frame.width / frame.height).toBeCloseTo(295 / 413, 6);
    expect((metrics.crown - frame.y) / frame.height).toBeCloseTo(CROWN_MARGIN, 6);
    expect(metrics.headHeight / frame.height).toBeCloseTo(HEAD_SHARE, 6);
    expect(frame.x + frame.width / 2).toBeCloseTo(metrics.centreX, 6);
  });

  it('finds nothing in an empty mask, and falls back to a centred frame', () => {
    expect(headMetrics(createMask(50, 50))).toBeNull();
    const frame = fallbackFrame({ width: 400, height: 300 }, ID_PHOTO_SIZES.two);
    expect(frame.height).toBe(300);
    expect(frame.x + frame.width / 2).toBeCloseTo(200);
  });
});

describe('6-inch print sheet', () => {
  it('fits twelve 1寸 or four 2寸 photos', () => {
    expect(sheetLayout(ID_PHOTO_SIZES.one).photos).toHaveLength(12);
    expect(sheetLayout(ID_PHOTO_SIZES.two).photos).toHaveLength(4);
  });

  it('photos lie on the paper, apart, none overlapping, and no orientation holds more', () => {
    fc.assert(
      fc.property(fc.integer({ min: 150, max: 900 }), fc.integer({ min: 150, max: 900 }), (width, height) => {
        const sheet = sheetLayout({ width, height });
        expect([sheet.width, sheet.height].sort()).toEqual([1200, 1800]);
        sheet.photos.forEach((p, i) => {
          expect(p.x).toBeGreaterThanOrEqual(30);
          expect(p.y).toBeGreaterThanOrEqual(30);
          expect(p.x + p.width).toBeLessThanOrEqual(sheet.width - 30);
          expect(p.y + p.height).toBeLessThanOrEqual(sheet.height - 30);
          for (const q of sheet.photos.slice(i + 1)) {
            const apart = q.x >= p.x + p.width + 24 || p.x >= q.x + q.width + 24 || q.y >= p.y + p.height + 24 || p.y >= q.y + q.height + 24;
            expect(apart).toBe(true);
          }
        });
        const cols = (w: number) => Math.floor((w - 60 + 24) / (width + 24));
        const rows = (h: number) => Math.floor((h - 60 + 24) / (height + 24));
        expect(sheet.photos.length).toBe(Math.max(cols(1800) * rows(1200), cols(1200) * rows(1800)));
      }),
    );
  });
});
