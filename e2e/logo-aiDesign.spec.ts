import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './support/consoleErrors.ts';
import { exportImage, pngSize, regionStats } from './editor-support.ts';

const hexRgb = (hex: string): [number, number, number] => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

test.describe('AI design', () => {
  test('home → AI design → 星光咖啡 / 用心做好每一杯 → at least 12 candidates → one opens in the editor and exports', async ({ page }) => {
    test.setTimeout(120_000);
    const errors = collectConsoleErrors(page);
    await page.goto('/');
    await page.getByTestId('home-tool-aiDesign').click();
    await expect(page.getByTestId('page-aiDesign-aiDesign')).toBeVisible();
    await page.getByTestId('ai-generate').click();
    await expect(page.getByTestId('ai-title-error')).toHaveText('请输入标志名称');
    // A refused name and slogan: which words and why, the fields kept, nothing generated.
    await page.getByTestId('ai-title').fill('法轮功咖啡');
    await page.getByTestId('ai-slogan').fill('加V：tea_shop88');
    await page.getByTestId('ai-generate').click();
    await expect(page.getByTestId('ai-refused')).toContainText('「法轮功」涉及政治敏感内容');
    await expect(page.getByTestId('ai-refused')).toContainText('含有联系方式或引流广告');
    await expect(page.getByTestId('ai-title')).toHaveValue('法轮功咖啡');
    await expect(page.getByTestId('ai-candidate')).toHaveCount(0);
    await page.getByTestId('ai-title').fill('星光咖啡');
    await expect(page.getByTestId('ai-refused')).toHaveCount(0);
    await page.getByTestId('ai-slogan').fill('用心做好每一杯');
    await page.getByTestId('ai-industry-1').click();
    await page.getByTestId('ai-generate').click();
    const candidates = page.getByTestId('ai-candidate');
    await expect(candidates).toHaveCount(12, { timeout: 60_000 });
    const sources = await candidates.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''));
    expect(sources.every((src) => src.startsWith('data:image/svg+xml'))).toBe(true);
    // Both texts are outlined: each thumbnail draws the icon and at least two text paths.
    const svg = decodeURIComponent((sources[0] ?? '').split(',')[1] ?? '');
    expect((svg.match(/<path /g) ?? []).length).toBeGreaterThanOrEqual(3);
    expect(new Set(sources).size).toBeGreaterThan(6);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(candidates).toHaveCount(24, { timeout: 60_000 });
    // Batches after the first arrive while the grid scrolls: drawn into PNGs off the main thread.
    const later = candidates.nth(23).locator('img');
    await later.scrollIntoViewIfNeeded();
    await expect(later).toHaveAttribute('data-loaded', 'true', { timeout: 30_000 });
    expect(await later.getAttribute('src')).toMatch(/^blob:/);

    await candidates.first().click();
    await expect(page).toHaveURL(/#\/pages\/create\/create\?.*from=aiDesign/);
    await expect(page.getByTestId('editor-stage')).toBeVisible();
    // Both words are text layers of the opened document (drawn from their outlines).
    await page.getByTestId('editor-tab-layers').click();
    const rows = page.getByTestId('layer-row');
    await expect(rows.filter({ hasText: '星光咖啡' })).toHaveCount(1);
    await expect(rows.filter({ hasText: '用心做好每一杯' })).toHaveCount(1);
    const { bytes } = await exportImage(page);
    expect(pngSize(bytes)).toEqual({ width: 1000, height: 1000 });
    // The export is the picked logo, not a blank canvas: its own background, and ink on it.
    const background = /<rect width="1000" height="1000" fill="(#[0-9a-f]{6})"/.exec(svg)?.[1] ?? '#ffffff';
    const stats = await regionStats(page, bytes, { x: 0, y: 0, width: 1000, height: 1000 }, hexRgb(background));
    const corner = await regionStats(page, bytes, { x: 0, y: 0, width: 20, height: 20 }, hexRgb(background));
    expect(corner.inked).toBe(0);
    // A blank canvas has no ink; the lightest candidates (a thin-line icon, short words) ink ~2%.
    expect(stats.inked / stats.total).toBeGreaterThan(0.01);
    expect(errors).toEqual([]);
  });

  test('one-tap creation fills every template with the title and loads more at the bottom', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/#/pages/aiDesign/oneTouchCreateMould?title=%E6%98%9F%E5%85%89%E5%92%96%E5%95%A1');
    const cards = page.getByTestId('one-touch-card');
    await expect(cards).toHaveCount(20);
    await expect(cards.first()).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
    // The filled logo is drawn into a PNG off the main thread, not shown as an SVG <img>.
    const thumb = cards.first().locator('img');
    await expect(thumb).toHaveAttribute('data-loaded', 'true', { timeout: 30_000 });
    expect(await thumb.getAttribute('src')).toMatch(/^blob:/);
    expect(await thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(cards).toHaveCount(40);
    await cards.first().click();
    await expect(page).toHaveURL(/#\/pages\/create\/create\?.*from=oneTouch/);
  });
});
