import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from '../../workers/core/model/index.ts';
import { legibilityProblems, parsePalette, parseRgb } from '../../workers/core/logo/generate/index.ts';
import { REPO_ROOT } from '../fonts/build-font-slices.mjs';
import { buildCatalogue } from './build-catalogue.mjs';
import type { CardMeta, TemplateMeta } from './catalogue-types.ts';
import type { IconItem } from './icons.mjs';
import { ICON_CATEGORIES } from './icon-words.mjs';

let outDir: string;
const read = <T,>(path: string): T => JSON.parse(readFileSync(join(outDir, path), 'utf8')) as T;
const CJK = /[\u4e00-\u9fff]/;

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'bzsj-catalogue-'));
  await buildCatalogue({ outDir, force: true });
}, 180_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('icons', () => {
  it('a curated few hundred to 1500 icons, each with Chinese keywords, categories and pinyin', () => {
    const icons = read<{ items: IconItem[]; url: string; page_num: number }>('icons.json');
    expect(icons.items.length).toBeGreaterThanOrEqual(300);
    expect(icons.items.length).toBeLessThanOrEqual(1500);
    for (const icon of icons.items) {
      expect(icon.k.length, icon.id).toBeGreaterThan(0);
      expect(icon.k.every((word) => CJK.test(word) || /^[A-Z]/.test(word)), icon.id).toBe(true);
      expect(CJK.test(icon.n), icon.id).toBe(true);
      expect(icon.c.length).toBeGreaterThan(0);
      expect(icon.c.every((c) => ICON_CATEGORIES.includes(c))).toBe(true);
      expect(icon.jp).toMatch(/^[a-z0-9]+( [a-z0-9]+)*$/);
      expect(icon.py).toMatch(/^[a-z0-9]+( [a-z0-9]+)*$/);
    }
    for (const name of ICON_CATEGORIES) expect(icons.items.filter((i) => i.c.includes(name)).length, name).toBeGreaterThanOrEqual(10);
  });

  it('never ships a brand logo, and every icon has its path on its page', () => {
    const icons = read<{ items: IconItem[]; url: string; page_num: number }>('icons.json');
    const ids = new Set(icons.items.map((i) => i.id));
    for (const brand of ['apple', 'android', 'google', 'wechat', 'alipay', 'facebook', 'microsoft-windows']) expect(ids.has(brand)).toBe(false);
    expect(icons.url).toBe('catalogue/icons/page-{page}.json');
    const paths: Record<string, string> = {};
    for (let page = 1; page <= icons.page_num; page += 1) Object.assign(paths, read<Record<string, string>>(`icons/page-${page}.json`));
    for (const icon of icons.items) expect(paths[icon.id], icon.id).toMatch(/^M[\d.\s,MLHVCSQTAZmlhvcsqtaz-]+$/);
  });

  it('coffee is found in Chinese and by its pinyin initials', () => {
    const coffee = read<{ items: IconItem[] }>('icons.json').items.find((i) => i.id === 'coffee');
    expect(coffee?.k).toContain('咖啡');
    expect(coffee?.c).toContain('餐饮');
    expect(coffee?.jp.split(' ')).toContain('kf');
  });
});

describe('palettes, surnames and the other lists', () => {
  it('at least 300 palettes, each a comma-separated list of 3–5 colours', () => {
    const palettes = read<string[]>('colors.json');
    expect(palettes.length).toBeGreaterThanOrEqual(300);
    expect(new Set(palettes).size).toBe(palettes.length);
    for (const line of palettes) {
      const colours = parsePalette(line);
      expect(colours.length).toBe(line.split(',').length);
      expect(colours.length).toBeGreaterThanOrEqual(3);
      expect(colours.every((c) => parseRgb(c) !== null)).toBe(true);
    }
  });

  it('surnames include compound ones, with pinyin', () => {
    const surnames = read<Array<{ name: string; py: string; jp: string }>>('surname.json');
    expect(surnames.length).toBeGreaterThanOrEqual(100);
    expect(surnames).toContainEqual({ name: '欧阳', py: 'ouyang', jp: 'oy' });
    expect(surnames.find((s) => s.name === '王')).toEqual({ name: '王', py: 'wang', jp: 'w' });
  });

  it('shapes, masks, arrows, backgrounds, pre-fonts and sign fonts are there', () => {
    expect(read<unknown[]>('shapes.json').length).toBeGreaterThanOrEqual(20);
    expect(read<unknown[]>('masks.json').length).toBeGreaterThanOrEqual(10);
    expect(read<unknown[]>('arrows.json').length).toBeGreaterThanOrEqual(30);
    expect(read<unknown[]>('background.json').length).toBeGreaterThanOrEqual(40);
    const prefonts = read<Array<{ id: string; url: string; thumb: string }>>('prefonts.json');
    expect(prefonts.map((f) => f.id)).not.toContain('liu-jian-mao-cao');
    expect(prefonts.every((f) => f.url.startsWith('fonts/') && f.thumb.endsWith('.svg'))).toBe(true);
    expect(read<Array<{ id: string }>>('signfonts.json').map((f) => f.id)).toContain('ma-shan-zheng');
  });
});

describe('templates', () => {
  it('at least 200, ten per industry across the three layout kinds, plus surname and letter logos', () => {
    const templates = read<TemplateMeta[]>('templates/index.json');
    const patterns = templates.filter((t) => t.kind === 'pattern');
    expect(patterns.length).toBeGreaterThanOrEqual(200);
    for (let category = 1; category <= 20; category += 1) expect(patterns.filter((t) => t.category === category).length).toBeGreaterThanOrEqual(10);
    expect(new Set(patterns.map((t) => t.layout))).toEqual(new Set(['top-bottom', 'left-right', 'all-centered']));
    expect(templates.filter((t) => t.kind === 'surname').every((t) => t.category === 90)).toBe(true);
    expect(templates.filter((t) => t.kind === 'letter').every((t) => t.category === 91)).toBe(true);
    expect(new Set(templates.map((t) => t.id)).size).toBe(templates.length);
  });

  it('use the seeded sub-category ids of their industry', () => {
    const sql = ['0002_seed_content.sql', '0300_logo_templates.sql'].map((f) => readFileSync(join(REPO_ROOT, 'server/db/migrations', f), 'utf8')).join('\n');
    const seeded = new Set([...sql.matchAll(/\('logo_category', (\d+), (\d+|NULL),/g)].map((m) => `${m[1]}:${m[2]}`));
    for (const t of read<TemplateMeta[]>('templates/index.json').filter((x) => x.sub !== 0)) expect(seeded.has(`${t.sub}:${t.category}`), t.id).toBe(true);
  });

  it('every template is an editor document with title/slogan elements, legible, with an SVG thumbnail', () => {
    for (const meta of read<TemplateMeta[]>('templates/index.json')) {
      const parsed = parseDocument(read(meta.url.replace('catalogue/', '')));
      if (!parsed.ok) throw new Error(`${meta.id}: ${parsed.error.message}`);
      expect(legibilityProblems(parsed.doc), meta.id).toEqual([]);
      const slots = parsed.doc.layers.flatMap((l) => (l.type === 'text' ? [l.template] : []));
      expect(slots).toContain('title');
      const svg = readFileSync(join(outDir, meta.thumb.replace('catalogue/', '')), 'utf8');
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 1000">')).toBe(true);
      expect(svg.match(/<path /g)?.length ?? 0).toBeGreaterThanOrEqual(2);
      expect(meta.jp).toMatch(/[a-z]/);
    }
  });

  it('cards: four per card category, each an editor document with a thumbnail', () => {
    const cards = read<CardMeta[]>('cards/index.json');
    expect(cards.length).toBe(60);
    for (const card of cards) {
      const parsed = parseDocument(read(card.url.replace('catalogue/', '')));
      expect(parsed.ok && legibilityProblems(parsed.doc)).toEqual([]);
      expect(readFileSync(join(outDir, card.thumb.replace('catalogue/', '')), 'utf8')).toMatch(/^<svg/);
    }
  });
});

describe('the build', () => {
  it('a second run with nothing changed returns at once and rewrites nothing', async () => {
    const before = statSync(join(outDir, 'icons.json')).mtimeMs;
    const started = performance.now();
    const result = await buildCatalogue({ outDir });
    expect(result.built).toBe(false);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(statSync(join(outDir, 'icons.json')).mtimeMs).toBe(before);
  });

  it('the index gives every list a content version for the cache-refresh suffix', () => {
    const index = read<{ files: Record<string, { url: string; v: string }>; templates: { url: string; v: string } }>('index.json');
    for (const name of ['icons', 'colors', 'surname', 'shapes', 'masks', 'arrows', 'background', 'prefonts', 'signfonts', 'logos', 'fine', 'aitemplates']) {
      expect(index.files[name]?.url).toBe(`catalogue/${name}.json`);
      expect(index.files[name]?.v).toMatch(/^[0-9a-f]{10}$/);
    }
    expect(index.templates.url).toBe('catalogue/templates/index.json');
  });
});
