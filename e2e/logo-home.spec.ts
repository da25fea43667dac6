import { expect, test } from '@playwright/test';

test.describe('home and surname logos', () => {
  test('the bonus banner shows to a non-VIP visitor until closed, and stays closed today', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('home-tool-logo')).toBeVisible();
    // Every tool card shows a drawn icon, not a letter in a coloured square (issue 26).
    const cards = await page.locator('[data-testid^="home-tool-"] .home-tool__badge').evaluateAll((badges) => badges.map((b) => ({ text: b.textContent?.trim() ?? '', paths: b.querySelectorAll('svg path[d]').length })));
    expect(cards.length).toBeGreaterThan(10);
    expect(cards.every((c) => c.text === '' && c.paths === 1)).toBe(true);
    const banner = page.getByTestId('home-bonus-banner');
    await expect(banner).toBeVisible();
    await page.getByTestId('home-bonus-banner-close').click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('home-tool-logo')).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test('a name gives seal, circle, square and calligraphy logos (among others); a wrong one is refused', async ({ page }) => {
    await page.goto('/#/pages/nameLogo/nameLogo');
    await page.getByTestId('name-input').fill('wang');
    await page.getByTestId('name-generate').click();
    await expect(page.getByTestId('name-error')).toContainText('请输入 1–4 个汉字的姓名');
    await page.getByTestId('name-input').fill('欧阳');
    await page.getByTestId('name-generate').click();
    for (const style of ['seal', 'circle', 'square', 'calligraphy']) await expect(page.getByTestId(`name-result-${style}`)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('name-error')).toHaveCount(0);
    await page.getByTestId('name-result-seal').click();
    await expect(page).toHaveURL(/#\/pages\/create\/create\?.*from=nameLogo/);
  });

  test('new page: a custom size is checked, a preset opens a blank canvas in the editor', async ({ page }) => {
    await page.goto('/#/pages/newPage/newPage');
    await page.getByTestId('new-width').fill('20');
    await page.getByTestId('new-create').click();
    await expect(page.getByTestId('new-error')).toBeVisible();
    await page.getByTestId('new-size-wide').click();
    await expect(page).toHaveURL(/#\/pages\/create\/create\?from=newPage/);
    await expect(page.getByTestId('editor-stage')).toBeVisible();
  });
});
