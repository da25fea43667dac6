import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyFix, contrast, MIN_CONTRAST, scanIssues } from './scanRules.ts';
import { DEFAULT_STYLE, DOT_SHAPES, type QrStyle } from './style.ts';
import { judge } from './verdict.ts';
import { EC_LEVELS } from './matrix.ts';

const hex = fc.tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 })).map((rgb) => `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`);
const styleArb: fc.Arbitrary<QrStyle> = fc.record({
  ec: fc.constantFrom(...EC_LEVELS),
  dot: fc.constantFrom(...DOT_SHAPES),
  eye: fc.constantFrom('square', 'rounded', 'circle'),
  foreground: hex,
  gradientTo: fc.option(hex, { nil: null }),
  eyeColour: hex,
  background: hex,
  transparent: fc.boolean(),
  margin: fc.integer({ min: 0, max: 8 }),
  logo: fc.option(fc.record({ data: fc.constant('data:,'), size: fc.double({ min: 0.12, max: 0.4, noNaN: true }) }), { nil: null }),
  frame: fc.constantFrom('none', 'banner', 'border'),
  caption: fc.constant('扫一扫'),
  frameColour: hex,
});

describe('scan rules', () => {
  it('the default style has nothing to say', () => {
    expect(scanIssues(DEFAULT_STYLE, 33)).toEqual([]);
  });

  it('names low contrast and offers darker dots', () => {
    const issues = scanIssues({ ...DEFAULT_STYLE, foreground: '#dddddd', eyeColour: '#dddddd' }, 33);
    expect(issues.map((i) => i.reason)).toEqual(['contrast']);
    expect(issues[0]!.fix).toMatchObject({ kind: 'darken' });
  });

  it('judges a transparent code against white paper', () => {
    expect(scanIssues({ ...DEFAULT_STYLE, background: '#000000', transparent: true }, 33)).toEqual([]);
  });

  it('names a logo too big for the error correction: raise it first, shrink at H', () => {
    const big = { ...DEFAULT_STYLE, ec: 'M' as const, logo: { data: 'data:,', size: 0.3 } };
    expect(scanIssues(big, 33)).toEqual([{ reason: 'logo', fix: { kind: 'raiseEc', ec: 'Q' } }]);
    const huge = { ...big, ec: 'H' as const, logo: { data: 'data:,', size: 0.4 } };
    expect(scanIssues(huge, 33)[0]!.fix).toMatchObject({ kind: 'shrinkLogo' });
  });

  it('names a small quiet zone and a dense code', () => {
    expect(scanIssues({ ...DEFAULT_STYLE, margin: 1 }, 33).map((i) => i.reason)).toEqual(['quietZone']);
    expect(scanIssues({ ...DEFAULT_STYLE, ec: 'Q' }, 129)).toEqual([{ reason: 'dense', fix: { kind: 'lowerEc', ec: 'M' } }]);
    expect(scanIssues({ ...DEFAULT_STYLE, ec: 'L' }, 129)).toEqual([{ reason: 'dense', fix: null }]);
  });

  it('every fix offered removes its own reason (property)', () => {
    fc.assert(
      fc.property(styleArb, fc.integer({ min: 21, max: 177 }), (style, modules) => {
        for (const issue of scanIssues(style, modules)) {
          // Density depends on the payload's module count, which a style alone cannot change (see matrix.test).
          if (!issue.fix || issue.reason === 'dense') continue;
          const after = scanIssues(applyFix(style, issue.fix), modules).map((i) => i.reason);
          expect(after).not.toContain(issue.reason);
        }
      }),
    );
  });

  it('contrast is symmetric in size and says which side is darker', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(-21);
    expect(Math.abs(contrast('#777777', '#ffffff'))).toBeGreaterThan(MIN_CONTRAST);
  });
});

describe('verdict', () => {
  it('readable only when the decoder read the payload and no rule fired', () => {
    expect(judge(DEFAULT_STYLE, 33, 'x', ['x']).readable).toBe(true);
    expect(judge(DEFAULT_STYLE, 33, 'x', [])).toMatchObject({ readable: false, issues: [{ reason: 'style', fix: null }] });
    expect(judge({ ...DEFAULT_STYLE, dot: 'diamond' }, 33, 'x', [])).toMatchObject({ readable: false, issues: [{ reason: 'style', fix: { kind: 'plainDots' } }] });
    expect(judge({ ...DEFAULT_STYLE, margin: 0 }, 33, 'x', ['x']).readable).toBe(false);
    expect(judge(DEFAULT_STYLE, 33, 'x', null).readable).toBe(true);
  });
});
