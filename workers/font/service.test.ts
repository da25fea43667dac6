import { beforeAll, describe, expect, it } from 'vitest';
import { diskFetcher, ensureFontsBuilt } from '../../scripts/fonts/test-font-source.ts';
import type { TextLayoutRequest, TextLayoutResult } from '../protocol/font.ts';
import { createFontService } from './service.ts';

beforeAll(() => ensureFontsBuilt());

const NUMBER = /-?\d+(\.\d+)?/g;
const numbersIn = (d: string) => (d.match(NUMBER) ?? []).map(Number);

function service() {
  const disk = diskFetcher();
  return { disk, fonts: createFontService({ fetchBytes: disk.fetchBytes }) };
}

const base: TextLayoutRequest = { text: '标志设计', fontName: 'noto-serif-sc', fontSize: 90 };

describe('first text in an unloaded font', () => {
  it('after the picker prefetched the manifests, downloads only the slices, and each manifest once', async () => {
    const { disk, fonts } = service();
    const catalogue = await fonts.catalogue();
    expect(await fonts.prefetchManifests()).toBe(catalogue.length);
    const manifests = disk.reads.map((r) => r.path).filter((p) => p.endsWith('manifest.json'));
    expect(manifests).toHaveLength(catalogue.length);
    const before = disk.reads.length;
    const result = await fonts.layoutText({ ...base, fontName: 'zhi-mang-xing' });
    const after = disk.reads.slice(before).map((r) => r.path);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((p) => /^zhi-mang-xing\/[^/]+\.woff$/.test(p))).toBe(true);
    expect(result.fontId).toBe('zhi-mang-xing');
    expect(result.pathArr.every((p) => p.startsWith('M'))).toBe(true);
    // A second prefetch finds every manifest already held or open: nothing is fetched again.
    expect(await fonts.prefetchManifests()).toBe(0);
    expect(disk.reads.filter((r) => r.path.endsWith('manifest.json'))).toHaveLength(catalogue.length);
  });

  it('downloads only the catalogue, the manifest and the two slices holding 标志设计 (≤ 300 KB)', async () => {
    const { disk, fonts } = service();
    const result = await fonts.layoutText({ ...base, fontName: 'ma-shan-zheng' });
    expect(disk.reads.map((r) => r.path)).toEqual([
      'index.json',
      'ma-shan-zheng/manifest.json',
      expect.stringMatching(/^ma-shan-zheng\/ma-shan-zheng-11[57](\.\d+)?-400-normal\.woff$/),
      expect.stringMatching(/^ma-shan-zheng\/ma-shan-zheng-11[57](\.\d+)?-400-normal\.woff$/),
    ]);
    expect(new Set(disk.reads.map((r) => r.path)).size).toBe(4);
    expect(disk.totalBytes()).toBeLessThanOrEqual(300 * 1024);
    expect((await fonts.stats()).bytesFetched).toBe(disk.totalBytes());
    expect(result.fontId).toBe('ma-shan-zheng');
    expect(result.missing).toEqual([]);
    expect(result.fallbackChars).toEqual([]);
    expect(result.d.length).toBeGreaterThan(200);
    expect(result.d).not.toMatch(/NaN|Infinity/);
    expect(result.pathArr).toHaveLength(4);
    expect(result.pathArr.every((p) => p.startsWith('M'))).toBe(true);
    expect(result.dataArr.map((b) => b.char).join('')).toBe('标志设计');
  });

  it('a second text in the same slices downloads nothing more', async () => {
    const { disk, fonts } = service();
    await fonts.layoutText(base);
    const before = disk.reads.length;
    await fonts.layoutText({ ...base, text: '设计标志' });
    expect(disk.reads.length).toBe(before);
    expect((await fonts.stats()).cacheHits).toBeGreaterThan(0);
  });
});

describe('metrics', () => {
  it('width grows with letterSpacing, by (n - 1) × spacing', async () => {
    const { fonts } = service();
    const tight = await fonts.layoutText(base);
    const loose = await fonts.layoutText({ ...base, letterSpacing: 20 });
    expect(loose.width).toBeCloseTo(tight.width + 3 * 20, 1);
    expect(tight.width).toBeGreaterThan(3 * 90);
    expect(tight.height).toBeCloseTo(90, 0);
  });

  it('lines stack with lineSpace and align left, centre or right', async () => {
    const { fonts } = service();
    const one = await fonts.layoutText({ ...base, text: '标志' });
    const two = await fonts.layoutText({ ...base, text: '标志设计\n标志', lineSpace: 30, align: 'right' });
    expect(two.height).toBeCloseTo(one.height * 2 + 30, 0);
    const [first, second] = two.lines;
    expect(second?.x).toBeCloseTo((first?.width ?? 0) - (second?.width ?? 0), 1);
    const centred = await fonts.layoutText({ ...base, text: '标志设计\n标志', align: 'center' });
    expect(centred.lines[1]?.x).toBeCloseTo(((first?.width ?? 0) - (second?.width ?? 0)) / 2, 1);
  });

  it('vertical text is taller than wide; Latin turns 90°, ideographs stay upright', async () => {
    const { fonts } = service();
    const result = await fonts.layoutText({ ...base, text: '标志AB设计', vertical: true });
    expect(result.height).toBeGreaterThan(result.width * 3);
    const rotate = Object.fromEntries(result.dataArr.map((b) => [b.char, b.rotate]));
    expect(rotate).toMatchObject({ 标: 0, A: 90, B: 90, 计: 0 });
    const ys = result.dataArr.map((b) => b.y);
    expect([...ys].sort((a, b) => a - b)).toEqual(ys);
  });

  it('vertical columns run right to left', async () => {
    const { fonts } = service();
    const result = await fonts.layoutText({ ...base, text: '标志\n设计', vertical: true });
    expect(result.lines[0]?.x).toBeGreaterThan(result.lines[1]?.x ?? Infinity);
  });

  it('vertical punctuation uses the vertical form: （ becomes ︵', async () => {
    const { fonts } = service();
    const vertical = await fonts.layoutText({ ...base, text: '（标）', vertical: true });
    const horizontal = await fonts.layoutText({ ...base, text: '（标）' });
    expect(vertical.missing).toEqual([]);
    expect(vertical.pathArr[0]).not.toBe('');
    // The upright vertical form is a wide, short arc across the column; the horizontal one is tall and narrow.
    const span = (p: string, axis: 0 | 1) => {
      const values = numbersIn(p).filter((_, i) => i % 2 === axis);
      return Math.max(...values) - Math.min(...values);
    };
    expect(span(vertical.pathArr[0] ?? '', 0)).toBeGreaterThan(span(vertical.pathArr[0] ?? '', 1));
    expect(span(horizontal.pathArr[0] ?? '', 1)).toBeGreaterThan(span(horizontal.pathArr[0] ?? '', 0));
  });

  it('arc text differs from straight text and turns each glyph along the curve', async () => {
    const { fonts } = service();
    const straight = await fonts.layoutText(base);
    const up = await fonts.layoutText({ ...base, angle: 120 });
    const down = await fonts.layoutText({ ...base, angle: -120 });
    expect(up.d).not.toBe(straight.d);
    const turns = up.dataArr.map((b) => b.rotate);
    expect(turns[0]).toBeLessThan(0);
    expect(turns[3]).toBeGreaterThan(0);
    expect(down.dataArr.map((b) => b.rotate)[0]).toBeGreaterThan(0);
    // Bending 4 glyphs over 120° lifts the middle ones above the ends (and the reverse for a smile).
    const centreY = (r: TextLayoutResult, i: number) => (r.dataArr[i]?.y ?? 0) + (r.dataArr[i]?.height ?? 0) / 2;
    expect(centreY(up, 1)).toBeLessThan(centreY(up, 0));
    expect(centreY(down, 1)).toBeGreaterThan(centreY(down, 0));
  });

  it('italic slants the outlines and widens the box', async () => {
    const { fonts } = service();
    const upright = await fonts.layoutText(base);
    const italic = await fonts.layoutText({ ...base, italic: true });
    expect(italic.d).not.toBe(upright.d);
    expect(italic.width).toBeGreaterThan(upright.width);
  });

  it('underline and strike-through add bars to d under and across the text', async () => {
    const { fonts } = service();
    const plain = await fonts.layoutText({ ...base, text: 'ab' });
    const lined = await fonts.layoutText({ ...base, text: 'ab', underLine: true, deleteLine: true });
    expect(lined.d.startsWith(lined.pathArr.join(''))).toBe(true);
    const bars = lined.d.slice(lined.pathArr.join('').length);
    expect(bars.match(/M/g)).toHaveLength(2);
    expect(plain.pathArr.join('')).not.toBe('');
  });
});

describe('profiling marks', () => {
  it('names each layout, each slice download and the manifest in the worker’s User Timing', async () => {
    const { fonts } = service();
    performance.clearMeasures();
    await fonts.layoutText({ ...base, fontName: 'long-cang' });
    const names = performance.getEntriesByType('measure').map((e) => e.name);
    expect(names).toEqual(expect.arrayContaining(['font:catalogue', 'font:fetch-manifest', 'font:fetch-slice', 'font:layout:compose', 'font:layout']));
    const slices = performance.getEntriesByName('font:fetch-slice', 'measure') as PerformanceMeasure[];
    expect(slices.map((e) => e.detail)).toEqual(expect.arrayContaining([expect.stringMatching(/^long-cang-\d+(\.\d+)?-400-normal\.woff$/)]));
    const [layout] = performance.getEntriesByName('font:layout', 'measure') as PerformanceMeasure[];
    expect(layout?.detail).toEqual({ fontId: 'long-cang', chars: 4 });
  });
});

describe('fonts and fallbacks', () => {
  it('an unknown font name falls back to the default font (思源宋体)', async () => {
    const { fonts } = service();
    const result = await fonts.layoutText({ ...base, fontName: '不存在的字体' });
    expect(result.fontId).toBe('noto-serif-sc');
    expect(result.fontFallback).toBe(true);
    expect(result.d.length).toBeGreaterThan(200);
  });

  it('finds fonts by id, Chinese name or family name', async () => {
    const { fonts } = service();
    for (const name of ['zcool-kuaile', '站酷快乐体', 'ZCOOL KuaiLe']) {
      const result = await fonts.layoutText({ ...base, fontName: name });
      expect([result.fontId, result.fontFallback]).toEqual(['zcool-kuaile', false]);
    }
  });

  it('a character the chosen font lacks comes from the default font', async () => {
    const { disk, fonts } = service();
    const result = await fonts.layoutText({ ...base, text: '标Ж', fontName: 'zcool-kuaile' });
    expect(result.fallbackChars).toEqual(['Ж']);
    expect(result.dataArr.map((b) => b.fontId)).toEqual(['zcool-kuaile', 'noto-serif-sc']);
    expect(result.pathArr[1]).not.toBe('');
    expect(disk.reads.some((r) => r.path.startsWith('noto-serif-sc/noto-serif-sc-cyrillic'))).toBe(true);
  });

  it('bold uses the 700 slices where the font has them, and a stroke flag where it does not', async () => {
    const { disk, fonts } = service();
    const regular = await fonts.layoutText(base);
    const bold = await fonts.layoutText({ ...base, bold: true });
    expect(disk.reads.some((r) => /noto-serif-sc-11[57](\.\d+)?-700-normal\.woff$/.test(r.path))).toBe(true);
    expect(bold.d).not.toBe(regular.d);
    expect(bold.syntheticBoldStroke).toBe(0);
    const synthetic = await fonts.layoutText({ ...base, fontName: 'zcool-kuaile', bold: true });
    expect(synthetic.syntheticBoldStroke).toBeCloseTo(3, 5);
    expect(disk.reads.some((r) => r.path.includes('zcool-kuaile') && r.path.includes('-700-'))).toBe(false);
  });

  it('a Latin display face draws Latin itself and each Chinese character from the default font', async () => {
    const { disk, fonts } = service();
    const result = await fonts.layoutText({ ...base, text: 'Logo标志', fontName: 'pacifico' });
    expect(result.fontId).toBe('pacifico');
    expect(result.fontFallback).toBe(false);
    expect(result.missing).toEqual([]);
    expect(result.fallbackChars).toEqual(['标', '志']);
    expect(result.dataArr.map((b) => b.fontId)).toEqual(['pacifico', 'pacifico', 'pacifico', 'pacifico', 'noto-serif-sc', 'noto-serif-sc']);
    expect(result.pathArr.every((p) => p.length > 20)).toBe(true);
    // Only the Latin slice of Pacifico and the two CJK slices of the default font were needed.
    expect(disk.reads.filter((r) => r.path.startsWith('pacifico/') && r.path.endsWith('.woff')).map((r) => r.path)).toEqual(['pacifico/pacifico-latin-400-normal.woff']);
    expect(disk.totalBytes()).toBeLessThanOrEqual(300 * 1024);
    // The same word in the default font has other outlines for the Latin letters only.
    const serif = await fonts.layoutText({ ...base, text: 'Logo标志' });
    expect(result.pathArr.slice(0, 4)).not.toEqual(serif.pathArr.slice(0, 4));
  });

  it('finds every Latin display face by id, Chinese name and family; Playfair has a real bold', async () => {
    const { fonts } = service();
    const names: [string, string][] = [['bebas-neue', 'Bebas Neue'], ['lobster', 'Lobster 花体'], ['playfair-display', 'Playfair Display'], ['righteous', 'Righteous 圆体'], ['pacifico', 'Pacifico']];
    for (const [id, name] of names) {
      const result = await fonts.layoutText({ ...base, text: 'Aa', fontName: name });
      expect([result.fontId, result.fontFallback, result.fallbackChars]).toEqual([id, false, []]);
    }
    const bold = await fonts.layoutText({ ...base, text: 'Aa', fontName: 'playfair-display', bold: true });
    expect(bold.syntheticBoldStroke).toBe(0);
    const fake = await fonts.layoutText({ ...base, text: 'Aa', fontName: 'lobster', bold: true });
    expect(fake.syntheticBoldStroke).toBeGreaterThan(0);
  });

  it('re-sliced LXGW WenKai draws from its own small slices', async () => {
    const { disk, fonts } = service();
    const result = await fonts.layoutText({ ...base, fontName: '霞鹜文楷' });
    expect(result.fontId).toBe('lxgw-wenkai');
    expect(result.missing).toEqual([]);
    expect(disk.totalBytes()).toBeLessThanOrEqual(300 * 1024);
  });
});
