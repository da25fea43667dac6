import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { diskFetcher, ensureFontsBuilt } from '../../scripts/fonts/test-font-source.ts';
import type { WorkerError } from '../core/errors.ts';
import { MAX_TEXT_LENGTH } from '../protocol/font.ts';
import type { FontCatalogueEntry } from '../protocol/font.ts';
import { createFontService } from './service.ts';

beforeAll(() => ensureFontsBuilt());

const rejection = async (promise: Promise<unknown>): Promise<WorkerError> => {
  try {
    await promise;
  } catch (error) {
    return error as WorkerError;
  }
  throw new Error('expected a rejection');
};

const CHINESE = /[\u4e00-\u9fff]/;

describe('the 10-font LRU', () => {
  it('opening an 11th font evicts the least recently used one', async () => {
    const disk = diskFetcher(undefined, (path) => path.replace(/^alias-of-([^/]+)\//, '$1/'));
    // Ten real fonts plus an 11th catalogue entry backed by the same files under another id.
    const fetchBytes = async (path: string) => {
      if (path !== 'index.json') return disk.fetchBytes(path);
      const list = JSON.parse(new TextDecoder().decode(await disk.fetchBytes(path))) as FontCatalogueEntry[];
      const extra = { ...list[1], id: 'alias-of-noto-sans-sc', name: '别名', family: 'Alias', url: 'alias-of-noto-sans-sc/manifest.json' };
      return new TextEncoder().encode(JSON.stringify([...list, extra])).buffer;
    };
    const fonts = createFontService({ fetchBytes });
    const list = await fonts.catalogue();
    expect(list.length).toBeGreaterThan(11);
    expect(list.at(-1)?.id).toBe('alias-of-noto-sans-sc');
    for (const font of list.slice(0, 10)) await fonts.layoutText({ text: '标', fontName: font.id, fontSize: 40 });
    expect((await fonts.stats()).loadedFonts).toHaveLength(10);
    // Touch the first font again so the second becomes the least recently used.
    await fonts.layoutText({ text: '标', fontName: list[0]?.id ?? '', fontSize: 40 });
    await fonts.layoutText({ text: '标', fontName: 'alias-of-noto-sans-sc', fontSize: 40 });
    const stats = await fonts.stats();
    expect(stats.loadedFonts).toHaveLength(10);
    expect(stats.loadedFonts[0]).toBe('alias-of-noto-sans-sc');
    expect(stats.loadedFonts).toContain(list[0]?.id);
    expect(stats.loadedFonts).not.toContain(list[1]?.id);
    expect(stats.evictedFonts).toBe(1);
    // The evicted font works again, at the cost of a new download.
    const reads = disk.reads.length;
    const again = await fonts.layoutText({ text: '标', fontName: list[1]?.id ?? '', fontSize: 40 });
    expect(again.fontId).toBe(list[1]?.id);
    expect(disk.reads.length).toBeGreaterThan(reads);
  });
});

describe('errors the UI can show', () => {
  it('a text over the limit is TEXT_TOO_LONG, with a Chinese message', async () => {
    const fonts = createFontService({ fetchBytes: diskFetcher().fetchBytes });
    const error = await rejection(fonts.layoutText({ text: '标'.repeat(MAX_TEXT_LENGTH + 1), fontName: 'noto-serif-sc', fontSize: 40 }));
    expect(error).toMatchObject({ name: 'WorkerError', code: 'TEXT_TOO_LONG' });
    expect(error.message).toMatch(CHINESE);
  });

  it('a NaN or zero font size is BAD_REQUEST, never a NaN path', async () => {
    const fonts = createFontService({ fetchBytes: diskFetcher().fetchBytes });
    for (const fontSize of [Number.NaN, 0, -5, Infinity]) {
      const error = await rejection(fonts.layoutText({ text: '标', fontName: 'noto-serif-sc', fontSize }));
      expect(error.code).toBe('BAD_REQUEST');
    }
    const spacing = await rejection(fonts.layoutText({ text: '标', fontName: 'noto-serif-sc', fontSize: 40, letterSpacing: Number.NaN }));
    expect([spacing.code, spacing.message]).toEqual(['BAD_REQUEST', '文字参数「字间距」无效，请重新设置']);
  });

  it('a slice that fails to download is FONT_LOAD_FAILED, and a retry succeeds', async () => {
    const disk = diskFetcher();
    let broken = true;
    const fonts = createFontService({
      fetchBytes: (path) => (broken && path.endsWith('.woff') ? Promise.reject(new Error('HTTP 503')) : disk.fetchBytes(path)),
    });
    const error = await rejection(fonts.layoutText({ text: '标', fontName: 'noto-serif-sc', fontSize: 40 }));
    expect(error.code).toBe('FONT_LOAD_FAILED');
    expect(error.message).toBe('字体加载失败，请检查网络后重试');
    broken = false;
    const result = await fonts.layoutText({ text: '标', fontName: 'noto-serif-sc', fontSize: 40 });
    expect(result.pathArr[0]).not.toBe('');
  });

  it('a download that never answers times out with TIMEOUT', async () => {
    const disk = diskFetcher();
    const fonts = createFontService({
      timeoutMs: 50,
      fetchBytes: (path) => (path.endsWith('.woff') ? new Promise<ArrayBuffer>(() => {}) : disk.fetchBytes(path)),
    });
    const error = await rejection(fonts.layoutText({ text: '标', fontName: 'noto-serif-sc', fontSize: 40 }));
    expect(error.code).toBe('TIMEOUT');
    expect(error.message).toMatch(CHINESE);
  });

  it('cancel(requestId) rejects that request with CANCELLED; a newer request with the same id supersedes it', async () => {
    const disk = diskFetcher();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fonts = createFontService({ fetchBytes: async (path) => (await gate, disk.fetchBytes(path)) });
    const first = fonts.layoutText({ requestId: 'title', text: '标', fontName: 'noto-serif-sc', fontSize: 40 });
    const second = fonts.layoutText({ requestId: 'title', text: '标志', fontName: 'noto-serif-sc', fontSize: 40 });
    const other = fonts.layoutText({ requestId: 'slogan', text: '设计', fontName: 'noto-serif-sc', fontSize: 40 });
    await fonts.cancel('slogan');
    release();
    expect((await rejection(first)).code).toBe('CANCELLED');
    expect((await rejection(other)).code).toBe('CANCELLED');
    const done = await second;
    expect([done.requestId, done.dataArr.length]).toEqual(['title', 2]);
  });
});

describe('property: any text, size and spacing gives finite, parseable path data', () => {
  const alphabet = [...'标志设计中文字体龙凤，。（）《》「」ABCxyz019 !?-—…Жé\n'];
  const PATH = /^(?:[ML]-?\d+(?:\.\d+)? -?\d+(?:\.\d+)?|Q(?:-?\d+(?:\.\d+)? -?\d+(?:\.\d+)?\s?){2}|C(?:-?\d+(?:\.\d+)? -?\d+(?:\.\d+)?\s?){3}|Z)*$/;

  it('holds for random requests', async () => {
    const fonts = createFontService({ fetchBytes: diskFetcher().fetchBytes });
    const request = fc.record({
      text: fc.array(fc.constantFrom(...alphabet), { maxLength: 24 }).map((chars) => chars.join('')),
      fontName: fc.constantFrom('noto-serif-sc', 'noto-sans-sc', 'zcool-kuaile', 'lxgw-wenkai', 'nope'),
      fontSize: fc.double({ min: 8, max: 400, noNaN: true }),
      letterSpacing: fc.double({ min: -50, max: 200, noNaN: true }),
      lineSpace: fc.double({ min: -50, max: 200, noNaN: true }),
      angle: fc.oneof(fc.constant(0), fc.double({ min: -360, max: 360, noNaN: true })),
      vertical: fc.boolean(),
      italic: fc.boolean(),
      bold: fc.boolean(),
      underLine: fc.boolean(),
      deleteLine: fc.boolean(),
      align: fc.constantFrom('left' as const, 'center' as const, 'right' as const),
    });
    await fc.assert(
      fc.asyncProperty(request, async (req) => {
        const result = await fonts.layoutText(req);
        expect(result.d).toMatch(PATH);
        for (const p of result.pathArr) expect(p).toMatch(PATH);
        expect(result.d).not.toMatch(/NaN|Infinity|e[+-]/);
        const numbers = [result.width, result.height, result.ascent, result.descent, ...result.dataArr.flatMap((b) => [b.x, b.y, b.width, b.height, b.rotate])];
        expect(numbers.every(Number.isFinite)).toBe(true);
        expect(result.width).toBeGreaterThanOrEqual(0);
        expect(result.height).toBeGreaterThanOrEqual(0);
        // Every coordinate lies inside the reported box (1 px for rounding and synthetic bold).
        const coords = (result.d.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
        coords.forEach((v, i) => {
          expect(v).toBeGreaterThanOrEqual(-1);
          expect(v).toBeLessThanOrEqual((i % 2 === 0 ? result.width : result.height) + 1);
        });
      }),
      { numRuns: 150 },
    );
  });
});
