import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { hasVectorPaths, mediaBoxes, readPdfStructure, xrefProblems } from '../server/pdf/pdfStructure.ts';
import { exportImage, openEditor, waitForTextOutline } from './editor-support.ts';
import { browserJpeg } from './fixtures/images/helpers.ts';
import { solidPng } from './fixtures/images/photos.ts';
import { collectConsoleErrors } from './support/consoleErrors.ts';
import { addText, importFile, liveWorks, openWorksTab } from './works-support.ts';

// PDF made on the device (issue 13, docs/pdf.md): from the editor's export sheet and the works tab's menu.

/** API calls play their own visitor, so other specs' downloads do not count against this one. */
async function ownVisitor(page: Page): Promise<void> {
  const ip = `198.18.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  await page.route('**/api/v4/**', (route) => route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': ip } }));
}

/** The file read back: structure, and the fills (f, f*) and text operators of its content. */
function readPdf(bytes: Buffer) {
  const pdf = readPdfStructure(bytes);
  const ops = pdf.contents.join('\n').split(/\s+/);
  return {
    ...pdf,
    xref: xrefProblems(bytes),
    mediaBoxes: mediaBoxes(bytes),
    fills: ops.filter((op) => op === 'f' || op === 'f*').length,
    textOps: ops.filter((op) => op === 'Tj' || op === 'TJ' || op === 'BT').length,
  };
}

test('a logo exported as PDF from the editor and from the works tab: vector paths, text as outlines, one page of the artboard', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  await ownVisitor(page);
  await openEditor(page);
  await addText(page, '茶香');
  await waitForTextOutline(page);
  await page.getByTestId('editor-tab-add').click();
  await page.getByTestId('editor-add-shape-circle').click();
  // Saved as a work: the editor's download and the works tab's count as one work today.
  await expect(page).toHaveURL(/workId=/, { timeout: 15_000 });

  await page.getByTestId('editor-export').click();
  await page.getByTestId('export-format-pdf').click();
  await expect(page.getByTestId('export-pdf-hint')).toContainText('矢量');
  await page.getByTestId('export-close').click();
  const fromEditor = await exportImage(page, { format: 'pdf', side: 1000 });
  expect(fromEditor.name).toMatch(/\.pdf$/);
  expect(fromEditor.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdf = readPdf(fromEditor.bytes);
  expect(pdf.xref).toEqual([]);
  expect(pdf.pages).toBe(1);
  expect(pdf.mediaBoxes).toEqual([[0, 0, 1000, 1000]]);
  // The white background, the text's outline and the circle: three filled paths, no text operator, no font.
  expect(pdf.fills).toBe(3);
  expect(pdf.textOps).toBe(0);
  expect(pdf.fonts).toEqual([]);
  expect(pdf.images).toBe(0);
  expect(hasVectorPaths(pdf.contents.join('\n'))).toBe(true);

  await expect.poll(async () => (await liveWorks(page)).length, { timeout: 15_000 }).toBe(1);
  await openWorksTab(page);
  await expect(page.getByTestId('works-card')).toHaveCount(1);
  await page.getByTestId('works-card-menu').click();
  const download = page.waitForEvent('download', { timeout: 30_000 });
  await page.getByTestId('works-action-pdf').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const fromWorks = readPdf(await readFile(await file.path()));
  expect(fromWorks.xref).toEqual([]);
  expect(fromWorks.mediaBoxes).toEqual([[0, 0, 1000, 1000]]);
  expect(fromWorks.fills).toBe(3);
  expect(fromWorks.textOps).toBe(0);
  expect(errors).toEqual([]);
});

test('pictures go into the PDF as images (a JPEG as it is), and a layer with a shadow as its raster', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  await ownVisitor(page);
  await openWorksTab(page);
  const jpeg = await browserJpeg(page, 64, 48);
  const png = solidPng(32, 32, [20, 160, 60]);
  const document = {
    schemaVersion: 3,
    size: { width: 800, height: 600 },
    layers: [
      { id: 'bg', type: 'rect', width: 800, height: 600, fill: '#ffffff' },
      { id: 'photo', type: 'image', x: 50, y: 50, width: 320, height: 240, data: `data:image/jpeg;base64,${jpeg.toString('base64')}` },
      { id: 'mark', type: 'image', x: 450, y: 50, width: 200, height: 200, data: `data:image/png;base64,${png.toString('base64')}` },
      { id: 'shadowed', type: 'square', shapeType: 'rectangle', x: 100, y: 350, width: 300, height: 150, fill: '#c0392b', shadowBlur: 12, shadowX: 6, shadowY: 8, shadowColor: '#000000', shadowOpacity: 0.5 },
    ],
  };
  const work = { format: 'bzsj-work', version: 1, id: `e2e_pdf_${Date.now()}`, kind: 'logo', name: '图片标志', createdAt: Date.now(), updatedAt: Date.now(), schemaVersion: 3, document };
  await importFile(page, { name: '图片标志.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(work)) });
  await expect(page.getByTestId('works-card')).toHaveCount(1);
  await page.getByTestId('works-card-menu').click();
  const download = page.waitForEvent('download', { timeout: 30_000 });
  await page.getByTestId('works-action-pdf').click();
  const bytes = await readFile(await (await download).path());
  const pdf = readPdf(bytes);
  expect(pdf.xref).toEqual([]);
  expect(pdf.mediaBoxes).toEqual([[0, 0, 800, 600]]);
  // The JPEG's own bytes (DCTDecode), the PNG's pixels, the shadowed square as pixels with its alpha as a soft mask.
  expect(bytes.includes(jpeg)).toBe(true);
  expect(bytes.toString('latin1')).toContain('/Filter /DCTDecode');
  expect(pdf.images).toBe(4);
  expect(bytes.toString('latin1').match(/\/SMask \d+ 0 R/g)).toHaveLength(1);
  expect(pdf.contents.join('\n').match(/\/Im\d+ Do/g)).toHaveLength(3);
  // Only the background is a filled path: the square comes with its shadow as one picture.
  expect(pdf.fills).toBe(1);
  expect(errors).toEqual([]);
});
