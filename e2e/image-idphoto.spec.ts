import { expect, test } from '@playwright/test';
import { renderScene } from '../workers/image/testing/synthetic.ts';
import { downloadedImage, near, pixelsOf } from './fixtures/images/helpers.ts';
import { encodePng } from './fixtures/images/png.ts';

const portrait = renderScene(400, 520, 'plain', 'portrait', 2);
const photo = encodePng(portrait.pixels.width, portrait.pixels.height, portrait.pixels.data);

test('ID photo: 2寸 on red at 413×579, face centred; a 6-inch sheet at 1800×1200', async ({ page }) => {
  await page.goto('/#/pages/idPhoto/idPhoto');
  await page.getByTestId('idphoto-tool').waitFor();
  await page.getByTestId('image-file-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
  await expect(page.getByTestId('idphoto-preview')).toBeVisible();
  await page.getByTestId('idphoto-size-two').click();
  await page.getByTestId('idphoto-bg-red').click();
  await page.getByTestId('image-format').selectOption('png');
  await expect(page.getByTestId('image-output-size')).toHaveText('输出尺寸 413 × 579');
  // A real job (person model, compositing): its time depends on the machine's load, not a promise of ours.
  await expect(page.getByTestId('image-task')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('idphoto-no-person')).toHaveCount(0);

  const [single] = await Promise.all([page.waitForEvent('download'), page.getByTestId('image-download').click()]);
  const image = await downloadedImage(single);
  expect(image).toMatchObject({ mimeType: 'image/png', width: 413, height: 579 });
  // Backdrop red in the corners; the face (skin) at the middle of the head, which sits 10%–65% down.
  const [corner, face, aboveHead] = await pixelsOf(page, image.bytes, [[8, 8], [206, 270], [206, 25]]);
  expect(near(corner ?? [], [0xd9, 0x00, 0x1b, 255], 4)).toBe(true);
  expect(near(face ?? [], [225, 180, 150, 255], 12)).toBe(true);
  expect(near(aboveHead ?? [], [0xd9, 0x00, 0x1b, 255], 4)).toBe(true);

  await page.getByTestId('idphoto-layout-sheet').click();
  // A real job (person model, compositing): its time depends on the machine's load, not a promise of ours.
  await expect(page.getByTestId('image-task')).toHaveCount(0, { timeout: 30_000 });
  const [sheet] = await Promise.all([page.waitForEvent('download'), page.getByTestId('image-download').click()]);
  expect(await downloadedImage(sheet)).toMatchObject({ width: 1800, height: 1200 });
});
