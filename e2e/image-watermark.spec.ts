import { expect, test } from '@playwright/test';
import { differingShare, downloadedImage } from './fixtures/images/helpers.ts';
import { makePhoto } from './fixtures/images/photos.ts';

// Larger than the 1280 px working copy: the export must still be full size.
const photo = makePhoto(1600, 1200, 3);

test('add watermark: full-size export, drawn only when enabled', async ({ page }) => {
  // Two full-size (1600×1200) PNG encodes and pixel comparisons.
  test.setTimeout(60_000);
  await page.goto('/#/pages/addWaterMark/index');
  await page.getByTestId('image-file-input').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: photo.png });
  await expect(page.getByTestId('watermark-preview')).toBeVisible();
  await page.getByTestId('watermark-text').fill('仅供测试');
  await page.getByTestId('watermark-bold').click();
  await page.getByTestId('watermark-underline').click();
  await page.getByTestId('image-format').selectOption('png');
  await expect(page.getByTestId('image-output-size')).toHaveText('输出尺寸 1600 × 1200');

  const [marked] = await Promise.all([page.waitForEvent('download'), page.getByTestId('image-download').click()]);
  const withMark = await downloadedImage(marked);
  expect(withMark).toMatchObject({ mimeType: 'image/png', width: 1600, height: 1200 });
  const markedShare = await differingShare(page, withMark.bytes, photo.png);
  // Texts and dashed lines cover a visible part of the photo, but far from all of it.
  expect(markedShare).toBeGreaterThan(0.01);
  expect(markedShare).toBeLessThan(0.5);

  await page.getByTestId('watermark-enabled').click();
  await expect(page.getByTestId('watermark-enabled')).toHaveAttribute('aria-pressed', 'false');
  const [plain] = await Promise.all([page.waitForEvent('download'), page.getByTestId('image-download').click()]);
  const withoutMark = await downloadedImage(plain);
  expect(await differingShare(page, withoutMark.bytes, photo.png, 2)).toBe(0);
});
