import { expect, test } from '@playwright/test';
import { downloadedImage, pixelsOf, stagePoint } from './fixtures/images/helpers.ts';
import { makePhoto } from './fixtures/images/photos.ts';

const photo = makePhoto(400, 300, 11);

test('eraser pen: a stroke becomes transparent in the PNG, undo brings it back', async ({ page }) => {
  await page.goto('/#/pages/erasePen/index');
  await page.getByTestId('eraser-tool').waitFor();
  await page.getByTestId('image-file-input').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: photo.png });
  await expect(page.getByTestId('eraser-stage')).toBeVisible();
  await page.getByTestId('brush-hardness').fill('100');

  const from = await stagePoint(page, 'eraser-stage', photo, 100, 150);
  const to = await stagePoint(page, 'eraser-stage', photo, 300, 150);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i += 1) await page.mouse.move(from.x + ((to.x - from.x) * i) / 10, from.y);
  await page.mouse.up();

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
