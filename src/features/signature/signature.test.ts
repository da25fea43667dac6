import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../../workers/core/model/index.ts';
import { padDocument, SIGN_CANVAS, signatureDocument, type SignOutline } from './document.ts';
import { outlinePath, strokeOutline } from './ink.ts';
import { checkName } from './name.ts';
import { SIGN_LAYOUTS, STYLES_PAGE_SIZE, stylesFor, VARIANT_OF, variantText } from './styles.ts';

function outline(text: string, width = 600, height = 200): SignOutline {
  const chars = Array.from(text.replace('\n', ''));
  const w = width / chars.length;
  return {
    text,
    fontName: 'long-cang',
    fontSize: 160,
    italic: false,
    letterSpacing: 0,
    lineSpace: 0,
    pathArr: chars.map((_, i) => `M${i * w} 0h${w}v${height}h${-w}z`),
    dataArr: chars.map((_, i) => ({ d: `M${i * w} 0h${w}v${height}h${-w}z`, x: i * w, y: 0, width: w, height })),
    width,
    height,
    boldStroke: 0,
  };
}

describe('names', () => {
  it('takes 1–8 Chinese or Latin characters', () => {
    expect(checkName(' 张三 ')).toEqual({ ok: true, name: '张三', script: 'han' });
    expect(checkName('Jo-Ann')).toMatchObject({ ok: true, script: 'latin' });
    expect(checkName('欧阳·娜娜')).toMatchObject({ ok: true, script: 'han' });
    expect(checkName('')).toEqual({ ok: false, reason: 'empty' });
    expect(checkName('一二三四五六七八九')).toEqual({ ok: false, reason: 'tooLong' });
    expect(checkName('张三1')).toEqual({ ok: false, reason: 'badChars' });
    expect(checkName('😀')).toEqual({ ok: false, reason: 'badChars' });
  });
});

describe('styles', () => {
  it('a Chinese name gets 24 styles in the four brush fonts; a Latin name adds the script faces', () => {
    const han = stylesFor('han');
    expect(han).toHaveLength(24);
    expect(new Set(han.map((s) => s.font))).toEqual(new Set(['ma-shan-zheng', 'long-cang', 'liu-jian-mao-cao', 'zhi-mang-xing']));
    expect(stylesFor('latin')).toHaveLength(36);
    expect(new Set(han.map((s) => s.id)).size).toBe(han.length);
    // The first page shows every font.
    expect(new Set(han.slice(0, STYLES_PAGE_SIZE).map((s) => s.font)).size).toBe(4);
  });

  it('stacked splits a name over two lines, words before characters', () => {
    expect(variantText('张三丰', 'stacked')).toBe('张三\n丰');
    expect(variantText('Anna Li Wu', 'stacked')).toBe('Anna Li\nWu');
    expect(variantText('王', 'stacked')).toBe('王');
    expect(variantText('王五', 'plain')).toBe('王五');
  });
});

describe('signature documents', () => {
  it('every layout makes a valid transparent document with the name inside the canvas (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SIGN_LAYOUTS), fc.integer({ min: 20, max: 3000 }), fc.integer({ min: 20, max: 1500 }), (layout, width, height) => {
        const doc = signatureDocument(outline(variantText('张三丰', VARIANT_OF[layout]), width, height), layout);
        const parsed = parseDocument(doc);
        expect(parsed.ok).toBe(true);
        expect(doc.layers[0]).toMatchObject({ type: 'rect', fill: 'transparent' });
        const text = doc.layers.find((l) => l.type === 'text')!;
        const w = text.width * text.scale;
        const h = text.height * text.scale;
        const cx = text.x + text.width / 2;
        const cy = text.y + text.height / 2;
        expect(cx - w / 2).toBeGreaterThanOrEqual(0);
        expect(cx + w / 2).toBeLessThanOrEqual(SIGN_CANVAS.width);
        expect(cy - h / 2).toBeGreaterThanOrEqual(0);
        expect(cy + h / 2).toBeLessThanOrEqual(SIGN_CANVAS.height);
      }),
    );
  });

  it('flourish and signed add an underline stroke, connected joins neighbouring characters', () => {
    expect(signatureDocument(outline('张三'), 'flourish').layers.map((l) => l.id)).toContain('sign-flourish');
    expect(signatureDocument(outline('张三'), 'signed').layers.map((l) => l.id)).toContain('sign-flourish');
    expect(signatureDocument(outline('张三'), 'line').layers).toHaveLength(2);
    const links = signatureDocument(outline('张三丰'), 'connected').layers.find((l) => l.id === 'sign-links');
    expect(links?.type === 'path' && links.text.match(/M/g)).toHaveLength(2);
    expect(signatureDocument(outline('张三'), 'slant').layers[1]!.rotate).not.toBe(0);
  });
});

describe('pad ink', () => {
  it('a stroke becomes one closed vector path, and the pad a document of those paths', () => {
    const points: [number, number, number][] = Array.from({ length: 20 }, (_, i) => [10 + i * 8, 50 + Math.sin(i / 3) * 20, 0.5]);
    const d = outlinePath(strokeOutline(points, 10, true));
    expect(d).toMatch(/^M[\d.]+ [\d.]+Q.*Z$/);
    const doc = padDocument([{ d, colour: '#111111' }, { d, colour: '#c9302c' }], { width: 360, height: 220 });
    expect(parseDocument(doc).ok).toBe(true);
    expect(doc.layers.filter((l) => l.type === 'path')).toHaveLength(2);
    expect(outlinePath([])).toBe('');
  });
});
