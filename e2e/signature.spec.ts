import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './support/consoleErrors.ts';
import { transparentShare } from './support/qrDecode.ts';
import { openWorksTab } from './works-support.ts';

async function downloadBytes(page: Page, testId: string): Promise<Buffer> {
  const download = page.waitForEvent('download');
  await page.getByTestId(testId).click();
  const chunks: Buffer[] = [];
  for await (const chunk of await (await download).createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

test.describe.serial('signature design', () => {
  let page: Page;
  let errors: string[];
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    errors = collectConsoleErrors(page);
  });
  test.afterAll(async () => {
    await page.close();
  });

  test('a name becomes a grid of styles, paged at the bottom; one exports as a transparent PNG and opens in the editor', async () => {
    test.setTimeout(120_000);
    await page.goto('/');
    await page.getByTestId('home-tool-signature').click();
    await expect(page.getByTestId('page-signatureDesign-signatureDesign')).toBeVisible();
    await expect(page.getByText('功能建设中')).toHaveCount(0);

    // Bad input is said where it was typed.
    await page.getByTestId('sign-name').fill('张三123');
    await page.getByTestId('sign-generate').click();
    await expect(page.getByTestId('sign-name-error')).toContainText('中文或英文');
    await page.getByTestId('sign-name').fill('一二三四五六七八九');
    await page.getByTestId('sign-generate').click();
    await expect(page.getByTestId('sign-name-error')).toHaveText('名字最多 8 个字');

    await page.getByTestId('sign-name').fill('张三丰');
    await page.getByTestId('sign-generate').click();
    await expect(page.getByTestId('page-signatureDesign-signatureResult')).toBeVisible();
    const cards = page.getByTestId('sign-card');
    await expect(cards).toHaveCount(12);
    await expect(cards.nth(11)).toHaveAttribute('data-ready', '1', { timeout: 60_000 });
    await page.screenshot({ path: test.info().outputPath('sign-grid.png') });
    // Reach-bottom: the next page.
    await page.getByTestId('sign-status').scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(24);
    await expect(page.getByTestId('sign-status')).toContainText('24 / 24');
    await expect(cards.nth(23)).toHaveAttribute('data-ready', '1', { timeout: 60_000 });

    await cards.nth(1).click();
    await expect(page.getByTestId('sign-sheet')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('sign-sheet.png') });
    const png = await downloadBytes(page, 'sign-export-png');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    const alpha = transparentShare(png);
    expect(alpha.transparent).toBeGreaterThan(0.5); // the paper is see-through
    expect(alpha.opaque).toBeGreaterThan(0.005); // and the ink is there
    const svg = (await downloadBytes(page, 'sign-export-svg')).toString('utf8');
    expect(svg).toMatch(/<svg[\s\S]*<path/);

    await page.getByTestId('sign-open-editor').click();
    await expect(page.getByTestId('page-create-create')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the pad: touch strokes, undo one, export a transparent PNG, save to works', async () => {
    test.setTimeout(90_000);
    await page.goto('/#/pages/signatureDesign/signatureDesign');
    const pad = page.getByTestId('sign-pad');
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const stroke = async (points: Array<[number, number]>) => {
      const at = ([x, y]: [number, number]) => [{ x: box.x + x, y: box.y + y, id: 1, force: 0.5 }];
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(points[0]!) });
      for (const p of points.slice(1)) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(p) });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await expect(page.getByTestId('sign-export-png')).toBeDisabled();
    await stroke(Array.from({ length: 24 }, (_, i): [number, number] => [30 + i * 12, 120 + Math.sin(i / 2) * 40]));
    await stroke(Array.from({ length: 12 }, (_, i): [number, number] => [80 + i * 6, 40 + i * 10]));
    await stroke(Array.from({ length: 12 }, (_, i): [number, number] => [250, 30 + i * 12]));
    await page.getByTestId('sign-colour-c9302c').click();
    await page.getByTestId('sign-undo').click();
    await expect(page.getByTestId('sign-export-png')).toBeEnabled();
    await page.screenshot({ path: test.info().outputPath('sign-pad.png') });

    const png = await downloadBytes(page, 'sign-export-png');
    const alpha = transparentShare(png);
    expect(alpha.transparent).toBeGreaterThan(0.6);
    expect(alpha.opaque).toBeGreaterThan(0.002);
    const svg = (await downloadBytes(page, 'sign-export-svg')).toString('utf8');
    // Two strokes left after the undo, each one vector path.
    expect(svg.match(/<path/g)?.length).toBe(2);

    await page.getByTestId('sign-save').click();
    // Toasts queue: the two exports' toasts show first.
    await expect(page.getByText('已保存到作品')).toBeVisible({ timeout: 15_000 });

    // The works tab shows it with the thumbnail saved with it: a transparent PNG of the strokes
    // (the works tab's own redraw would be a JPEG over white).
    await openWorksTab(page);
    const card = page.getByTestId('works-card').filter({ hasText: '签名' });
    await expect(card).toHaveCount(1);
    const thumb = card.getByTestId('works-card-thumb');
    await expect(thumb).toHaveJSProperty('complete', true);
    expect(await thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
    expect(await thumb.evaluate(async (img: HTMLImageElement) => (await fetch(img.src)).headers.get('content-type'))).toBe('image/png');
    await page.screenshot({ path: test.info().outputPath('sign-in-works.png') });
    expect(errors).toEqual([]);
  });
});
