import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blend, contrastRatio, legibleColour, seenContrast, toHex } from './colour.ts';
import { paletteRoles, parsePalette } from './palette.ts';

const colour = fc.record({ r: fc.integer({ min: 0, max: 255 }), g: fc.integer({ min: 0, max: 255 }), b: fc.integer({ min: 0, max: 255 }) }).map(toHex);

describe('WCAG contrast', () => {
  it('is 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#69d2e7', '#69d2e7')).toBe(1);
    // WCAG's own example: #767676 on white is the lightest grey that passes 4.5:1.
    expect(contrastRatio('#767676', '#fff')).toBeGreaterThanOrEqual(4.5);
  });

  it('sees a half-transparent colour as its blend with the background', () => {
    expect(blend('#000000', 0.5, '#ffffff')).toBe('#808080');
    expect(seenContrast('#000000', 0.8, '#ffffff')).toBeLessThan(contrastRatio('#000000', '#ffffff'));
  });

  it('always finds a colour that reaches 3:1, at full opacity and at the slogan opacity .8', () => {
    fc.assert(
      fc.property(colour, colour, fc.array(colour, { maxLength: 4 }), fc.constantFrom(1, 0.8), (preferred, background, others, opacity) => {
        const chosen = legibleColour(preferred, background, others, 3, opacity);
        expect(seenContrast(chosen, opacity, background)).toBeGreaterThanOrEqual(3);
        if (seenContrast(preferred, opacity, background) >= 3) expect(chosen).toBe(preferred);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('palettes (spec: comma-separated colour lists)', () => {
  it('parses a list, dropping what is not a colour', () => {
    expect(parsePalette('#69d2e7, #a7dbd8,nonsense,#FFF,')).toEqual(['#69d2e7', '#a7dbd8', '#FFF']);
  });

  it('uses up to four colours as main, text, accent, stroke; third falls back to second, fourth to first', () => {
    expect(paletteRoles(['#111', '#222', '#333', '#444', '#555'])).toEqual({ main: '#111', text: '#222', accent: '#333', stroke: '#444' });
    expect(paletteRoles(['#111', '#222', '#333'])).toEqual({ main: '#111', text: '#222', accent: '#333', stroke: '#111' });
    expect(paletteRoles(['#111', '#222'])).toEqual({ main: '#111', text: '#222', accent: '#222', stroke: '#111' });
    expect(paletteRoles(['#111'])).toEqual({ main: '#111', text: '#111', accent: '#111', stroke: '#111' });
  });
});
