import { expect, test } from '@playwright/test';

// Spec section 2 / issue 15: with no desktop origin configured (this build), a desktop browser
// stays on the mobile app, shown in a centred phone-width column, usable with mouse and keyboard.
test.use({
  viewport: { width: 1280, height: 800 },
  isMobile: false,
  hasTouch: false,
  deviceScaleFactor: 1,
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
});

test('a desktop-sized browser gets the app centred in a phone-width column, driven by mouse and keyboard', async ({ page }) => {
  await page.goto('/#/pages/works/works');
  await expect(page.getByTestId('page-works-works')).toBeVisible({ timeout: 15_000 });
  expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL ?? page.url()).host);

  const column = await page.getByTestId('app-root').boundingBox();
  expect(column).not.toBeNull();
  if (!column) return;
  expect(column.width).toBeLessThanOrEqual(480);
  expect(column.width).toBeGreaterThanOrEqual(360);
  const right = 1280 - (column.x + column.width);
  expect(Math.abs(column.x - right)).toBeLessThanOrEqual(1);

  // The tab bar sits inside the column, and a mouse click switches tabs.
  const tabBar = await page.getByTestId('tab-bar').boundingBox();
  expect(tabBar?.x).toBeGreaterThanOrEqual(column.x);
  expect((tabBar?.x ?? 0) + (tabBar?.width ?? 0)).toBeLessThanOrEqual(column.x + column.width + 1);
  await page.getByTestId('tab-template').click();
  await expect(page.getByTestId('page-template-template')).toBeVisible({ timeout: 15_000 });

  // Keyboard: the 我的 tab takes focus and Enter opens it.
  await page.getByTestId('tab-my').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('page-my-my')).toBeVisible({ timeout: 15_000 });
});
