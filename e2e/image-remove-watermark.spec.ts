import { expect, test } from '@playwright/test';
import { renderTexture, stampWatermark } from '../workers/image/testing/synthetic.ts';
import { boxAndRemove, downloadedImage, meanError } from './fixtures/images/helpers.ts';
import { encodePng } from './fixtures/images/png.ts';

const clean = renderTexture(480, 360, 'bricks', 5);
const mark = { x: 150, y: 150, width: 180, height: 50 };
const { marked } = stampWatermark(clean, mark);
const cleanPng = encodePng(clean.width, clean.height, clean.data);
const markedPng = encodePng(marked.width, marked.height, marked.data);

test('remove watermark: box the mark, the fill continues the brick wall', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/#/pages/removeWatermark/removeWatermark');
  await page.getByTestId('remove-watermark-tool').waitFor();
  await page.getByTestId('image-file-input').setInputFiles({ name: 'wall.png', mimeType: 'image/png', buffer: markedPng });
  await expect(page.getByTestId('remove-watermark-stage')).toBeVisible();
  await page.getByTestId('remove-apply').click();
  await expect(page.getByTestId('image-notice')).toContainText('请先涂抹或框选');

  await boxAndRemove(page, clean, mark);
  await expect(page.getByTestId('image-undo')).toBeEnabled();

  await page.getByTestId('image-format').selectOption('png');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('image-download').click()]);
  const result = await downloadedImage(download);
  expect(result).toMatchObject({ mimeType: 'image/png', width: 480, height: 360 });
  const before = await meanError(page, markedPng, cleanPng, mark);
  const after = await meanError(page, result.bytes, cleanPng, mark);
  expect(before).toBeGreaterThan(40);
  // Patch-based fill: close to the clean wall (a blur leaves a smudge with an error near 20).
  expect(after).toBeLessThan(before / 4);
  expect(after).toBeLessThan(12);
});
