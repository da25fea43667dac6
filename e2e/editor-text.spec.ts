import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './support/consoleErrors.ts';
import { differingPixels, exportImage, inkedPixels, inkedSvgPixels, openEditor, selectionBox, waitForTextOutline } from './editor-support.ts';

test('bold in a font without a bold face is drawn thicker (synthetic bold), on the PNG and the SVG alike', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  await openEditor(page);
  await page.getByTestId('editor-add-text').click();
  await page.getByTestId('prop-text-content').fill('快乐标志');
  // ZCOOL KuaiLe ships one weight only.
  await page.getByTestId('font-zcool-kuaile').click();
  await expect(page.getByTestId('font-zcool-kuaile')).toHaveAttribute('aria-selected', 'true');
  await waitForTextOutline(page);
  const regular = await inkedPixels(page, (await exportImage(page, { side: 500 })).bytes);
  expect(regular).toBeGreaterThan(1000);
  const regularSvg = await inkedSvgPixels(page, (await exportImage(page, { format: 'svg', side: 500 })).bytes, 500, 500);

  await page.getByTestId('editor-tab-text').click();
  await page.getByTestId('prop-bold').click();
  await expect(page.getByTestId('prop-bold')).toHaveAttribute('aria-pressed', 'true');
  await waitForTextOutline(page);
  const bold = await inkedPixels(page, (await exportImage(page, { side: 500 })).bytes);
  // A stroke of 1/30 em around every outline: clearly more ink, not a different text.
  expect(bold).toBeGreaterThan(regular * 1.1);
  expect(bold).toBeLessThan(regular * 2);

  // The SVG export strokes the same outline: bold there too, by about as much (antialiasing
  // differs between the two, so the ratios are compared, not the pixel counts).
  const svg = await exportImage(page, { format: 'svg', side: 500 });
  const boldSvg = await inkedSvgPixels(page, svg.bytes, 500, 500);
  expect(boldSvg / regularSvg).toBeGreaterThan(1.1);
  expect(Math.abs(boldSvg / regularSvg - bold / regular)).toBeLessThan(0.15);
  expect(errors).toEqual([]);
});

test('the font picker shows a generated preview of every font, Latin display faces included', async ({ page }) => {
  await openEditor(page);
  await page.getByTestId('editor-add-text').click();
  const picker = page.getByTestId('font-picker');
  await expect(picker.getByRole('option')).toHaveCount(15);
  for (const id of ['noto-serif-sc', 'ma-shan-zheng', 'pacifico', 'bebas-neue', 'lobster', 'playfair-display', 'righteous']) {
    const img = page.getByTestId(`font-${id}`).locator('img');
    await img.scrollIntoViewIfNeeded();
    // Decoded with real width: the thumbnail is the font's name drawn in the font itself.
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)), { timeout: 10_000 }).toBeGreaterThan(60);
  }
});

test('a Latin display face draws Latin in its own shapes and Chinese from the default font', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await openEditor(page);
  await page.getByTestId('editor-add-text').click();
  await page.getByTestId('prop-text-content').fill('Logo');
  await waitForTextOutline(page);
  const serif = (await exportImage(page, { side: 500 })).bytes;
  await page.getByTestId('editor-tab-text').click();
  await page.getByTestId('font-pacifico').click();
  await waitForTextOutline(page);
  const script = (await exportImage(page, { side: 500 })).bytes;
  // Another outline entirely: most of the letters' pixels changed.
  expect(await differingPixels(page, serif, script)).toBeGreaterThan((await inkedPixels(page, serif)) * 0.5);
  const scriptBox = await selectionBox(page);
  await page.getByTestId('editor-tab-text').click();
  await page.getByTestId('prop-text-content').fill('Logo 标志');
  await waitForTextOutline(page);
  const mixed = await selectionBox(page);
  expect(mixed.width).toBeGreaterThan(scriptBox.width * 1.3);
  // No "font failed" message: a Chinese character in a Latin font is not an error. (Counted, not
  // `not.toContainText`: that one fails when no toast at all is showing.)
  await expect(page.getByTestId('toast').filter({ hasText: '字体' })).toHaveCount(0);
  expect(await inkedPixels(page, (await exportImage(page, { side: 500 })).bytes)).toBeGreaterThan(500);
  expect(errors).toEqual([]);
});

test('vertical text stands in a column: the box turns from wide to tall', async ({ page }) => {
  await openEditor(page);
  await page.getByTestId('editor-add-text').click();
  await page.getByTestId('prop-text-content').fill('标志设计，好！');
  await waitForTextOutline(page);
  const across = await selectionBox(page);
  expect(across.width).toBeGreaterThan(across.height * 3);
  await page.getByTestId('prop-vertical').click();
  await waitForTextOutline(page);
  const down = await selectionBox(page);
  expect(down.height).toBeGreaterThan(down.width * 3);
});
