import { expect, test, type Page } from '@playwright/test';
import { listedLayerIds, openEditor, savedLayers as savedIn, type SavedLayer } from './editor-support.ts';
import { makeLogoOnWhite } from './fixtures/images/photos.ts';

// Issue 26, as a phone user: a cutout's result and a picture of a work are in the Add panel's
// 我的图片 and added with one tap; a text preset is one undo step; in crop mode a pinch scales
// the picture inside its frame (not the view) and the picture still covers the frame.

test.describe.configure({ mode: 'serial' });

let page: Page;
const SHOTS = 'test-results/editor-library-mine';

const savedLayers = (ready: (layers: SavedLayer[]) => boolean) => savedIn(page, ready);

async function openMine(): Promise<void> {
  await page.getByTestId('editor-tab-add').click();
  // Another section first, so 我的图片 reads the lists again when it opens.
  await page.getByTestId('library-section-shapes').click();
  await page.getByTestId('library-section-mine').click();
}

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
});

test.afterAll(async () => {
  await page.close();
});

test('我的图片: a cutout sent to the editor and a picture of a work, each added with one tap', async () => {
  test.setTimeout(90_000);
  // A new user has nothing there yet: the panel says where pictures come from.
  await openEditor(page);
  await openMine();
  await expect(page.getByTestId('library-mine-empty')).toContainText('用到标志设计');
  await page.screenshot({ path: `${SHOTS}/mine-empty.png` });

  const logo = makeLogoOnWhite(300, 240);
  await page.goto('/#/pages/imageMatting/imgMatting');
  await page.getByTestId('image-file-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo.png });
  await expect(page.getByTestId('image-to-editor')).toBeEnabled({ timeout: 30_000 });
  await page.getByTestId('image-to-editor').click();
  await expect(page.getByTestId('editor-stage')).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => listedLayerIds(page)).toHaveLength(2);

  await openMine();
  const tool = page.locator('[data-testid="library-mine-picture"][data-source="tool"]');
  await expect(tool).toHaveCount(1, { timeout: 10_000 });
  const box = (await tool.boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: `${SHOTS}/mine-cutout.png` });
  await tool.click();
  await expect.poll(() => listedLayerIds(page)).toHaveLength(3);
  // The same picture as the one the tool handed over (one asset, referred to twice).
  const twice = await savedLayers((ls) => ls.filter((l) => l.type === 'image').length === 2);
  const [a, b] = twice.filter((l) => l.type === 'image');
  expect(a!.url).toMatch(/^asset:[0-9a-f]{32}$/);
  expect(b!.url).toBe(a!.url);

  // A picture from the device goes into the work; once saved, 我的图片 offers it under 作品中的图片.
  await page.getByTestId('editor-tab-add').click();
  const blue = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(200, 120);
    const context = canvas.getContext('2d')!;
    context.fillStyle = 'rgb(40, 90, 220)';
    context.fillRect(0, 0, 200, 120);
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
    return btoa(String.fromCharCode(...bytes));
  });
  await page.getByTestId('editor-image-input').setInputFiles({ name: 'blue.png', mimeType: 'image/png', buffer: Buffer.from(blue, 'base64') });
  const saved = await savedLayers((ls) => new Set(ls.filter((l) => l.type === 'image').map((l) => l.url)).size === 2);
  const deviceUrl = saved.filter((l) => l.type === 'image').map((l) => l.url).find((url) => url !== a!.url)!;
  await openMine();
  const work = page.locator(`[data-testid="library-mine-picture"][data-source="work"][data-hash="${deviceUrl.slice('asset:'.length)}"]`);
  await expect(work).toHaveCount(1, { timeout: 10_000 });
  // The cutout is listed once (as a tool result), though the work uses it too.
  await expect(page.locator(`[data-testid="library-mine-picture"][data-hash="${a!.url!.slice('asset:'.length)}"]`)).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/mine-work.png` });
  await work.click();
  await expect.poll(() => listedLayerIds(page)).toHaveLength(5);
});

test('crop mode: a two-finger pinch scales the picture inside its frame, the view stays', async () => {
  // The picture just added is selected: 样式 → 裁剪.
  await page.getByTestId('editor-tab-style').click();
  await page.getByTestId('image-crop').click();
  await expect(page.getByTestId('toolbar-crop')).toBeVisible();
  const stage = page.getByTestId('editor-stage');
  const zoom = async () => Number(await stage.getAttribute('data-zoom'));
  const before = await zoom();
  const frame = (await page.getByTestId('tool-crop-frame').boundingBox())!;
  const cx = frame.x + frame.width / 2;
  const cy = frame.y + frame.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', spread: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: cx - spread, y: cy, id: 1 }, { x: cx + spread, y: cy, id: 2 }] });
  await touch('touchStart', 20);
  for (let spread = 25; spread <= 50; spread += 5) await touch('touchMove', spread);
  await touch('touchEnd', 50);
  await page.screenshot({ path: `${SHOTS}/crop-pinch.png` });
  await page.getByTestId('crop-done').click();
  expect(await zoom()).toBe(before);

  // Saved: the picture 2.5× its size, clipped to a frame it covers on every side.
  const layers = await savedLayers((ls) => ls.some((l) => l.type === 'image' && l.status.clipPath && l.scale > 2));
  const index = layers.findIndex((l) => l.type === 'image' && l.status.clipPath);
  const picture = layers[index]!;
  const f = layers[index - 1]!;
  expect(picture.scale).toBeCloseTo(2.5, 1);
  const half = (l: SavedLayer) => ({ cx: l.x + l.width / 2, cy: l.y + l.height / 2, w: (l.width * l.scale) / 2, h: (l.height * l.scale) / 2 });
  const [p, q] = [half(picture), half(f)];
  expect(p.cx - p.w).toBeLessThanOrEqual(q.cx - q.w + 1e-6);
  expect(p.cx + p.w).toBeGreaterThanOrEqual(q.cx + q.w - 1e-6);
  expect(p.cy - p.h).toBeLessThanOrEqual(q.cy - q.h + 1e-6);
  expect(p.cy + p.h).toBeGreaterThanOrEqual(q.cy + q.h - 1e-6);
});

test('a text preset is added as one group, and one undo takes all of it back', async () => {
  const layersBefore = await listedLayerIds(page);
  await page.getByTestId('editor-tab-add').click();
  await page.getByTestId('library-section-texts').click();
  await page.getByTestId('editor-add-text-preset-classic').click();
  await expect.poll(() => listedLayerIds(page)).toHaveLength(layersBefore.length + 3);
  await page.screenshot({ path: `${SHOTS}/preset.png` });
  await page.getByTestId('editor-undo').click();
  await expect.poll(() => listedLayerIds(page)).toEqual(layersBefore);
});
