import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './support/consoleErrors.ts';
import { exportImage, openEditor, pngSize, waitForTextOutline } from './editor-support.ts';

/**
 * Rasterises both exports in Chromium at the same size and returns the mean absolute
 * difference per channel (0–255) and the share of pixels that differ by more than 64.
 */
async function compareExports(page: Page, png: Buffer, svg: Buffer) {
  return page.evaluate(
    async ({ pngB64, svgText }) => {
      const pngBitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(pngB64), (c) => c.charCodeAt(0))], { type: 'image/png' }));
      const { width, height } = pngBitmap;
      const url = URL.createObjectURL(new Blob([svgText], { type: 'image/svg+xml' }));
      const img = new Image();
      img.src = url;
      await img.decode();
      const draw = (source: CanvasImageSource) => {
        const canvas = new OffscreenCanvas(width, height);
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d');
        context.drawImage(source, 0, 0, width, height);
        return context.getImageData(0, 0, width, height).data;
      };
      const a = draw(pngBitmap);
      const b = draw(img);
      URL.revokeObjectURL(url);
      let sum = 0;
      let far = 0;
      for (let i = 0; i < a.length; i += 4) {
        let d = 0;
        for (let k = 0; k < 4; k += 1) d += Math.abs((a[i + k] ?? 0) - (b[i + k] ?? 0));
        sum += d / 4;
        if (d > 64) far += 1;
      }
      const pixels = a.length / 4;
      return { mean: sum / pixels, farShare: far / pixels };
    },
    { pngB64: png.toString('base64'), svgText: svg.toString('utf8') },
  );
}

test('build a logo by hand: calligraphy text, a gradient shape with a shadow, an icon; undo, redo, export PNG and SVG that agree', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  await openEditor(page);

  await page.getByTestId('editor-add-text').click();
  await page.getByTestId('prop-text-content').fill('标志设计');
  await page.getByTestId('font-ma-shan-zheng').click();
  await expect(page.getByTestId('font-ma-shan-zheng')).toHaveAttribute('aria-selected', 'true');
  await waitForTextOutline(page);

  await page.getByTestId('editor-tab-add').click();
  await page.getByTestId('editor-add-shape-circle').click();
  await page.getByTestId('prop-gradient-on').click();
  await page.getByTestId('prop-gradient-to').fill('#e53935');
  await page.getByTestId('editor-tab-effects').click();
  await page.getByTestId('prop-shadow-on').click();
  await page.getByTestId('editor-tab-arrange').click();
  await page.getByTestId('arrange-order-bottom').click();

  await page.getByTestId('editor-tab-add').click();
  await page.getByTestId('library-search').fill('星星');
  await page.getByTestId('editor-add-icon-star').click();
  await page.getByTestId('editor-tab-layers').click();
  await expect(page.getByTestId('layer-row')).toHaveCount(4);

  // Undo the icon, redo it: the same four layers come back.
  await page.getByTestId('editor-undo').click();
  await expect(page.getByTestId('layer-row')).toHaveCount(3);
  await page.getByTestId('editor-redo').click();
  await expect(page.getByTestId('layer-row')).toHaveCount(4);

  const png = await exportImage(page, { side: 500 });
  expect(pngSize(png.bytes)).toEqual({ width: 500, height: 500 });
  const svg = await exportImage(page, { format: 'svg', side: 500 });
  expect(svg.name).toMatch(/\.svg$/);
  const text = svg.bytes.toString('utf8');
  expect(text).toContain('<svg');
  expect(text).not.toMatch(/<text[\s>]/);

  const diff = await compareExports(page, png.bytes, svg.bytes);
  // Antialiasing differs along edges (measured: mean 0.03, 0.08 % of pixels); a missing
  // glyph run, shadow or gradient would change several percent of the image.
  expect(diff.mean).toBeLessThan(1);
  expect(diff.farShare).toBeLessThan(0.003);
  expect(errors).toEqual([]);
});
