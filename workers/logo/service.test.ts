import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expose } from 'comlink';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FONTS_OUT_DIR } from '../../scripts/fonts/build-font-slices.mjs';
import { testCatalogue } from '../../scripts/catalogue/test-catalogue.ts';
import { diskFetcher } from '../../scripts/fonts/test-font-source.ts';
import { parseDocument, type LogoDocument, type TextLayer } from '../core/model/index.ts';
import { CATALOGUE_LOAD_FAILED } from '../core/catalogue/client.ts';
import { TEMPLATE_BROKEN } from '../core/logo/templateFile.ts';
import { generatorCatalogue, iconMatches } from '../core/logo/generatorCatalogue.ts';
import { chooseMark, monogramMark } from '../core/logo/match/iconMatch.ts';
import { estimateText, fontMeasure, generateLogo } from '../core/logo/generate/index.ts';
import { batchSeeds } from '../../src/features/logo/hooks/seeds.ts';
import { generateMonogram } from '../core/logo/monogram/monogram.ts';
import { generateNameLogo, NAME_LOGO_STYLES } from '../core/logo/nameLogo/nameLogo.ts';
import { createFontService } from '../font/service.ts';
import type { LogoRequest } from '../protocol/logo.ts';
import { createLogoApi } from './api.ts';
import { catalogueAt, createLogoService } from './service.ts';

const BASE = 'http://logo.test/';
const files = new Map<string, unknown>();
/** The static files as the server serves them; a missing one is a 404. */
const fetchFile: typeof fetch = async (input) => {
  const body = files.get(new URL(String(input)).pathname.slice(1));
  return body === undefined ? new Response('not found', { status: 404 }) : new Response(JSON.stringify(body));
};

beforeAll(async () => {
  const { icons, palettes } = await testCatalogue();
  // Two pages of real icons: one trade's and generic ones.
  const food = icons.filter((icon) => icon.categories?.[0] === '餐饮').slice(0, 30);
  const generic = icons.filter((icon) => icon.categories?.[0] === '通用').slice(0, 30);
  const item = (icon: (typeof icons)[number], p: number) => ({ id: icon.id, n: icon.name, k: [icon.name], c: [...(icon.categories ?? [])], py: '', jp: '', p });
  files.set('catalogue/index.json', { version: '1', files: { icons: { url: 'catalogue/icons.json', v: '1' }, colors: { url: 'catalogue/colors.json', v: '1' } }, templates: { url: 't', v: '1', count: 0 }, cards: { url: 'c', v: '1', count: 0 } });
  files.set('catalogue/icons.json', { name: 'icons', url: 'catalogue/icons/page-{page}.json', page_num: 2, categories: ['餐饮', '通用'], items: [...food.map((i) => item(i, 1)), ...generic.map((i) => item(i, 2))] });
  files.set('catalogue/icons/page-1.json', Object.fromEntries(food.map((i) => [i.id, i.d])));
  files.set('catalogue/icons/page-2.json', Object.fromEntries(generic.map((i) => [i.id, i.d])));
  files.set('catalogue/colors.json', palettes.slice(0, 200));
  files.set('fonts/index.json', JSON.parse(readFileSync(join(FONTS_OUT_DIR, 'index.json'), 'utf8')));
  const template = await generateLogo({ title: '旧名字', slogan: '旧口号', seed: 7 }, { icons: food, palettes, fonts: ['noto-serif-sc'] }, estimateText);
  files.set('catalogue/templates/T1.json', template.doc);
  files.set('catalogue/templates/broken.json', { not: 'a logo' });
});

const REQUEST: LogoRequest = { title: '星光咖啡', slogan: '用心做好每一杯', industry: '餐饮', style: 'any' };
const textLayer = (doc: LogoDocument, id: string) => doc.layers.find((l): l is TextLayer => l.id === id && l.type === 'text');
const svgOf = (thumb: string) => decodeURIComponent(thumb.slice(thumb.indexOf(',') + 1));

function setUp() {
  const disk = diskFetcher();
  const fonts = createFontService({ fetchBytes: disk.fetchBytes });
  let layouts = 0;
  const service = createLogoService({
    catalogue: catalogueAt(BASE, fetchFile),
    layoutText: (request) => {
      layouts += 1;
      return fonts.layoutText(request);
    },
  });
  return { service, fonts, disk, layouts: () => layouts };
}

describe('logo worker: candidates', () => {
  it('makes the very logo the generator makes on its own, as a valid document with an SVG thumbnail', async () => {
    const { service, fonts } = setUp();
    const measure = fontMeasure((request) => fonts.layoutText(request));
    const catalogue = await generatorCatalogue('餐饮', catalogueAt(BASE, fetchFile));
    const matches = await iconMatches(catalogueAt(BASE, fetchFile), REQUEST.title, REQUEST.industry);
    const kinds = new Set<string>();
    for (const seed of batchSeeds(99, 0, 12)) {
      const made = await service.generate(REQUEST, seed);
      // The mark the worker chose for this seed: icons of a word of the name or of the industry, or a monogram.
      const mark = chooseMark(seed, matches);
      kinds.add(mark.kind);
      const direct =
        mark.kind === 'monogram'
          ? { doc: await generateMonogram({ mark: monogramMark(REQUEST.title), caption: REQUEST.title, subcaption: REQUEST.slogan, style: mark.layout === 'emblem' ? 'circle' : 'square', seed, slots: { mark: '', caption: 'title' } }, catalogue, measure) }
          : await generateLogo({ title: REQUEST.title, slogan: REQUEST.slogan, seed, icons: mark.icons }, catalogue, measure);
      expect(made.seed).toBe(seed);
      expect(made.doc).toEqual(direct.doc);
      expect(parseDocument(JSON.parse(JSON.stringify(made.doc))).ok).toBe(true);
      expect(textLayer(made.doc, mark.kind === 'monogram' ? 'caption' : 'title')?.pathArr.length).toBe(4);
      expect(made.thumb.startsWith('data:image/svg+xml')).toBe(true);
      expect((svgOf(made.thumb).match(/<path /g) ?? []).length).toBeGreaterThanOrEqual(3);
      // The slogan is on every candidate, monograms included.
      expect(textLayer(made.doc, 'slogan')?.text).toContain(REQUEST.slogan);
    }
    expect([...kinds].sort()).toEqual(['icons', 'monogram']);
  });

  it('uses only the industry\'s icons, and one layout kind when a style is chosen', async () => {
    const { service } = setUp();
    const foodPaths = Object.values(files.get('catalogue/icons/page-1.json') as Record<string, string>);
    for (const seed of batchSeeds(5, 0)) {
      const { doc } = await service.generate({ ...REQUEST, style: 'left-right' }, seed);
      const icon = doc.layers.find((l) => l.type === 'icon');
      const title = textLayer(doc, 'title');
      expect(foodPaths.some((d) => icon?.type === 'icon' && icon.data.includes(`d="${d}"`))).toBe(true);
      // Left-right: the text starts right of the icon.
      expect(title?.x).toBeGreaterThan((icon?.x ?? 0) + (icon?.width ?? 0) - 1);
    }
  });

  it('after the warm-up, 12 candidates download no font file and evict no font', async () => {
    const { service, fonts, disk } = setUp();
    await service.warm({ title: REQUEST.title, slogan: REQUEST.slogan, industry: REQUEST.industry });
    const warmed = disk.reads.length;
    expect(warmed).toBeGreaterThan(0);
    const made = await Promise.all(batchSeeds(12345, 0).map((seed) => service.generate(REQUEST, seed)));
    expect(made).toHaveLength(12);
    expect(disk.reads.slice(warmed).map((r) => r.path)).toEqual([]);
    expect((await fonts.stats()).evictedFonts).toBe(0);
  });

  it('the same words again cost no layout: regenerating or scrolling back is instant', async () => {
    const { service, layouts } = setUp();
    const first = await service.generate(REQUEST, 42);
    const before = layouts();
    expect(await service.generate(REQUEST, 42)).toEqual(first);
    expect(layouts()).toBe(before);
  });
});

describe('logo worker: one-tap templates and failures', () => {
  it('fills a template with the user\'s words, laid out in the template\'s font', async () => {
    const { service } = setUp();
    const { doc, thumb } = await service.fillTemplate('catalogue/templates/T1.json', { title: '星光咖啡', slogan: '' });
    expect(textLayer(doc, 'title')).toMatchObject({ text: '星光咖啡', complete: true });
    expect(textLayer(doc, 'title')?.pathArr.length).toBe(4);
    expect(textLayer(doc, 'slogan')).toBeUndefined();
    expect(svgOf(thumb)).toContain('<path ');
  });

  it('says what went wrong in words the page can show', async () => {
    const { service } = setUp();
    await expect(service.fillTemplate('catalogue/templates/missing.json', { title: '星光', slogan: '' })).rejects.toMatchObject({ name: 'WorkerError', message: CATALOGUE_LOAD_FAILED });
    await expect(service.fillTemplate('catalogue/templates/broken.json', { title: '星光', slogan: '' })).rejects.toMatchObject({ name: 'WorkerError', code: 'BAD_REQUEST', message: TEMPLATE_BROKEN });
    // The warm-up only tries: it never fails the page.
    await expect(createLogoService({ catalogue: catalogueAt('http://nowhere.test/', fetchFile), layoutText: () => Promise.reject(new Error('x')) }).warm({ title: '星光', slogan: '', industry: '' })).resolves.toBeUndefined();
  });
});

describe('logo worker: surname logos', () => {
  it('makes every name logo style the generator makes on its own, with their thumbnails', async () => {
    const { service, fonts } = setUp();
    const measure = fontMeasure((request) => fonts.layoutText(request));
    const logos = await service.surnameLogos({ mark: '欧阳娜娜', caption: 'OUYANG', seed: 42 });
    expect(logos.map((l) => l.style)).toEqual([...NAME_LOGO_STYLES]);
    const palettes = files.get('catalogue/colors.json') as string[];
    const fontList = (files.get('fonts/index.json') as Array<{ id: string }>).map((f) => f.id);
    for (const logo of logos) {
      const direct = await generateNameLogo({ name: '欧阳娜娜', caption: 'OUYANG', style: logo.style, seed: 42 }, { palettes, fonts: fontList }, measure);
      expect(logo.doc).toEqual(direct);
      expect(parseDocument(JSON.parse(JSON.stringify(logo.doc))).ok).toBe(true);
      expect(svgOf(logo.thumb)).toContain('<path ');
    }
  });

  it('says so when the palettes cannot load', async () => {
    const { layoutText } = createFontService({ fetchBytes: diskFetcher().fetchBytes });
    const offline: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    const broken = createLogoService({ catalogue: catalogueAt(BASE, offline), layoutText });
    await expect(broken.surnameLogos({ mark: '王', caption: '', seed: 1 })).rejects.toMatchObject({ name: 'WorkerError', message: CATALOGUE_LOAD_FAILED });
  });
});

describe('logo worker: wired to a font worker over a MessagePort', () => {
  const channels: MessageChannel[] = [];
  afterAll(() => channels.forEach((c) => (c.port1.close(), c.port2.close())));

  function connected(fetchBytes = diskFetcher().fetchBytes) {
    const channel = new MessageChannel();
    channels.push(channel);
    // What FontWorkerApi.connect does in the font worker.
    expose(createFontService({ fetchBytes }), channel.port1);
    const api = createLogoApi({ fetch: fetchFile });
    return { api, port: channel.port2 };
  }

  it('calls made before init wait for it, then get outlines from the font worker', async () => {
    const { api, port } = connected();
    const early = api.generate(REQUEST, 7);
    await api.init({ base: BASE }, port);
    const { doc } = await early;
    expect(textLayer(doc, 'slogan')?.pathArr.length).toBeGreaterThanOrEqual(7);
  });

  it('a font that cannot load reaches the page as the font worker\'s own message', async () => {
    const { api, port } = connected(() => Promise.reject(new Error('offline')));
    await api.init({ base: BASE }, port);
    await expect(api.generate(REQUEST, 7)).rejects.toMatchObject({ name: 'WorkerError', code: 'FONT_LOAD_FAILED', message: '字体加载失败，请检查网络后重试' });
  });
});
