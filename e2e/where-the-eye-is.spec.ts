import { expect, test } from '@playwright/test';
import { makePhoto } from './fixtures/images/photos.ts';

// Issue 27 at a phone's size: results, limits and the progress of a job appear where the
// user is looking, not below the fold.
test.use({ viewport: { width: 390, height: 844 } });

test('AI design: after 生成 the page brings the results into view', async ({ page }) => {
  await page.goto('/#/pages/aiDesign/aiDesign');
  await page.getByTestId('ai-title').fill('山水茶舍');
  const generate = page.getByTestId('ai-generate');
  await generate.scrollIntoViewIfNeeded();
  await generate.click();
  await expect(page.getByTestId('ai-results')).toBeInViewport({ timeout: 15_000 });
  await expect(page.getByTestId('ai-candidates').locator('li').first()).toBeInViewport();
});

test('an image tool: the daily-limit notice is in view when the fourth download is refused', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/#/pages/addWaterMark/index');
  await page.getByTestId('image-file-input').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: makePhoto(400, 300, 2).png });
  await expect(page.getByTestId('watermark-preview')).toBeVisible();
  // Four different results (another text each time): the fourth is over a guest's three a day.
  for (const text of ['一号', '二号', '三号', '四号']) {
    await page.getByTestId('watermark-text').fill(text);
    const refused = text === '四号';
    if (!refused) {
      await Promise.all([page.waitForEvent('download'), page.getByTestId('image-download').click()]);
      await expect(page.getByTestId('image-notice')).toBeInViewport();
    } else {
      await page.getByTestId('image-download').click();
    }
  }
  await expect(page.getByTestId('image-limit')).toBeInViewport({ timeout: 15_000 });
  await expect(page.getByTestId('image-limit-vip')).toBeInViewport();
});

test('cutout: while the person model loads, the photo shows under the progress, and 取消 stops it', async ({ page }) => {
  test.setTimeout(60_000);
  // Hold the model's files until the page has been looked at: the job is long for sure.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/models/**', async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  await page.goto('/#/pages/imageMatting/imgMatting');
  await page.getByTestId('cutout-method-person').click();
  await page.getByTestId('image-file-input').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: makePhoto(600, 800, 4).png });
  const busy = page.getByTestId('stage-busy');
  await expect(busy).toBeInViewport({ timeout: 15_000 });
  await expect(busy).toContainText('正在');
  // Not a black box: the stage draws the photo (the sky's blue at the top centre) under the veil.
  const stage = page.getByTestId('cutout-result');
  await expect
    .poll(() =>
      stage.evaluate((canvas) => {
        const c = canvas as HTMLCanvasElement;
        const [r = 0, g = 0, b = 0] = c.getContext('2d')?.getImageData(Math.floor(c.width / 2), Math.floor(c.height * 0.1), 1, 1).data ?? [];
        return b > r + 40 && b > g;
      }),
    )
    .toBe(true);
  await page.getByTestId('stage-busy-cancel').click();
  await expect(busy).toHaveCount(0);
  await expect(page.getByTestId('image-error')).toHaveCount(0);
  release();
});

test('templates: while the grid scrolls, a tile shows its colour or its picture, never an empty image', async ({ page }) => {
  await page.goto('/#/pages/template/template');
  const cards = page.getByTestId('template-card');
  await expect(cards.first()).toBeVisible({ timeout: 15_000 });
  // An <img> on screen that is neither hidden nor decoded is what draws the broken-image icon and its alt text.
  const emptyImagesOnScreen = () =>
    page.evaluate(
      () =>
        [...document.querySelectorAll<HTMLImageElement>('[data-testid="template-card"] img')].filter((img) => {
          const box = img.getBoundingClientRect();
          if (box.bottom < 0 || box.top > window.innerHeight) return false;
          return getComputedStyle(img).visibility !== 'hidden' && !(img.complete && img.naturalWidth > 0);
        }).length,
    );
  for (let step = 0; step < 6; step += 1) {
    await page.mouse.wheel(0, 700);
    expect(await emptyImagesOnScreen()).toBe(0);
  }
  // The pictures do arrive.
  await expect(cards.first().locator('img')).toHaveAttribute('data-loaded', 'true', { timeout: 15_000 });
});
