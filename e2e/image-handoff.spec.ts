import { expect, test, type Page } from '@playwright/test';
import { signedBody } from '../server/testing/signing.ts';
import { renderTexture, stampWatermark } from '../workers/image/testing/synthetic.ts';
import { exportImage, listedLayerIds } from './editor-support.ts';
import { boxAndRemove, downloadedImage, near, pixelsOf } from './fixtures/images/helpers.ts';
import { makePhoto } from './fixtures/images/photos.ts';
import { encodePng } from './fixtures/images/png.ts';

// Image-tool results: the per-day download limit (the `image` list, counted by the server: docs/membership.md) and 用到标志设计.

const photo = makePhoto(400, 300, 7);

/** Image downloads the server counted today for this page's account (POST /downloadquota). */
async function imagesCounted(page: Page): Promise<number> {
  const info = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? localStorage.getItem('virUserinfo') ?? 'null') as { username: string; usertoken: string });
  const body = signedBody({ account: info.username, usertoken: info.usertoken }, Math.floor(Date.now() / 1000));
  const reply = (await (await page.request.post('/api/v4/downloadquota', { data: body })).json()) as { used: { image: number } };
  return reply.used.image;
}

/** Downloads through the tool's button and returns the saved file. */
async function download(page: Page) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('image-download').click()]);
  return downloadedImage(file);
}

test.describe('image tools: daily download limit', () => {
  test('crop: three different results a day, the same one again is free, the fourth is refused with nothing saved', async ({ page }) => {
    test.setTimeout(60_000);
    let saved = 0;
    page.on('download', () => (saved += 1));
    await page.goto('/#/pages/image/crop');
    await page.getByTestId('image-file-input').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: photo.png });
    await expect(page.getByTestId('crop-stage')).toBeVisible();
    const notice = page.getByTestId('image-notice');

    await page.getByTestId('crop-ratio-1:1').click();
    const first = await download(page);
    await expect(notice).toHaveText('图片已保存到下载，今天还可以免费下载 2 张图片');
    await page.getByTestId('crop-ratio-4:3').click();
    await download(page);
    await expect(notice).toContainText('还可以免费下载 1 张');
    await page.getByTestId('crop-ratio-16:9').click();
    await download(page);
    await expect(notice).toContainText('还可以免费下载 0 张');

    // A fourth, different result: the message, and no file.
    await page.getByTestId('crop-ratio-3:4').click();
    await page.getByTestId('image-download').click();
    const limit = page.getByTestId('image-limit');
    await expect(limit).toContainText('非会员每天可下载 3 张不同的图片，还剩 0 张');
    await expect(limit).toContainText('开通会员后无限下载');
    await expect(notice).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(saved).toBe(3);

    // The first crop again: the very same file, so it does not count.
    await page.getByTestId('crop-ratio-1:1').click();
    const again = await download(page);
    expect(again.bytes.equals(first.bytes)).toBe(true);
    await expect(limit).toHaveCount(0);
    await expect(notice).toContainText('还可以免费下载 0 张');

    // The message leads to the membership centre.
    await page.getByTestId('crop-ratio-3:4').click();
    await page.getByTestId('image-download').click();
    await page.getByTestId('image-limit-vip').click();
    await expect(page).toHaveURL(/#\/pages\/checkOut\/checkOut/);
    expect(saved).toBe(4);
  });

  test('emptied local download lists gain nothing: the server still counts', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/#/pages/image/crop');
    await page.getByTestId('image-file-input').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: photo.png });
    const notice = page.getByTestId('image-notice');
    for (const ratio of ['1:1', '4:3', '16:9']) {
      await page.getByTestId(`crop-ratio-${ratio}`).click();
      await download(page);
    }
    await expect(notice).toContainText('还可以免费下载 0 张');
    // What the app once trusted: the lists, emptied, dated yesterday.
    await page.evaluate((yesterday) => {
      localStorage.setItem('downloadUserList', JSON.stringify({ logo: [], card: [], image: [] }));
      localStorage.setItem('downloadTime', JSON.stringify(yesterday));
    }, Date.now() - 86_400_000);
    await page.getByTestId('crop-ratio-3:4').click();
    await page.getByTestId('image-download').click();
    await expect(page.getByTestId('image-limit')).toContainText('还剩 0 张');
  });
});

test.describe('image tools: 用到标志设计', () => {
  test('crop: the result opens in the logo editor as an image layer, 60% of the canvas, centred', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/#/pages/image/crop');
    await page.getByTestId('image-file-input').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: photo.png });
    await page.getByTestId('crop-ratio-1:1').click();
    await page.getByTestId('image-to-editor').click();

    await expect(page).toHaveURL(/#\/pages\/create\/create\?.*from=imageTool/, { timeout: 15_000 });
    await expect(page.getByTestId('editor-stage')).toBeVisible({ timeout: 15_000 });
    expect(await listedLayerIds(page)).toHaveLength(2);
    await expect(page.getByTestId('layer-row').filter({ hasText: '图片' })).toHaveCount(1);

    // The 300 × 300 crop (photo x + 50) drawn at 600 × 600 from (200, 200) of the 1000 px canvas.
    const png = await exportImage(page, { format: 'png', side: 1000 });
    const at = (x: number, y: number): [number, number] => [200 + 2 * (x - 50) + 1, 200 + 2 * y + 1];
    const [corner, house, sun, sky] = await pixelsOf(page, png.bytes, [[20, 20], at(90, 150), at(312, 60), at(250, 20)]);
    expect(near(corner ?? [], [255, 255, 255, 255], 2)).toBe(true);
    expect(near(house ?? [], [200, 40, 40, 255], 12)).toBe(true);
    expect(near(sun ?? [], [255, 220, 60, 255], 12)).toBe(true);
    expect(near(sky ?? [], photo.pixel(250, 20), 16)).toBe(true);
    // Sending is not a download.
    expect(await imagesCounted(page)).toBe(0);
  });

  test('a reload of the editor before any edit shows the handed document again, not a blank canvas', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/#/pages/image/crop');
    await page.getByTestId('image-file-input').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: photo.png });
    await page.getByTestId('image-to-editor').click();
    await expect(page.getByTestId('editor-stage')).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => listedLayerIds(page)).toHaveLength(2);
    const before = await listedLayerIds(page);
    await page.reload();
    await expect(page.getByTestId('editor-stage')).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => listedLayerIds(page), { timeout: 10_000 }).toEqual(before);
  });

  test('watermark removal: the repaired picture goes to the editor; only the download counts', async ({ page }) => {
    test.setTimeout(90_000);
    const clean = renderTexture(480, 360, 'bricks', 5);
    const mark = { x: 150, y: 150, width: 180, height: 50 };
    const { marked } = stampWatermark(clean, mark);
    await page.goto('/#/pages/removeWatermark/removeWatermark');
    await page.getByTestId('image-file-input').setInputFiles({ name: 'wall.png', mimeType: 'image/png', buffer: encodePng(marked.width, marked.height, marked.data) });
    await expect(page.getByTestId('remove-watermark-stage')).toBeVisible();
    await boxAndRemove(page, clean, mark);
    await expect(page.getByTestId('image-undo')).toBeEnabled();

    await page.getByTestId('image-format').selectOption('png');
    const result = await download(page);
    await expect(page.getByTestId('image-notice')).toContainText('还可以免费下载 2 张');
    await page.getByTestId('image-to-editor').click();
    await expect(page.getByTestId('editor-stage')).toBeVisible({ timeout: 15_000 });
    expect(await imagesCounted(page)).toBe(1);

    // 480 × 360 fitted to 600 × 450 at (200, 275): the editor shows the repaired wall, not the mark.
    const png = await exportImage(page, { format: 'png', side: 1000 });
    const error = await page.evaluate(
      async ({ editor, tool, marked: original }) => {
        const decode = async (b64: string) => createImageBitmap(new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))]));
        const [shown, repaired, stamped] = await Promise.all([decode(editor), decode(tool), decode(original)]);
        const pixels = (bitmap: ImageBitmap, sx: number, sy: number, sw: number, sh: number) => {
          const canvas = new OffscreenCanvas(sw, sh);
          const context = canvas.getContext('2d');
          if (!context) throw new Error('no 2d context');
          context.drawImage(bitmap, sx, sy, sw, sh, 0, 0, sw, sh);
          return context.getImageData(0, 0, sw, sh).data;
        };
        // The mark's area, in the editor export (×1.25 from (200, 275)) and in the two tool images, compared at one size.
        const area = { x: 150, y: 150, width: 180, height: 50 };
        const size = [area.width, area.height] as const;
        const inEditor = (() => {
          const canvas = new OffscreenCanvas(...size);
          const context = canvas.getContext('2d');
          if (!context) throw new Error('no 2d context');
          context.drawImage(shown, 200 + area.x * 1.25, 275 + area.y * 1.25, area.width * 1.25, area.height * 1.25, 0, 0, ...size);
          return context.getImageData(0, 0, ...size).data;
        })();
        const mean = (p: Uint8ClampedArray, q: Uint8ClampedArray) => {
          let sum = 0;
          for (let i = 0; i < p.length; i += 4) for (let k = 0; k < 3; k += 1) sum += Math.abs((p[i + k] ?? 0) - (q[i + k] ?? 0));
          return sum / ((p.length / 4) * 3);
        };
        return {
          toRepaired: mean(inEditor, pixels(repaired, area.x, area.y, ...size)),
          toMarked: mean(inEditor, pixels(stamped, area.x, area.y, ...size)),
        };
      },
      { editor: png.bytes.toString('base64'), tool: result.bytes.toString('base64'), marked: encodePng(marked.width, marked.height, marked.data).toString('base64') },
    );
    expect(error.toRepaired).toBeLessThan(12);
    expect(error.toRepaired).toBeLessThan(error.toMarked / 2);
  });
});
