import { expect, test, type Page } from '@playwright/test';
import { renderTexture, stampWatermark } from '../workers/image/testing/synthetic.ts';
import { downloadedImage, measureInPage, meanError, pixelsOf, stagePoint } from './fixtures/images/helpers.ts';
import { makePhoto } from './fixtures/images/photos.ts';
import { encodePng } from './fixtures/images/png.ts';

test.describe.configure({ mode: 'serial' });

/** One horizontal stroke across the stage from image x0 to x1 at image row y. */
async function paintAcross(page: Page, image: { width: number; height: number }, x0: number, x1: number, y: number): Promise<void> {
  const from = await stagePoint(page, 'eraser-stage', image, x0, y);
  const to = await stagePoint(page, 'eraser-stage', image, x1, y);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i += 1) await page.mouse.move(from.x + ((to.x - from.x) * i) / 10, from.y);
  await page.mouse.up();
}

test('eraser pen: painting over a mark fills it from the picture around, with no transparent pixels (issue 27)', async ({ page }) => {
  test.setTimeout(60_000);
  const clean = renderTexture(480, 360, 'bricks', 5);
  const mark = { x: 150, y: 150, width: 180, height: 40 };
  const { marked } = stampWatermark(clean, mark);
  const cleanPng = encodePng(clean.width, clean.height, clean.data);
  const markedPng = encodePng(marked.width, marked.height, marked.data);
  await page.goto('/#/pages/erasePen/index');
  await page.getByTestId('eraser-tool').waitFor();
  await page.getByTestId('image-file-input').setInputFiles({ name: 'wall.png', mimeType: 'image/png', buffer: markedPng });
  await expect(page.getByTestId('eraser-stage')).toBeVisible();
  await expect(page.getByTestId('eraser-choice-fill')).toHaveAttribute('aria-checked', 'true');
  await page.getByTestId('brush-size').fill('60');

  await paintAcross(page, clean, mark.x - 10, mark.x + mark.width + 10, mark.y + mark.height / 2);
  await expect(page.getByTestId('image-undo')).toBeEnabled({ timeout: 30_000 });
  await expect(page.getByTestId('stage-busy')).toHaveCount(0);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('image-download').click()]);
  const result = await downloadedImage(download);
  expect(result).toMatchObject({ mimeType: 'image/png', width: 480, height: 360 });
  // No hole: every pixel of the painted area stays opaque.
  const minAlpha = await measureInPage(page, [result.bytes], mark, null, ([image]) => {
    let min = 255;
    for (let i = 3; i < (image?.data.length ?? 0); i += 4) min = Math.min(min, image?.data[i] ?? 0);
    return min;
  });
  expect(minAlpha).toBe(255);
  // The mark is gone: the area is close to the clean wall, far from the marked one.
  const before = await meanError(page, markedPng, cleanPng, mark);
  const after = await meanError(page, result.bytes, cleanPng, mark);
  expect(before).toBeGreaterThan(40);
  expect(after).toBeLessThan(before / 3);
});

test('eraser pen, 擦成透明: a stroke becomes transparent in the PNG, undo brings it back', async ({ page }) => {
  const photo = makePhoto(400, 300, 11);
  await page.goto('/#/pages/erasePen/index');
  await page.getByTestId('eraser-tool').waitFor();
  await page.getByTestId('image-file-input').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: photo.png });
  await expect(page.getByTestId('eraser-stage')).toBeVisible();
  await page.getByTestId('eraser-choice-transparent').click();
  await page.getByTestId('brush-hardness').fill('100');
  await paintAcross(page, photo, 100, 300, 150);

  const [erased] = await Promise.all([page.waitForEvent('download'), page.getByTestId('image-download').click()]);
  const image = await downloadedImage(erased);
  expect(image).toMatchObject({ mimeType: 'image/png', width: 400, height: 300 });
  const [onStroke, farAway] = await pixelsOf(page, image.bytes, [[200, 150], [200, 40]]);
  expect(onStroke?.[3]).toBe(0);
  expect(farAway?.[3]).toBe(255);

  await page.getByTestId('image-undo').click();
  await expect(page.getByTestId('image-redo')).toBeEnabled();
  const [restored] = await Promise.all([page.waitForEvent('download'), page.getByTestId('image-download').click()]);
  const [again] = await pixelsOf(page, (await downloadedImage(restored)).bytes, [[200, 150]]);
  expect(again?.[3]).toBe(255);
});
