import { expect, test, type Page } from '@playwright/test';
import { buyVipInSandbox } from './account-support.ts';
import { canvasShot, differingPixels, openEditor, pngSize, regionStats, selectionBox, waitForTextOutline, type Region } from './editor-support.ts';

// Issue 26: the Add panel's icon library (search by Chinese and by pinyin initials), new items
// that do not land on each other, a new text ready to be typed over, 44 px controls, and an
// export at a typed size (1234 px) whose size is shown before exporting.

test.describe.configure({ mode: 'serial' });

let page: Page;

/** Ink of the live canvas inside a region of the page (the stage's screenshot, page coordinates). */
async function inkOnCanvas(region: Region): Promise<{ inked: number; mean: [number, number, number] }> {
  const stage = await page.getByTestId('editor-stage').boundingBox();
  if (!stage) throw new Error('no stage');
  const scale = await page.evaluate(() => window.devicePixelRatio);
  const shot = await canvasShot(page);
  const box = { x: Math.round((region.x - stage.x) * scale), y: Math.round((region.y - stage.y) * scale), width: Math.round(region.width * scale), height: Math.round(region.height * scale) };
  return regionStats(page, shot, box, [255, 255, 255]);
}

const centreOf = (r: Region) => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 });

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  // A VIP account (sandbox purchase), so a 1234 px export is granted at that size (docs/membership.md).
  await buyVipInSandbox(page);
  await openEditor(page);
});

test.afterAll(async () => {
  await page.close();
});

test('search the library in Chinese, add the icon: drawn in the accent colour in the middle of the view', async () => {
  await expect(page.getByTestId('library-count')).toHaveAttribute('data-count', '1082');
  await page.getByTestId('library-search').fill('咖啡');
  await page.getByTestId('editor-add-icon-coffee').click();
  await expect(page.getByTestId('editor-selection')).toHaveCount(1);
  const box = await selectionBox(page);
  const stage = await page.getByTestId('editor-stage').boundingBox();
  expect(Math.abs(centreOf(box).x - (stage!.x + stage!.width / 2))).toBeLessThan(4);
  // The worker draws it: blue ink (#3464f0) fills a good part of the icon's box.
  await expect.poll(async () => (await inkOnCanvas(box)).inked, { timeout: 10_000 }).toBeGreaterThan((box.width * box.height * 4) / 5);
  const { mean } = await inkOnCanvas(box);
  expect(mean[2]).toBeGreaterThan(mean[0] + 40);
});

test('search by pinyin initials (kf) and add: the new icon does not land on the first', async () => {
  const first = centreOf(await selectionBox(page));
  await page.getByTestId('editor-tab-add').click();
  await page.getByTestId('library-search').fill('kf');
  await expect(page.getByTestId('editor-add-icon-coffee-maker')).toBeVisible();
  await page.getByTestId('editor-add-icon-coffee-maker').click();
  const second = await selectionBox(page);
  expect(Math.hypot(centreOf(second).x - first.x, centreOf(second).y - first.y)).toBeGreaterThan(8);
  await expect.poll(async () => (await inkOnCanvas(second)).inked, { timeout: 10_000 }).toBeGreaterThan(200);
  // Recently used first, and kept after a reload of the panel.
  await page.getByTestId('editor-tab-add').click();
  await expect(page.getByTestId('library-grid').locator('button').first()).toHaveAttribute('data-testid', 'editor-add-icon-coffee-maker');
});

test('after scrolling the icon grid down and back, Tab goes from tile to tile in the order they show', async () => {
  await page.getByTestId('library-search').fill('');
  await expect(page.getByTestId('library-count')).toHaveAttribute('data-count', '1082');
  const grid = page.getByTestId('library-grid');
  /** The rows' order in the DOM (the order Tab and a screen reader follow). */
  const domRows = () => grid.locator('.lib-row').evaluateAll((rows) => rows.map((row) => Number((row as HTMLElement).dataset.row)));
  const increasing = (rows: number[]) => rows.length > 5 && rows.every((row, i) => i === 0 || row > rows[i - 1]!);
  // Down by 12½ rows, then back up by 6: each step recycles row slots (rows are 60 px).
  for (const top of [750, 390]) {
    await grid.evaluate((el, y) => (el.scrollTop = y), top);
    await expect.poll(async () => (await domRows())[0]).toBe(Math.floor(top / 60) - 3);
    expect(increasing(await domRows())).toBe(true);
  }
  // The last tile of the row at the top of the view, then Tab: the first tile of the row below it.
  const rowAt = Math.floor(390 / 60);
  const lastTile = grid.locator(`.lib-row[data-row="${rowAt}"] button`).last();
  await lastTile.focus();
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const row = el.closest<HTMLElement>('.lib-row');
    return { row: Number(row?.dataset.row), column: row ? [...row.children].indexOf(el) : -1 };
  });
  expect(focused).toEqual({ row: rowAt + 1, column: 0 });
  await grid.evaluate((el) => (el.scrollTop = 0));
});

test('a new text opens its field focused with the placeholder selected; controls are 44 px', async () => {
  await page.getByTestId('editor-add-text').click();
  const field = page.getByTestId('prop-text-content');
  await expect(field).toBeFocused();
  expect(await field.evaluate((el: HTMLTextAreaElement) => [el.selectionStart, el.selectionEnd, el.value.length])).toEqual([0, 4, 4]);
  await page.keyboard.type('AB');
  await expect(field).toHaveValue('AB');
  await page.getByTestId('editor-tab-style').click();
  for (const panel of ['panel-style', 'panel-add']) {
    if (panel === 'panel-add') await page.getByTestId('editor-tab-add').click();
    const small = await page.locator(`[data-testid="${panel}"] :is(button, input, select, textarea)`).evaluateAll((els) =>
      els
        .filter((el) => el.getClientRects().length > 0)
        .map((el) => ({ id: el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? el.tagName, ...el.getBoundingClientRect().toJSON() }))
        .filter((r) => r.width < 43.5 || r.height < 43.5),
    );
    expect(small).toEqual([]);
  }
});

test('stroke gradient on the text is drawn; a typed width sizes the layer exactly, about its centre', async () => {
  await waitForTextOutline(page);
  await page.getByTestId('editor-tab-style').click();
  const before = await canvasShot(page);
  await page.getByTestId('prop-stroke-gradient-on').click();
  await expect.poll(async () => differingPixels(page, before, await canvasShot(page)), { timeout: 10_000 }).toBeGreaterThan(100);
  await page.getByTestId('editor-tab-arrange').click();
  const zoom = Number(await page.getByTestId('editor-stage').getAttribute('data-zoom'));
  const was = centreOf(await selectionBox(page));
  await page.getByTestId('prop-width').fill('300');
  await page.getByTestId('prop-width').press('Enter');
  await expect(page.getByTestId('prop-width')).toHaveValue('300');
  const now = await selectionBox(page);
  expect(Math.abs(now.width - 300 * zoom)).toBeLessThan(3);
  expect(Math.abs(centreOf(now).x - was.x)).toBeLessThan(2);
});

test('export at a typed 1234 px: the size shown before is the file downloaded, 1234 × 1234', async () => {
  await page.getByTestId('editor-export').click();
  await page.getByTestId('export-side').fill('99');
  await page.getByTestId('export-side').press('Enter');
  await expect(page.getByTestId('export-side-error')).toBeVisible();
  await expect(page.getByTestId('export-start')).toBeDisabled();
  await page.getByTestId('export-side').fill('1234');
  await page.getByTestId('export-side').press('Enter');
  await expect(page.getByTestId('export-estimate')).toContainText('1234×1234', { timeout: 20_000 });
  const bytes = Number(await page.getByTestId('export-estimate').getAttribute('data-bytes'));
  const download = page.waitForEvent('download', { timeout: 30_000 });
  await page.getByTestId('export-start').click();
  const file = await download;
  const { readFile } = await import('node:fs/promises');
  const png = await readFile((await file.path())!);
  expect(pngSize(png)).toEqual({ width: 1234, height: 1234 });
  expect(png.length).toBe(bytes);
});
