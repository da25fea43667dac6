import { expect, test, type Page } from '@playwright/test';
import { downloadedImage, measureInPage } from './fixtures/images/helpers.ts';
import { solidPng } from './fixtures/images/photos.ts';

// Issue 27: `山水茶舍 版权所有` was tiled six to a row, so copies overlapped and the
// picture read as garbage. The exported pixels are read back in the watermark's own
// turned frame: ink splits into rows and, along each row, into separate texts.
const TEXT = '山水茶舍 版权所有';
const FONT_PX = 36; // the default size on a 1000 px image
const SIDE = 1000;

interface TileReport {
  rows: number;
  tiles: number;
  widest: number;
  tallest: number;
}

/** Ink = bright text (opacity 100%) on black; the dashed lines (60% of the opacity) stay below the threshold. */
function tilesOf(page: Page, png: Buffer, degrees: number): Promise<TileReport> {
  return measureInPage(page, [png], null, { degrees, em: FONT_PX }, ([image], { degrees: deg, em }) => {
    if (!image) throw new Error('no image');
    const { width, height, data } = image;
    const angle = (deg * Math.PI) / 180;
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const reach = Math.ceil(Math.hypot(width, height) / 2) + 2;
    const points: Array<[number, number]> = [];
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const i = (y * width + x) * 4;
        if (Math.min(data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0) < 200) continue;
        const dx = x + 0.5 - width / 2;
        const dy = y + 0.5 - height / 2;
        points.push([Math.round(dx * cos + dy * sin) + reach, Math.round(-dx * sin + dy * cos) + reach]);
      }
    }
    // Runs of occupied bins, joined across gaps shorter than `join`.
    const runs = (occupied: boolean[], join: number) => {
      const result: Array<[number, number]> = [];
      for (let i = 0; i < occupied.length; i += 1) {
        if (!occupied[i]) continue;
        const last = result[result.length - 1];
        if (last && i - last[1] <= join) last[1] = i;
        else result.push([i, i]);
      }
      return result;
    };
    const byV: boolean[] = new Array(2 * reach + 1).fill(false);
    for (const [, v] of points) byV[v] = true;
    const bands = runs(byV, Math.round(em * 0.3));
    let tiles = 0;
    let widest = 0;
    let tallest = 0;
    for (const [v0, v1] of bands) {
      tallest = Math.max(tallest, v1 - v0 + 1);
      const byU: boolean[] = new Array(2 * reach + 1).fill(false);
      for (const [u, v] of points) if (v >= v0 && v <= v1) byU[u] = true;
      for (const [u0, u1] of runs(byU, Math.round(em * 0.6))) {
        tiles += 1;
        widest = Math.max(widest, u1 - u0 + 1);
      }
    }
    return { rows: bands.length, tiles, widest, tallest };
  });
}

test('a long watermark text is tiled without overlaps at every angle, with and without the dashed grid', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/#/pages/addWaterMark/index');
  await page.getByTestId('image-file-input').setInputFiles({ name: 'dark.png', mimeType: 'image/png', buffer: solidPng(SIDE, SIDE, [0, 0, 0]) });
  await expect(page.getByTestId('watermark-preview')).toBeVisible();
  await page.getByTestId('watermark-text').fill(TEXT);
  await page.getByTestId('watermark-opacity').fill('100');
  await page.getByTestId('image-format').selectOption('png');

  // One text's ink is at most one em per character; two copies run together would be far wider.
  const oneText = [...TEXT].length * FONT_PX;
  // Three exports: a guest's free downloads a day (every whole angle is in the unit property test).
  for (const [degrees, dashed] of [[0, false], [-30, true], [63, true]] as const) {
    await page.getByTestId('watermark-angle').fill(String(degrees));
    const lines = page.getByTestId('watermark-dashedLines');
    if ((await lines.getAttribute('aria-pressed')) !== String(dashed)) await lines.click();
    await expect(lines).toHaveAttribute('aria-pressed', String(dashed));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('image-download').click()]);
    const png = await downloadedImage(download);
    const report = await tilesOf(page, png.bytes, degrees);
    const where = `${degrees}°, dashed ${dashed}: ${JSON.stringify(report)}`;
    expect(report.rows, where).toBeGreaterThanOrEqual(2);
    expect(report.tiles, where).toBeGreaterThanOrEqual(4);
    expect(report.widest, where).toBeLessThanOrEqual(oneText);
    expect(report.tallest, where).toBeLessThanOrEqual(FONT_PX * 1.5);
  }
});
