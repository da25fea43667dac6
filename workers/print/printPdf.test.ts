import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDocument, createLayer, parseDocument } from '../core/model/index.ts';
import type { LogoDocument, TextLayer } from '../core/model/index.ts';
import { createFontService } from '../font/service.ts';
import { CARD_PRINT_SPEC } from '../protocol/print.ts';
import { diskFetcher, ensureFontsBuilt } from '../../scripts/fonts/test-font-source.ts';
import { withTextOutlines } from '../../src/features/print/outlines.ts';
import { extendIntoBleed } from './printGeometry.ts';
import { documentsToPrintPdf, textWithoutOutline } from './printPdf.ts';
import { MM, operators, readPrintPdf } from './printTestKit.ts';

const FIELDS: Record<string, string> = {
  name: '王小明',
  position: '市场总监',
  company: '星光文化传媒有限公司',
  phone: '电话：138 0013 8000',
  address: '地址：上海市徐汇区漕溪北路 88 号',
};

function template(id: string): LogoDocument {
  const parsed = parseDocument(JSON.parse(readFileSync(join(process.cwd(), 'public/catalogue/cards', `${id}.json`), 'utf8')));
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.doc;
}

/** The template with the user's fields in its slots, as the card page hands it over (no outlines yet). */
function filled(doc: LogoDocument): LogoDocument {
  return { ...doc, layers: doc.layers.map((l) => (l.type === 'text' && FIELDS[l.id] ? { ...l, text: FIELDS[l.id] ?? l.text, complete: false, pathArr: [], dataArr: [] } : l)) };
}

/** A typical back: full-bleed colour, the logo icon, the company name centred. */
function back(front: LogoDocument): LogoDocument {
  const doc = createDocument({ size: { width: 1000, height: 600 } });
  const bg = doc.layers[0];
  if (bg?.type === 'rect') bg.fill = '#351330';
  const icon = front.layers.find((l) => l.type === 'icon');
  if (icon) doc.layers.push({ ...icon, x: 410, y: 120, width: 180, height: 180, fill: '#ffffff' });
  doc.layers.push(createLayer('text', { id: 'company', x: 300, y: 360, width: 400, height: 48, text: '星光文化传媒', fontName: 'noto-sans-sc', fontSize: 48, fill: '#ffffff', align: 'center' }));
  return doc;
}

const fonts = createFontService({ fetchBytes: diskFetcher().fetchBytes });
let front: LogoDocument;
let backSide: LogoDocument;
let bytes: Uint8Array;

beforeAll(async () => {
  await ensureFontsBuilt();
  const raw = template('C0100');
  front = await withTextOutlines(filled(raw), (request) => fonts.layoutText(request));
  backSide = await withTextOutlines(back(raw), (request) => fonts.layoutText(request));
  bytes = documentsToPrintPdf([front, backSide], { ...CARD_PRINT_SPEC, title: '王小明的名片' });
}, 60_000);

describe('print PDF of a two-sided card (template C0100 with every field filled)', () => {
  it('has one page per side, the trim box exactly 90 × 54 mm and the bleed 3 mm larger on every side', async () => {
    const pdf = await readPrintPdf(bytes);
    expect(pdf.pages).toHaveLength(2);
    for (const page of pdf.pages) {
      expect(page.trim.width).toBeCloseTo(255.118, 3);
      expect(page.trim.height).toBeCloseTo(153.071, 3);
      expect(page.trim.x - page.bleed.x).toBeCloseTo(3 * MM, 3);
      expect(page.trim.y - page.bleed.y).toBeCloseTo(3 * MM, 3);
      expect(page.bleed.width).toBeCloseTo(96 * MM, 3);
      expect(page.bleed.height).toBeCloseTo(60 * MM, 3);
      // Room for the crop marks outside the bleed, and the boxes centred on the sheet.
      expect(page.bleed.x).toBeGreaterThan(5 * MM);
      expect(page.media.width).toBeCloseTo(page.bleed.width + 2 * page.bleed.x, 3);
    }
    expect(pdf.title).toBe('王小明的名片');
  });

  it('embeds no font: no /Font resource, no font object, no text operator', async () => {
    const pdf = await readPrintPdf(bytes);
    expect(pdf.fontObjects).toBe(0);
    for (const page of pdf.pages) {
      expect(page.resourceKeys).not.toContain('Font');
      const ops = new Set(operators(page.content));
      for (const op of ['BT', 'Tj', 'TJ', 'Tf']) expect(ops.has(op), op).toBe(false);
    }
    expect(Buffer.from(bytes).toString('latin1')).not.toContain('/Font');
  });

  it('draws the filled-in text as filled paths (its glyph outlines)', async () => {
    expect(front.layers.filter((l) => l.type === 'text').every((l) => (l as TextLayer).complete)).toBe(true);
    expect(textWithoutOutline(front)).toEqual([]);
    const withoutText = { ...front, layers: front.layers.filter((l) => l.type !== 'text') };
    const [full, bare] = await Promise.all([readPrintPdf(bytes), readPrintPdf(documentsToPrintPdf([withoutText], { ...CARD_PRINT_SPEC, title: 'x' }))]);
    const count = (content: string, op: string) => operators(content).filter((o) => o === op).length;
    const textContent = full.pages[0]?.content ?? '';
    const bareContent = bare.pages[0]?.content ?? '';
    // Five text layers: at least one fill each, and their glyphs' curves and lines.
    expect(count(textContent, 'f') - count(bareContent, 'f')).toBeGreaterThanOrEqual(5);
    expect(count(textContent, 'c') + count(textContent, 'l')).toBeGreaterThan(count(bareContent, 'c') + count(bareContent, 'l') + 200);
    expect(count(textContent, 'm') - count(bareContent, 'm')).toBeGreaterThan(30);
  });

  it('puts crop marks in registration black outside the bleed, and keeps the file under 600 KB', async () => {
    const pdf = await readPrintPdf(bytes);
    const content = pdf.pages[0]?.content ?? '';
    expect(content).toContain('/Reg CS');
    expect(Buffer.from(bytes).toString('latin1')).toContain('/Separation /All');
    expect(bytes.byteLength).toBeLessThanOrEqual(600 * 1024);
  });

  it('refuses no pages and a bleed out of range', () => {
    expect(() => documentsToPrintPdf([], { ...CARD_PRINT_SPEC, title: '' })).toThrow();
    expect(() => documentsToPrintPdf([front], { ...CARD_PRINT_SPEC, bleedMm: 40, title: '' })).toThrow();
    expect(() => documentsToPrintPdf([front], { ...CARD_PRINT_SPEC, trimMm: { width: 0, height: 54 }, title: '' })).toThrow();
  });

  it('lays out both sides at once even where they share layer ids (no request superseded)', async () => {
    const sides = [filled(template('C0100')), filled(template('C0100'))];
    const done = await Promise.all(sides.map((doc) => withTextOutlines(doc, (request) => fonts.layoutText(request))));
    for (const doc of done) expect(textWithoutOutline(doc)).toEqual([]);
  });

  it('names text that has no outline yet (the worker refuses to print it without its text)', () => {
    expect(textWithoutOutline(filled(template('C0100'))).sort()).toEqual(Object.keys(FIELDS).sort());
  });
});

describe('background into the bleed', () => {
  const raw = template('C0100');
  const grown = extendIntoBleed(raw, 12);
  const box = (doc: LogoDocument, id: string) => {
    const l = doc.layers.find((layer) => layer.id === id);
    if (!l) throw new Error(id);
    return { left: l.x, top: l.y, right: l.x + l.width, bottom: l.y + l.height };
  };

  it('grows the background on every side and an edge band on the edges it touches only', () => {
    expect(box(grown, 'bg')).toEqual({ left: -12, top: -12, right: 1012, bottom: 612 });
    expect(box(grown, 'band')).toEqual({ left: -12, top: -12, right: 320, bottom: 612 });
  });

  it('leaves text, icons, rounded, turned and inner shapes where they are', () => {
    for (const id of ['icon', 'name', 'company']) expect(box(grown, id)).toEqual(box(raw, id));
    const doc = createDocument({ size: { width: 1000, height: 600 } });
    doc.layers.push(
      createLayer('square', { id: 'rounded', x: 0, y: 0, width: 200, height: 100, shapeType: 'rectangle', rx: 20, ry: 20 }),
      createLayer('square', { id: 'turned', x: 0, y: 0, width: 200, height: 100, shapeType: 'rectangle', rotate: 30 }),
      createLayer('square', { id: 'inner', x: 100, y: 100, width: 200, height: 100, shapeType: 'rectangle' }),
      createLayer('square', { id: 'circle', x: 0, y: 0, width: 200, height: 200, shapeType: 'circle' }),
    );
    const out = extendIntoBleed(doc, 12);
    for (const id of ['rounded', 'turned', 'inner', 'circle']) expect(box(out, id)).toEqual(box(doc, id));
  });

  it('keeps the background gradient where it was on the artboard (flipped or not)', () => {
    for (const flip of [false, true]) {
      const doc = createDocument({ size: { width: 1000, height: 600 } });
      const bg = doc.layers[0];
      if (bg?.type !== 'rect') throw new Error('bg');
      Object.assign(bg, { flip, gradient: { x1: 100, y1: 0, x2: 900, y2: 600, colorStops: [{ offset: 0, color: '#000000' }, { offset: 1, color: '#ffffff' }] } });
      const out = extendIntoBleed(doc, 12).layers[0];
      if (out?.type !== 'rect' || !out.gradient) throw new Error('bg');
      // Layer pixel p shows at artboard x = out.x + p (or, flipped, out.x + out.width - p).
      const at = (p: number) => (flip ? out.x + out.width - p : out.x + p);
      expect(at(out.gradient.x1)).toBeCloseTo(flip ? 900 : 100, 6);
      expect(at(out.gradient.x2)).toBeCloseTo(flip ? 100 : 900, 6);
      expect(out.y + out.gradient.y1).toBeCloseTo(0, 6);
    }
  });

  it('grows a scaled rectangle to the same edge in artboard pixels', () => {
    const doc = createDocument({ size: { width: 1000, height: 600 } });
    // 400 × 200 at scale 0.5 about its centre (300, 200): shows 200 × 100 from (200, 150)… not at an edge;
    // at centre (100, 50) it shows (0, 0)…(200, 100).
    doc.layers.push(createLayer('square', { id: 's', x: -100, y: -50, width: 400, height: 200, scale: 0.5, shapeType: 'rectangle' }));
    const l = extendIntoBleed(doc, 10).layers.find((layer) => layer.id === 's');
    if (!l) throw new Error('s');
    const cx = l.x + l.width / 2;
    const cy = l.y + l.height / 2;
    expect(cx - (l.width * l.scale) / 2).toBeCloseTo(-10, 6);
    expect(cy - (l.height * l.scale) / 2).toBeCloseTo(-10, 6);
    expect(cx + (l.width * l.scale) / 2).toBeCloseTo(200, 6);
    expect(cy + (l.height * l.scale) / 2).toBeCloseTo(100, 6);
  });
});
