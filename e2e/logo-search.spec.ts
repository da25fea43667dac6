import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './support/consoleErrors.ts';

test.describe('find and search templates', () => {
  test('an empty search page suggests words; 餐饮 finds templates and icons', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/#/pages/create/searchMould');
    await expect(page.getByTestId('search-empty')).toBeVisible();
    await page.getByTestId('search-input').fill('餐饮');
    await page.getByTestId('search-submit').click();
    await expect(page.getByTestId('search-results-templates').getByTestId('template-card').first()).toBeVisible();
    expect(await page.getByTestId('template-card').count()).toBeGreaterThanOrEqual(10);
    await expect(page.getByTestId('search-results-icons').getByTestId('search-icon').first()).toBeVisible();
    await expect(page.getByTestId('search-no-result')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a pinyin initial finds results (kf → 咖啡)', async ({ page }) => {
    await page.goto('/#/pages/create/searchMould');
    await page.getByTestId('search-input').fill('kf');
    await page.getByTestId('search-submit').click();
    await expect(page.getByTestId('template-card').first()).toBeVisible();
    const names = await page.getByTestId('template-card').allInnerTexts();
    expect(names.some((name) => name.includes('咖啡'))).toBe(true);
    await expect(page.locator('[data-testid="search-icon"][data-id="coffee"]')).toBeVisible();
  });

  test('a word nothing matches says so', async ({ page }) => {
    await page.goto('/#/pages/create/searchMould');
    await page.getByTestId('search-input').fill('不存在的词语');
    await page.getByTestId('search-submit').click();
    await expect(page.getByTestId('search-no-result')).toContainText('不存在的词语');
    await expect(page.getByTestId('template-card')).toHaveCount(0);
  });

  test('the find page lists categories; 更多 opens the templates tab on that category', async ({ page }) => {
    await page.goto('/#/pages/create/findMould');
    await expect(page.getByTestId('find-section-1')).toBeVisible();
    await expect(page.getByTestId('find-grid-1').getByTestId('template-card')).toHaveCount(4);
    await page.getByTestId('find-more-1').click();
    await expect(page).toHaveURL(/#\/pages\/template\/template\?category=1/);
    await expect(page.getByTestId('template-tab-c1')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('template-card')).toHaveCount(10);
  });
});
