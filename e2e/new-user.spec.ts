import { expect, test, type Page } from '@playwright/test';
import { freshPhone, loginInPage } from './account-support.ts';
import { collectConsoleErrors } from './support/consoleErrors.ts';
import { consentAgreed } from './support/storageSeeds.ts';

// Issue 27, part B: what a new user hits on the statement, membership, offers, My and settings.
const origin = `http://127.0.0.1:${process.env.E2E_PORT ?? 8181}`;

test.use({ viewport: { width: 390, height: 844 } });

/** Buys the pack behind `testId` in the sandbox and waits until the membership centre says it is paid. */
async function buy(page: Page, testId: string, price: string) {
  await page.getByTestId(testId).click();
  await expect(page.getByTestId('checkout-buy')).toHaveText(`立即支付 ¥${price}`);
  await page.getByTestId('checkout-buy').click();
  await expect(page).toHaveURL(/\/api\/pay\/sandbox\?orderno=BZ/);
  await expect(page.getByTestId('sandbox-amount')).toHaveText(`¥${price}`);
  await page.getByTestId('sandbox-pay').click();
  await expect(page.getByTestId('checkout')).toHaveAttribute('data-pay-status', 'paid', { timeout: 15_000 });
}

const offered = (page: Page) =>
  page.getByTestId('checkout').evaluate((root) => ({
    packs: Array.from(root.querySelectorAll('[data-testid^="checkout-pack-"]')).map((el) => el.getAttribute('data-testid')),
    upgrades: Array.from(root.querySelectorAll('[data-testid^="checkout-upgrade-"]')).map((el) => el.textContent ?? ''),
  }));

test('the statement of use allows commercial use of what a user makes; one-tap create is linked', async ({ page }) => {
  await page.goto('/#/pages/my/my');
  await page.getByTestId('my-entry-statementOfUse').click();
  const statement = page.getByTestId('statement-of-use');
  await expect(statement).toContainText('也可以用于商业用途');
  await expect(statement).toContainText('OFL-1.1');
  await expect(statement).toContainText('商标');
  await expect(statement).not.toContainText('非商业');

  // One-tap create is linked from the home page and from AI design, with the words typed there.
  await page.goto('/');
  await page.getByTestId('home-tool-oneTouch').click();
  await expect(page.getByTestId('page-aiDesign-oneTouchCreateMould')).toBeVisible();
  await page.goto('/#/pages/aiDesign/aiDesign');
  await page.getByTestId('ai-title').fill('山水茶舍');
  await page.getByTestId('ai-one-touch').click();
  await expect(page).toHaveURL(/oneTouchCreateMould\?title=/);
  await expect(page.getByTestId('one-touch-title')).toHaveValue('山水茶舍');
});

test('a member is offered only what adds to what they have, after each purchase; My masks the phone; settings are settings', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  const ip = `198.20.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  await page.route('**/api/v4/**', (route) => route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': ip } }));
  const phone = freshPhone();
  await loginInPage(page, phone);
  await expect(page.getByTestId('my-account-name')).toHaveText(`${phone.slice(0, 3)}****${phone.slice(7)}`);
  const close = await page.getByTestId('my-bonus-close').boundingBox();
  expect(close && close.width >= 44 && close.height >= 44).toBe(true);

  // Not a member: the four packs, each saying what it gives; no upgrades.
  await page.goto('/#/pages/checkOut/checkOut');
  await expect(page.getByTestId('checkout-pack-year')).toBeVisible();
  expect(await offered(page)).toEqual({ packs: ['checkout-pack-month', 'checkout-pack-year', 'checkout-pack-lifetime', 'checkout-pack-lifetimePlus'], upgrades: [] });
  await expect(page.getByTestId('checkout-pack-lifetimePlus')).toContainText('权益与终身会员完全相同');

  // After one year: what they have and until when; no 月度升级年度, the ¥10 lifetime upgrade instead of the ¥98 pack.
  await buy(page, 'checkout-pack-year', '78');
  await expect(page.getByTestId('checkout-holding')).toHaveAttribute('data-holding', 'year');
  await expect(page.getByTestId('checkout-holding')).toContainText(/您是年度会员，有效期至 \d{4}-\d{2}-\d{2}/);
  await expect(page.getByTestId('checkout-upgrade-23')).toBeVisible();
  const afterYear = await offered(page);
  expect(afterYear.packs).toEqual(['checkout-pack-month', 'checkout-pack-year', 'checkout-pack-lifetimePlus']);
  expect(afterYear.upgrades.join()).not.toContain('月度升级年度');
  expect(afterYear.upgrades).toHaveLength(1);
  await expect(page.getByTestId('checkout-pack-year')).toContainText(/有效期延长 365 天/);

  // After the upgrade to lifetime: nothing is offered, nothing to pay.
  await buy(page, 'checkout-upgrade-23', '10');
  await expect(page.getByTestId('checkout-holding')).toHaveAttribute('data-holding', 'lifetime');
  await expect(page.getByTestId('checkout-holding')).toContainText('无需再购买');
  expect(await offered(page)).toEqual({ packs: [], upgrades: [] });
  await expect(page.getByTestId('checkout-buy')).toHaveCount(0);

  // Settings: cache, download quality, sync notices, then the account's own entries.
  await page.goto('/#/pages/my/set');
  await expect(page.getByTestId('set-cache-size')).toContainText(/已缓存|不支持/);
  await page.getByTestId('set-quality-high').click();
  await expect(page.getByTestId('set-quality-high')).toHaveAttribute('aria-checked', 'true');
  expect(await page.evaluate(() => localStorage.getItem('downloadQuality'))).toBe('"high"');
  await page.getByTestId('set-sync-toggle').click();
  expect(await page.evaluate(() => localStorage.getItem('syncNotices'))).toBe('false');
  await expect(page.getByTestId('set-entry-aboutUs')).toHaveCount(0);
  await page.goto('/#/pages/my/aboutUs');
  await expect(page.getByTestId('about-email')).toHaveAttribute('href', /^mailto:/);
  expect(errors).toEqual([]);
});

test.describe('a new visitor who agreed to the privacy policy', () => {
  test.use({ storageState: { cookies: [], origins: [{ origin, localStorage: [consentAgreed()] }] } });

  test('a deep link into the editor gets no offer; the home page shows it after a moment, with a plain ✕ that closes it', async ({ page }) => {
    await page.goto('/#/pages/create/create');
    await expect(page.getByTestId('editor')).toBeVisible({ timeout: 15_000 });
    // Without the wait for the home page the welcome showed within a second or two of the launch.
    await page.waitForTimeout(5000);
    await expect(page.getByTestId('popup-welcome')).toHaveCount(0);

    await page.goto('/#/pages/index/index');
    const welcome = page.getByTestId('popup-welcome');
    await expect(welcome).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('popup-close')).toHaveText('不用了，谢谢');
    await expect(welcome).not.toContainText('残忍');
    const x = page.getByTestId('popup-welcome-x');
    const box = await x.boundingBox();
    expect(box && box.width >= 44 && box.height >= 44).toBe(true);
    await x.click();
    await expect(welcome).toHaveCount(0);
  });
});
