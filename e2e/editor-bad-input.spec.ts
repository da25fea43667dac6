// Bad input (issue 3): a corrupt document, an image that fails to load, a font that fails
// to load, a 5000-character text. Each gives a clear Chinese message, the editor keeps
// working, and nothing already on the canvas is lost.
import { expect, test, type Page } from '@playwright/test';
import { exportImage, inkedPixels, listedLayerIds, openEditor, regionStats, selectionBox, waitForTextOutline } from './editor-support.ts';
import { timeScale } from './support/timeScale.ts';

const WHITE: [number, number, number] = [255, 255, 255];

async function openWorkFile(page: Page, name: string, content: string | Buffer) {
  await page.getByTestId('editor-tab-canvas').click();
  await page.getByTestId('work-open-input').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(content) });
}

/** A small work made by hand (no pictures, so no other message competes for the toast). */
async function shapesWork(page: Page): Promise<string[]> {
  await openEditor(page);
  for (const shape of ['rectangle', 'triangle']) {
    await page.getByTestId('editor-tab-add').click();
    await page.getByTestId(`editor-add-shape-${shape}`).click();
  }
  const layers = await listedLayerIds(page);
  expect(layers).toHaveLength(3);
  return layers;
}

/** The editor still edits: a new shape appears and one undo takes it away again. */
async function stillEdits(page: Page, layers: number) {
  await page.getByTestId('editor-tab-add').click();
  await page.getByTestId('editor-add-shape-circle').click();
  expect(await listedLayerIds(page)).toHaveLength(layers + 1);
  await page.getByTestId('editor-undo').click();
  expect(await listedLayerIds(page)).toHaveLength(layers);
}

test('a corrupt work file is refused with a Chinese message; the open work stays as it was', async ({ page }) => {
  const layers = await shapesWork(page);
  const before = await exportImage(page, { side: 500 });
  await openWorkFile(page, '坏作品.json', '{"schemaVersion": 3, "layers": [{"type": "rect", "id": "bg"}, {"type": "text", "te');
  await expect(page.getByTestId('toast')).toHaveText('作品打开失败：作品文件已损坏，无法读取。作品没有被改动，请换一个作品打开或从模板新建。', { timeout: 15_000 * timeScale });
  expect(await listedLayerIds(page)).toEqual(layers);
  const after = await exportImage(page, { side: 500 });
  expect(after.bytes.equals(before.bytes)).toBe(true);
  await stillEdits(page, layers.length);
});

test('a work file with a bad field names the layer and the field, and opens nothing', async ({ page }) => {
  const layers = await shapesWork(page);
  const bad = { schemaVersion: 3, layers: [{ type: 'rect', id: 'bg' }, { type: 'square', id: 's', fill: '不是颜色' }] };
  await openWorkFile(page, 'bad.json', JSON.stringify(bad));
  await expect(page.getByTestId('toast')).toContainText('作品打开失败', { timeout: 10_000 * timeScale });
  await expect(page.getByTestId('toast')).toContainText('第 2 个图层');
  await expect(page.getByTestId('toast')).toContainText('填充颜色');
  expect(await listedLayerIds(page)).toEqual(layers);
});

test('a saved work file opens again (the good path of the same control)', async ({ page }) => {
  const layers = await shapesWork(page);
  await page.getByTestId('editor-tab-canvas').click();
  const download = page.waitForEvent('download');
  await page.getByTestId('work-save').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^标志设计\d{14}\.json$/);
  const saved = await (await import('node:fs/promises')).readFile(await file.path());
  await page.getByTestId('editor-tab-add').click();
  await page.getByTestId('editor-add-shape-triangle').click();
  expect(await listedLayerIds(page)).toHaveLength(layers.length + 1);
  await openWorkFile(page, file.suggestedFilename(), saved);
  await expect(page.getByTestId('toast')).toHaveText('作品已打开', { timeout: 10_000 * timeScale });
  expect(await listedLayerIds(page)).toEqual(layers);
});

test('a picture that is not a picture is refused; the layers on the canvas stay', async ({ page }) => {
  const layers = await shapesWork(page);
  await page.getByTestId('editor-tab-add').click();
  await page.getByTestId('editor-image-input').setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('GIF89a but truncated') });
  await expect(page.getByTestId('toast')).toHaveText('图片已损坏或无法读取，请换一张图片再试。', { timeout: 10_000 * timeScale });
  expect(await listedLayerIds(page)).toEqual(layers);
  await stillEdits(page, layers.length);
});

test('a picture that fails to load shows a placeholder and a message; the other layers are drawn', async ({ page }) => {
  await openEditor(page);
  const work = {
    schemaVersion: 3,
    size: { width: 1000, height: 1000 },
    layers: [
      { type: 'rect', id: 'bg', fill: '#ffffff' },
      { type: 'square', id: 'red', x: 100, y: 100, width: 300, height: 300, fill: '#ff0000' },
      { type: 'image', id: 'photo', x: 550, y: 550, width: 300, height: 300, url: '/no-such-folder/missing-picture.png' },
    ],
  };
  await openWorkFile(page, 'with-picture.json', JSON.stringify(work));
  await expect(page.getByTestId('toast')).toHaveText('图片加载失败，请检查网络或更换图片', { timeout: 20_000 * timeScale });
  const { bytes } = await exportImage(page, { side: 1000 });
  const red = await regionStats(page, bytes, { x: 150, y: 150, width: 200, height: 200 }, WHITE);
  expect(red.mean).toEqual([255, 0, 0]);
  // The grey placeholder with its cross stands where the picture should be.
  const placeholder = await regionStats(page, bytes, { x: 560, y: 560, width: 280, height: 280 }, WHITE);
  expect(placeholder.inked).toBeGreaterThan(1000);
  expect(await listedLayerIds(page)).toEqual(['photo', 'red', 'bg']);
  await stillEdits(page, 3);
});

test('a font that fails to load: a message, the text keeps its outline, and retry works once the network is back', async ({ page }) => {
  test.setTimeout(90_000 * timeScale);
  await openEditor(page);
  await page.getByTestId('editor-add-text').click();
  await page.getByTestId('prop-text-content').fill('标志设计');
  await waitForTextOutline(page);
  const box = await selectionBox(page);
  const before = await inkedPixels(page, (await exportImage(page, { side: 500 })).bytes);
  await page.route('**/fonts/long-cang/**', (route) => route.abort('connectionfailed'));
  await page.getByTestId('editor-tab-text').click();
  await page.getByTestId('font-long-cang').click();
  await expect(page.getByTestId('toast')).toHaveText('字体加载失败，请检查网络后重试', { timeout: 20_000 * timeScale });
  // Nothing on the canvas is lost: the text is drawn with the outline it had.
  await expect(page.getByTestId('text-outline-pending')).toBeVisible();
  expect(await inkedPixels(page, (await exportImage(page, { side: 500 })).bytes)).toBe(before);
  const kept = await selectionBox(page);
  expect(kept.width).toBeCloseTo(box.width, 0);
  // The network is back: retry lays the text out in the chosen font.
  await page.unroute('**/fonts/long-cang/**');
  await page.getByTestId('editor-tab-text').click();
  await page.getByTestId('text-outline-retry').click();
  await waitForTextOutline(page);
  const after = await inkedPixels(page, (await exportImage(page, { side: 500 })).bytes);
  expect(after).not.toBe(before);
});

test('a 5000-character text is refused with a message; the layer keeps its text and the editor keeps working', async ({ page }) => {
  await openEditor(page);
  await page.getByTestId('editor-add-text').click();
  const field = page.getByTestId('prop-text-content');
  await field.fill('标志');
  await waitForTextOutline(page);
  const box = await selectionBox(page);
  const before = await inkedPixels(page, (await exportImage(page, { side: 500 })).bytes);
  await page.getByTestId('editor-tab-text').click();
  await field.fill('字'.repeat(5000));
  await expect(page.getByTestId('toast')).toHaveText('文字太长了：最多 500 个字，请删减后再试。', { timeout: 10_000 * timeScale });
  await expect(field).toHaveValue('标志');
  expect((await selectionBox(page)).width).toBeCloseTo(box.width, 0);
  expect(await inkedPixels(page, (await exportImage(page, { side: 500 })).bytes)).toBe(before);
  // Typing goes on as before.
  await page.getByTestId('editor-tab-text').click();
  await field.fill('标志设计');
  await waitForTextOutline(page);
  expect((await selectionBox(page)).width).toBeGreaterThan(box.width * 1.5);
});
