// Issue 29 through the pages: a busy (cloud-like) backdrop cut out automatically, an object on a
// backdrop with no colour to remove cut out after one tap, and a text watermark on a smooth,
// slowly varying texture removed without a visible box (the quality set's own images).
import { expect, test } from '@playwright/test';
import { PNG } from 'pngjs';
import { createMask } from '../workers/core/image/pixels.ts';
import { blurFill } from '../workers/image/inpaint/inpaint.ts';
import { dilate } from '../workers/image/inpaint/region.ts';
import { cutoutCase, inpaintTexture, markCase } from '../workers/image/quality/qualitySet.ts';
import { seamStep, textureEnergy } from '../workers/image/quality/setReport.ts';
import { iou, psnr, sceneWithoutBackdrop } from '../workers/image/testing/synthetic.ts';
import { boxAndRemove, downloadedImage, stagePoint } from './fixtures/images/helpers.ts';
import { encodePng } from './fixtures/images/png.ts';

function decodePng(bytes: Buffer) {
  const png = PNG.sync.read(bytes);
  return { width: png.width, height: png.height, data: new Uint8ClampedArray(png.data) };
}

function alphaOf(bytes: Buffer) {
  const image = decodePng(bytes);
  const mask = createMask(image.width, image.height);
  for (let i = 0; i < mask.data.length; i += 1) mask.data[i] = image.data[i * 4 + 3] ?? 0;
  return mask;
}


test('cutout: an object on a cloudy sky comes out whole (automatic); a tap cuts out what a plain method cannot', async ({ page }) => {
  test.setTimeout(90_000);
  const sky = cutoutCase('plasma', 2, 320, 240);
  await page.goto('/#/pages/imageMatting/imgMatting');
  await page.getByTestId('cutout-tool').waitFor();
  await page.getByTestId('image-file-input').setInputFiles({ name: 'sky.png', mimeType: 'image/png', buffer: encodePng(320, 240, sky.pixels.data) });
  await expect(page.getByTestId('image-download')).toBeEnabled({ timeout: 60_000 });
  const [auto] = await Promise.all([page.waitForEvent('download'), page.getByTestId('image-download').click()]);
  expect(iou(alphaOf((await downloadedImage(auto)).bytes), sky.alpha)).toBeGreaterThan(0.95);

  // A logo whose border is all different colours: no backdrop colour to remove, so the page keeps everything…
  const scene = sceneWithoutBackdrop(160, 160);
  const { data } = scene.pixels;
  await page.getByTestId('image-file-input').last().setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: encodePng(160, 160, data) });
  await expect(page.getByTestId('cutout-seed')).toBeEnabled({ timeout: 60_000 });
  // …until the user taps the object (the red bar through the centre).
  await page.getByTestId('cutout-seed').click();
  await expect(page.getByTestId('cutout-seed-hint')).toBeVisible();
  const tap = await stagePoint(page, 'cutout-seed-stage', scene.pixels, 80, 80);
  await page.mouse.click(tap.x, tap.y);
  await expect(page.getByTestId('image-notice')).toContainText('已按你标出的主体抠图', { timeout: 60_000 });
  await expect(page.getByTestId('image-download')).toBeEnabled();
  const [seeded] = await Promise.all([page.waitForEvent('download'), page.getByTestId('image-download').click()]);
  expect(iou(alphaOf((await downloadedImage(seeded)).bytes), scene.alpha)).toBeGreaterThan(0.9);
});

test('watermark removal on a smooth gradient: no seam at the box edge, texture kept, closer than a diffusion fill', async ({ page }) => {
  test.setTimeout(60_000);
  const clean = inpaintTexture('smoothGradient', 1, 320, 240);
  const mark = { x: 64, y: 96, width: 192, height: 48 };
  const { marked, hole } = markCase(clean, 'text', mark);
  await page.goto('/#/pages/removeWatermark/removeWatermark');
  await page.getByTestId('remove-watermark-tool').waitFor();
  await page.getByTestId('image-file-input').setInputFiles({ name: 'sky.png', mimeType: 'image/png', buffer: encodePng(320, 240, marked.data) });
  await expect(page.getByTestId('remove-watermark-stage')).toBeVisible();
  await boxAndRemove(page, clean, mark);
  await page.getByTestId('image-format').selectOption('png');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('image-download').click()]);
  const result = decodePng((await downloadedImage(download)).bytes);
  // The region the page repaired: the box round every pixel it changed.
  const region = createMask(320, 240);
  let [x0, y0, x1, y1] = [320, 240, -1, -1];
  for (let i = 0; i < 320 * 240; i += 1) {
    if ([0, 1, 2].every((k) => result.data[i * 4 + k] === marked.data[i * 4 + k])) continue;
    const x = i % 320;
    const y = Math.floor(i / 320);
    [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
  }
  expect(x1 - x0).toBeGreaterThanOrEqual(mark.width);
  for (let y = y0; y <= y1; y += 1) for (let x = x0; x <= x1; x += 1) region.data[y * 320 + x] = 255;
  const seam = seamStep(result, region) / seamStep(clean, region);
  expect(seam).toBeLessThan(1.5);
  expect(textureEnergy(result, dilate(hole, 1)) / textureEnergy(clean, dilate(hole, 1))).toBeGreaterThan(0.7);
  expect(psnr(clean, result, region)).toBeGreaterThanOrEqual(psnr(clean, blurFill(marked, region, 0), region) - 0.5);
});
