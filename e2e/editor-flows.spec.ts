import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './support/consoleErrors.ts';
import { canvasShot, exportImage, openEditor, pngSize, regionStats, selectionBox, waitForTextOutline } from './editor-support.ts';

const WHITE: [number, number, number] = [255, 255, 255];

test('add a text layer, type 标志设计 and see it in the exported PNG', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await openEditor(page);
  // Before any text, the middle of the blank 1000×1000 work is plain white.
  const blank = await exportImage(page);
  expect(pngSize(blank.bytes)).toEqual({ width: 1000, height: 1000 });
  const middle = { x: 250, y: 400, width: 500, height: 200 };
  expect((await regionStats(page, blank.bytes, middle, WHITE)).inked).toBe(0);

  await page.getByTestId('editor-add-text').click();
  const content = page.getByTestId('prop-text-content');
  await content.fill('标志设计');
  await waitForTextOutline(page);
  const { bytes } = await exportImage(page);
  const stats = await regionStats(page, bytes, middle, WHITE);
  // Four dark glyphs at 90 px cover a real share of the middle band.
  expect(stats.inked).toBeGreaterThan(2000);
  // …and nothing is drawn far away from the text.
  expect((await regionStats(page, bytes, { x: 0, y: 0, width: 1000, height: 200 }, WHITE)).inked).toBe(0);
  expect(errors).toEqual([]);
});

test('drag a shape, and one undo puts it back where it was', async ({ page }) => {
  await openEditor(page);
  await page.getByTestId('editor-add-shape-rectangle').click();
  const before = await selectionBox(page);
  const start = { x: before.x + before.width / 2, y: before.y + before.height / 2 };
  await page.mouse.move(start.x, start.y);
  // Alt turns snapping off, so the shape follows the pointer exactly.
  await page.keyboard.down('Alt');
  await page.mouse.down();
  // Many small steps, as a finger sends them.
  for (let i = 1; i <= 20; i += 1) await page.mouse.move(start.x + i * 3, start.y + i * 2);
  await page.mouse.up();
  await page.keyboard.up('Alt');
  const after = await selectionBox(page);
  expect(after.x - before.x).toBeCloseTo(60, 0);
  expect(after.y - before.y).toBeCloseTo(40, 0);

  await page.getByTestId('editor-undo').click();
  const undone = await selectionBox(page);
  expect(undone.x).toBeCloseTo(before.x, 0);
  expect(undone.y).toBeCloseTo(before.y, 0);
  // The drag was one step: the rectangle is still there, and one more undo removes it.
  await page.getByTestId('editor-undo').click();
  await expect(page.getByTestId('editor-selection')).toHaveCount(0);
  await expect(page.getByTestId('editor-undo')).toBeDisabled();
});

test('changing the fill colour changes the pixels on the canvas', async ({ page }) => {
  await openEditor(page);
  await page.getByTestId('editor-add-shape-rectangle').click();
  const box = await selectionBox(page);
  const stage = await page.getByTestId('editor-stage').boundingBox();
  if (!stage) throw new Error('no stage');
  const scale = await page.evaluate(() => window.devicePixelRatio);
  // The middle of the rectangle, in screenshot pixels.
  const region = {
    x: Math.round((box.x - stage.x + box.width / 2 - 10) * scale),
    y: Math.round((box.y - stage.y + box.height / 2 - 10) * scale),
    width: Math.round(20 * scale),
    height: Math.round(20 * scale),
  };
  const blue = await regionStats(page, await canvasShot(page), region, WHITE);
  expect(blue.mean[2]).toBeGreaterThan(200);
  expect(blue.mean[0]).toBeLessThan(100);

  await page.getByTestId('prop-fill').fill('#e53935');
  await expect
    .poll(async () => (await regionStats(page, await canvasShot(page), region, WHITE)).mean, { timeout: 5_000 })
    .toEqual([229, 57, 53]);
});

test('export PNG and JPEG at a chosen size; a non-square canvas keeps its shape', async ({ page }) => {
  await openEditor(page);
  // 1000 px is the largest free size; HD (2000, 4000) is VIP: e2e/vip-downloads.spec.ts.
  const big = await exportImage(page, { side: 1000 });
  expect(pngSize(big.bytes)).toEqual({ width: 1000, height: 1000 });
  expect(big.name).toMatch(/^标志设计\d{14}\.png$/);

  await page.getByTestId('editor-tab-canvas').click();
  await page.getByTestId('canvas-preset-1200x800').click();
  const wide = await exportImage(page, { side: 500 });
  expect(pngSize(wide.bytes)).toEqual({ width: 500, height: 333 });

  const jpeg = await exportImage(page, { format: 'jpeg', side: 1000 });
  expect(jpeg.bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  expect(jpeg.name).toMatch(/\.jpg$/);
});

test('a dragged shape snaps to the canvas centre and shows a guide while dragging', async ({ page }) => {
  await openEditor(page);
  await page.getByTestId('editor-add-shape-circle').click();
  const before = await selectionBox(page);
  const start = { x: before.x + before.width / 2, y: before.y + before.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 30, start.y, { steps: 5 });
  // 3 px off the centre line: within the 6 px snap distance.
  await page.mouse.move(start.x + 3, start.y + 40, { steps: 5 });
  // A guide is a line (zero width), so it is checked as present, not as "visible".
  await expect(page.getByTestId('editor-guide')).not.toHaveCount(0);
  // The guide is the canvas's vertical centre line, drawn across the canvas where the shape was centred.
  const boxes = await page.getByTestId('editor-guide').evaluateAll((lines) => lines.map((line) => line.getBoundingClientRect().toJSON() as DOMRect));
  const vertical = boxes.find((box) => box.height > box.width);
  expect(vertical?.height).toBeGreaterThan(100);
  expect((vertical?.x ?? 0) + (vertical?.width ?? 0) / 2).toBeCloseTo(start.x, 0);
  await page.mouse.up();
  await expect(page.getByTestId('editor-guide')).toHaveCount(0);
  const after = await selectionBox(page);
  expect(after.x).toBeCloseTo(before.x, 0);
});
