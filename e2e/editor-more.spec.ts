import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './support/consoleErrors.ts';
import { openEditor, selectionBox } from './editor-support.ts';

/** A real PNG made by the browser: a red 300×150 picture. */
async function redPng(page: Page): Promise<Buffer> {
  const b64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(300, 150);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d');
    context.fillStyle = '#ff0000';
    context.fillRect(0, 0, 300, 150);
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
    return btoa(String.fromCharCode(...bytes));
  });
  return Buffer.from(b64, 'base64');
}

test('the preview page shows the exported work and the four mock-ups', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await openEditor(page, '?sample=1');
  await page.getByTestId('editor-preview').click();
  await expect(page.getByTestId('page-create-preview')).toBeVisible();
  const image = page.getByTestId('preview-image');
  await expect(image).toBeVisible({ timeout: 20_000 });
  // The sample work is 1000×800: exported at 1000 px on its longest side.
  expect(await image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([1000, 800]);
  for (const kind of ['white', 'dark', 'card', 'storefront']) await expect(page.getByTestId(`preview-mockup-${kind}`)).toBeVisible();
  // Back to the editor: the work is still there.
  await page.getByTestId('preview-edit').click();
  await expect(page.getByTestId('editor-stage')).toBeVisible();
  await page.getByTestId('editor-tab-layers').click();
  await expect(page.getByTestId('layer-row')).toHaveCount(6);
  expect(errors).toEqual([]);
});

test('the preview page without a work points to the editor', async ({ page }) => {
  await page.goto('/#/pages/create/preview');
  await page.getByTestId('preview-to-editor').click();
  await expect(page.getByTestId('editor-stage')).toBeVisible();
});

test('a picture from the device becomes an image layer; a corrupt one is refused in Chinese', async ({ page }) => {
  await openEditor(page);
  const input = page.getByTestId('editor-image-input');
  await input.setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('this is not a picture') });
  await expect(page.getByTestId('toast')).toHaveText('图片已损坏或无法读取，请换一张图片再试。');
  await expect(page.getByTestId('editor-selection')).toHaveCount(0);

  await input.setInputFiles({ name: 'red.png', mimeType: 'image/png', buffer: await redPng(page) });
  const box = await selectionBox(page);
  // Spec 9: 30 % of the 1000 px canvas on its longest side, proportions kept (2:1).
  expect(box.width / box.height).toBeCloseTo(2, 1);
  await page.getByTestId('editor-tab-layers').click();
  await expect(page.getByTestId('layer-row').first()).toContainText('图片');
});

test('keyboard: Ctrl+Z / Ctrl+Shift+Z, arrows nudge, Delete removes', async ({ page }) => {
  await openEditor(page);
  await page.getByTestId('editor-add-shape-triangle').click();
  const before = await selectionBox(page);
  await page.getByTestId('editor-tab-layers').click();
  const rows = page.getByTestId('layer-row');
  await expect(rows).toHaveCount(2);
  await page.keyboard.press('Control+z');
  await expect(rows).toHaveCount(1);
  await page.keyboard.press('Control+Shift+z');
  await expect(rows).toHaveCount(2);
  // Redo brings the selection back with the layer.
  await expect(page.getByTestId('editor-selection')).toHaveCount(1);
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('Shift+ArrowRight');
  const zoom = Number(await page.getByTestId('editor-stage').getAttribute('data-zoom'));
  const moved = await selectionBox(page);
  expect(moved.x - before.x).toBeCloseTo(40 * zoom, 1);
  expect(moved.y).toBeCloseTo(before.y, 1);
  await page.keyboard.press('Delete');
  await expect(rows).toHaveCount(1);
  await page.keyboard.press('Control+z');
  await expect(rows).toHaveCount(2);
});

test('a locked layer does not move and says so; hiding takes it off the canvas', async ({ page }) => {
  await openEditor(page);
  await page.getByTestId('editor-add-shape-rectangle').click();
  await page.getByTestId('editor-tab-layers').click();
  await page.getByTestId('layer-lock').first().click();
  const before = await selectionBox(page);
  await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
  await page.mouse.down();
  await page.mouse.move(before.x + before.width / 2 + 50, before.y + before.height / 2 + 50, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByTestId('toast')).toHaveText('图层已锁定，请先解锁再调整。');
  expect((await selectionBox(page)).x).toBeCloseTo(before.x, 0);
  await page.getByTestId('layer-hide').first().click();
  await expect(page.getByTestId('editor-selection')).toHaveCount(0);
  await expect(page.getByTestId('layer-row').first()).toHaveClass(/is-hidden/);
});

test('two fingers pinch-zoom the canvas view', async ({ page }) => {
  await openEditor(page);
  const stage = await page.getByTestId('editor-stage').boundingBox();
  if (!stage) throw new Error('no stage');
  const zoom = async () => Number(await page.getByTestId('editor-stage').getAttribute('data-zoom'));
  const start = await zoom();
  const cdp = await page.context().newCDPSession(page);
  const cx = stage.x + stage.width / 2;
  const cy = stage.y + stage.height / 2;
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', spread: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x: cx - spread, y: cy, id: 1 }, { x: cx + spread, y: cy, id: 2 }],
    });
  await touch('touchStart', 40);
  for (let spread = 45; spread <= 80; spread += 5) await touch('touchMove', spread);
  await touch('touchEnd', 80);
  await expect.poll(zoom).toBeCloseTo(start * 2, 1);
});
