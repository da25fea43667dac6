import { expect, test, type Page } from '@playwright/test';
import { makePhoto } from './fixtures/images/photos.ts';
import { importFile, openWorksTab, workFile } from './works-support.ts';

/** The native bridge where a user meets it (docs/harmony.md): a plain browser, then the Harmony shell. */

async function ownVisitor(page: Page): Promise<void> {
  // The day's free downloads are counted per visitor: a fresh address per test.
  const ip = `198.20.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  await page.route('**/api/v4/**', (route) => route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': ip } }));
}

test('选择图片 in an image tool opens the browser’s file chooser and the photo loads', async ({ page }) => {
  const photo = makePhoto(400, 300, 3);
  await page.goto('/#/pages/image/crop');
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('image-choose').click();
  await (await chooser).setFiles({ name: 'photo.png', mimeType: 'image/png', buffer: photo.png });
  await expect(page.getByTestId('crop-stage')).toBeVisible();
  await expect(page.getByTestId('image-output-size')).toHaveText('输出尺寸 400 × 300');
});

test('分享图片 without Web Share downloads the PNG and says how to share it', async ({ page }) => {
  await page.addInitScript(() => {
    // Desktop Chromium on Linux has no Web Share; make sure of it whatever the build.
    Reflect.deleteProperty(Navigator.prototype, 'share');
    Reflect.deleteProperty(Navigator.prototype, 'canShare');
  });
  await ownVisitor(page);
  await openWorksTab(page);
  await importFile(page, workFile('分享标志', ['分享']));
  await expect(page.getByTestId('works-card')).toHaveCount(1);
  await page.getByTestId('works-card-menu').click();
  const download = page.waitForEvent('download', { timeout: 30_000 });
  await page.getByTestId('works-action-share').click();
  expect((await download).suggestedFilename()).toMatch(/\.png$/);
  await expect(page.getByTestId('toast')).toContainText('当前环境不能直接分享');
});

test('分享图片 with Web Share hands the PNG to the share sheet and downloads nothing', async ({ page }) => {
  await page.addInitScript(() => {
    // A phone browser's Web Share: records what it was given.
    const shared: Array<{ title: string; files: Array<{ name: string; type: string; size: number }> }> = [];
    Object.assign(window, { sharedForTest: shared });
    Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, value: (data: ShareData) => (data.files ?? []).every((file) => file.type === 'image/png') });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        shared.push({ title: data.title ?? '', files: (data.files ?? []).map((file) => ({ name: file.name, type: file.type, size: file.size })) });
      },
    });
  });
  await ownVisitor(page);
  let downloads = 0;
  page.on('download', () => (downloads += 1));
  await openWorksTab(page);
  await importFile(page, workFile('分享标志', ['分享']));
  await page.getByTestId('works-card-menu').click();
  await page.getByTestId('works-action-share').click();
  await expect(page.getByTestId('toast')).toContainText('已分享', { timeout: 30_000 });
  const shared = await page.evaluate(() => (window as unknown as { sharedForTest: Array<{ title: string; files: Array<{ name: string; type: string; size: number }> }> }).sharedForTest);
  expect(shared).toHaveLength(1);
  expect(shared[0]?.title).toBe('分享标志');
  expect(shared[0]?.files[0]).toMatchObject({ type: 'image/png' });
  expect(shared[0]?.files[0]?.size).toBeGreaterThan(1000);
  expect(downloads).toBe(0);
});

/**
 * Inside the Harmony shell (docs/harmony.md): a host object where ArkWeb puts its own, speaking the
 * protocol's JSON both ways, as src/services/bridge/fakeHarmonyHost.ts does in the unit tests.
 */
async function harmonyShell(page: Page, photoBase64: string): Promise<void> {
  await page.addInitScript((photo) => {
    const calls: Array<{ method: string; params: Record<string, unknown> }> = [];
    Object.assign(window, { hostCalls: calls });
    const answers: Record<string, (params: Record<string, unknown>) => unknown> = {
      safeArea: () => ({ top: 0, right: 0, bottom: 0, left: 0 }),
      pickImage: () => ({ name: '相册照片.png', type: 'image/png', data: photo }),
      share: () => ({ outcome: 'shared' }),
    };
    Object.assign(window, {
      bzsjHarmony: {
        postMessage(text: string) {
          const request = JSON.parse(text) as { v: number; id: string; method: string; params: Record<string, unknown> };
          calls.push({ method: request.method, params: request.params });
          const answer = answers[request.method];
          const reply = answer
            ? { v: 1, id: request.id, ok: true, result: answer(request.params) }
            : { v: 1, id: request.id, ok: false, error: { code: 'unknownMethod', message: '未知的调用' } };
          setTimeout(() => (window as unknown as { bzsjHarmonyReceive?: (text: string) => void }).bzsjHarmonyReceive?.(JSON.stringify(reply)), 0);
        },
      },
    });
  }, photoBase64);
}

type HostCall = { method: string; params: { file?: { name: string; type: string; data: string }; title?: string } };
const hostCalls = (page: Page) => page.evaluate(() => (window as unknown as { hostCalls: HostCall[] }).hostCalls);

test.describe('inside the Harmony shell', () => {
  test('选择图片 asks the shell’s chooser, and the photo it gives loads', async ({ page }) => {
    const photo = makePhoto(400, 300, 5);
    await harmonyShell(page, photo.png.toString('base64'));
    let chooserOpened = false;
    page.on('filechooser', () => (chooserOpened = true));
    await page.goto('/#/pages/image/crop');
    await page.getByTestId('image-choose').click();
    await expect(page.getByTestId('image-output-size')).toHaveText('输出尺寸 400 × 300');
    expect((await hostCalls(page)).filter((call) => call.method === 'pickImage')).toHaveLength(1);
    expect(chooserOpened).toBe(false);
  });

  test('分享图片 goes to the shell’s share sheet as a PNG', async ({ page }) => {
    await harmonyShell(page, '');
    await ownVisitor(page);
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    await openWorksTab(page);
    await importFile(page, workFile('鸿蒙分享', ['分享']));
    await page.getByTestId('works-card-menu').click();
    await page.getByTestId('works-action-share').click();
    await expect(page.getByTestId('toast')).toContainText('已分享', { timeout: 30_000 });
    const share = (await hostCalls(page)).find((call) => call.method === 'share');
    expect(share?.params.title).toBe('鸿蒙分享');
    expect(share?.params.file?.type).toBe('image/png');
    // The base64 of a PNG starts with the signature's encoding.
    expect(share?.params.file?.data.startsWith('iVBORw0KGgo')).toBe(true);
    expect(downloads).toBe(0);
  });
});
