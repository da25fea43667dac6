import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './support/consoleErrors.ts';

test.describe('templates page', () => {
  test('shows 20 templates, loads a second page at the bottom, thumbnails load lazily', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/#/pages/template/template');
    const cards = page.getByTestId('template-card');
    await expect(cards).toHaveCount(20);
    await expect(page.getByTestId('template-tab-all')).toHaveAttribute('aria-selected', 'true');
    // On screen: loaded; far below the fold: not yet.
    await expect(cards.first().locator('img')).toHaveAttribute('data-loaded', 'true');
    await expect(cards.nth(19).locator('img')).toHaveAttribute('data-loaded', 'false');
    await expect(cards.first().locator('img')).toHaveJSProperty('complete', true);
    expect(await cards.first().locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(cards).toHaveCount(40);
    await expect(cards.nth(19).locator('img')).toHaveAttribute('data-loaded', 'true');
    const ids = await cards.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-id')));
    expect(new Set(ids).size).toBe(40);
    expect(errors).toEqual([]);
  });

  test('the tabs: 最新 lists the newest first, 图案LOGO leaves out surname and letter logos, a category lists its own', async ({ page }) => {
    await page.goto('/#/pages/template/template');
    await expect(page.getByTestId('template-card')).toHaveCount(20);
    await page.getByTestId('template-tab-newest').click();
    await expect(page.getByTestId('template-card').first()).toHaveAttribute('data-id', /^A019$/);
    await page.getByTestId('template-tab-pattern').click();
    await expect(page.getByTestId('template-card').first()).toHaveAttribute('data-id', /^L/);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByTestId('template-card')).toHaveCount(40);
    const pattern = await page.getByTestId('template-card').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-id') ?? ''));
    expect(pattern.every((id) => id.startsWith('L'))).toBe(true);
    await page.getByTestId('template-tab-c90').click();
    await expect(page.getByTestId('template-card').first()).toHaveAttribute('data-id', /^S/);
    await expect(page.getByTestId('template-end')).toBeVisible();
  });

  test('tapping a template asks for the title and slogan and opens it in the editor with them', async ({ page }) => {
    await page.goto('/#/pages/template/template');
    await page.getByTestId('template-card').first().click();
    await expect(page.getByTestId('template-sheet')).toBeVisible();
    await page.getByTestId('template-sheet-title').fill('');
    await page.getByTestId('template-sheet-confirm').click();
    await expect(page.getByTestId('template-sheet-title-error')).toHaveText('请输入标志名称');
    await page.getByTestId('template-sheet-title').fill('星光咖啡');
    await page.getByTestId('template-sheet-slogan').fill('用心做好每一杯');
    await page.getByTestId('template-sheet-confirm').click();
    await expect(page).toHaveURL(/#\/pages\/create\/create\?.*from=template/);
    await expect(page).toHaveURL(/title=%E6%98%9F%E5%85%89%E5%92%96%E5%95%A1/);
    await expect(page.getByTestId('editor-stage')).toBeVisible();
  });
});
