// The card print PDF in real Chromium (docs/print-pdf.md): template text laid out by the app's
// font worker, the file written by the print worker from the built bundle, read back here by
// pdf-lib. The card pages call the same makePrintPdf; this spec reaches it through the render
// harness so it holds whatever page shows the button.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import jpeg from 'jpeg-js';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { createDocument, createLayer } from '../workers/core/model/index.ts';
import { MM, operators, readPrintPdf } from '../workers/print/printTestKit.ts';

const FIELDS: Record<string, string> = { name: '王小明', position: '市场总监', company: '星光文化传媒有限公司', phone: '电话：138 0013 8000', address: '地址：上海市徐汇区漕溪北路 88 号' };

function testJpeg(): Buffer {
  const width = 200;
  const height = 150;
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i += 1) data.set([(i % width) + 40, (i / width) | 0, 120, 255], i * 4);
  return Buffer.from(jpeg.encode({ data, width, height }, 90).data);
}

test('a two-sided card becomes a vector print PDF on the device: trim, bleed, outlines, the photo as it is, a blur at 300 dpi', async ({ page }) => {
  test.setTimeout(90_000);
  const template = JSON.parse(readFileSync(join(process.cwd(), 'public/catalogue/cards/C0100.json'), 'utf8')) as { layers: Record<string, unknown>[] };
  for (const layer of template.layers) if (typeof layer.id === 'string' && FIELDS[layer.id]) Object.assign(layer, { text: FIELDS[layer.id], complete: false });
  const photo = testJpeg();
  const back = createDocument({ size: { width: 1000, height: 600 } });
  const bg = back.layers[0];
  if (bg?.type === 'rect') bg.gradient = { x1: 0, y1: 0, x2: 1000, y2: 600, colorStops: [{ offset: 0, color: '#1abc9c' }, { offset: 1, color: '#34495e' }] };
  back.layers.push(
    createLayer('image', { id: 'photo', x: 60, y: 150, width: 400, height: 300, url: `data:image/jpeg;base64,${photo.toString('base64')}` }),
    createLayer('square', { id: 'dot', x: 600, y: 180, width: 240, height: 240, shapeType: 'circle', fill: '#f1c40f', blur: 6 }),
  );

  await page.goto('/render-harness.html');
  await page.waitForFunction(() => document.documentElement.dataset.harnessReady === 'true');
  const spec = { trimMm: { width: 90, height: 54 }, bleedMm: 3, cropMarks: true, title: '王小明的名片' };
  const base64 = await page.evaluate(({ pages, spec }) => window.__harness.printPdf(pages as never, spec), { pages: [template, back], spec });
  const bytes = Buffer.from(base64, 'base64');
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(bytes.byteLength).toBeLessThan(600 * 1024);

  const pdf = await readPrintPdf(bytes);
  expect(pdf.pages).toHaveLength(2);
  for (const { trim, bleed } of pdf.pages) {
    expect(trim.width).toBeCloseTo(255.118, 3);
    expect(trim.height).toBeCloseTo(153.071, 3);
    expect(trim.x - bleed.x).toBeCloseTo(3 * MM, 3);
    expect(bleed.width).toBeCloseTo(96 * MM, 3);
  }
  expect(pdf.fontObjects).toBe(0);
  // The front's five filled-in fields are glyph outlines: many curves, no text operator.
  const front = operators(pdf.pages[0]!.content);
  expect(front.filter((op) => op === 'c').length).toBeGreaterThan(300);
  expect(front).not.toContain('Tj');
  expect(front).not.toContain('BT');

  // The photo goes in byte for byte (DCTDecode); the blurred circle as a raster with its alpha, at 300 dpi.
  const doc = await PDFDocument.load(bytes);
  const images = [...doc.context.enumerateIndirectObjects()]
    .map(([, object]) => object)
    .filter((object): object is PDFRawStream => object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'));
  const dct = images.filter((image) => image.dict.get(PDFName.of('Filter')) === PDFName.of('DCTDecode'));
  expect(dct).toHaveLength(1);
  expect(Buffer.from(dct[0]!.contents).equals(photo)).toBe(true);
  const blurred = images.find((image) => image.dict.has(PDFName.of('SMask')));
  expect(blurred).toBeDefined();
  // 240 document px = 240 × 0.2551 pt = 0.85 in: at 300 dpi about 255 px, plus the blur's room.
  const width = Number(blurred!.dict.get(PDFName.of('Width'))?.toString());
  expect(width).toBeGreaterThan(250);
  expect(width).toBeLessThan(330);
});
