import { expect, test } from '@playwright/test';
import { downloadedImage, near, pixelsOf } from './fixtures/images/helpers.ts';
import { solidPng } from './fixtures/images/photos.ts';

const RED: [number, number, number] = [220, 30, 30];
const GREEN: [number, number, number] = [30, 180, 60];
const BLUE: [number, number, number] = [30, 60, 220];

test('picture puzzle: first-use guide once, three photos side by side with spacing, drag to swap', async ({ page }) => {
  await page.goto('/#/pages/picturePuzzle/picturePuzzle');
  await expect(page.getByTestId('puzzle-guide')).toBeVisible();
  await page.getByTestId('puzzle-guide-ok').click();
  await expect(page.getByTestId('puzzle-guide')).toHaveCount(0);

  await page.getByTestId('image-file-input').setInputFiles([
    { name: 'red.png', mimeType: 'image/png', buffer: solidPng(300, 200, RED) },
    { name: 'green.png', mimeType: 'image/png', buffer: solidPng(200, 300, GREEN) },
    { name: 'blue.png', mimeType: 'image/png', buffer: solidPng(240, 240, BLUE) },
  ]);
  await expect(page.getByTestId('puzzle-count')).toHaveText('已选 3 张');
  await page.getByTestId('puzzle-layout-3-row').click();
  await page.getByTestId('puzzle-spacing').fill('30');
  await page.getByTestId('image-format').selectOption('png');

  const [first] = await Promise.all([page.waitForEvent('download'), page.getByTestId('image-download').click()]);
  const image = await downloadedImage(first);
  expect(image).toMatchObject({ mimeType: 'image/png', width: 1500, height: 1500 });
  // Three columns, 30 px apart and from the edge: (1500 − 4·30) / 3 = 460 px wide each.
  const [edge, c0, gap, c1, c2] = await pixelsOf(page, image.bytes, [[15, 750], [260, 750], [505, 750], [750, 750], [1240, 750]]);
  expect(near(edge ?? [], [255, 255, 255, 255], 2)).toBe(true);
  expect(near(c0 ?? [], [...RED, 255], 3)).toBe(true);
  expect(near(gap ?? [], [255, 255, 255, 255], 2)).toBe(true);
  expect(near(c1 ?? [], [...GREEN, 255], 3)).toBe(true);
  expect(near(c2 ?? [], [...BLUE, 255], 3)).toBe(true);

  // Drag the first photo onto the third cell: they trade places.
  const from = await page.getByTestId('puzzle-cell-0').boundingBox();
  const to = await page.getByTestId('puzzle-cell-2').boundingBox();
  if (!from || !to) throw new Error('cells not visible');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width, from.y + from.height / 2, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 5 });
  await page.mouse.up();
  const [second] = await Promise.all([page.waitForEvent('download'), page.getByTestId('image-download').click()]);
  const [s0, s2] = await pixelsOf(page, (await downloadedImage(second)).bytes, [[260, 750], [1240, 750]]);
  expect(near(s0 ?? [], [...BLUE, 255], 3)).toBe(true);
  expect(near(s2 ?? [], [...RED, 255], 3)).toBe(true);

  await page.reload();
  await page.getByTestId('puzzle-tool').waitFor();
  await expect(page.getByTestId('puzzle-guide')).toHaveCount(0);
});
