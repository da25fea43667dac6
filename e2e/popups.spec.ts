import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './support/consoleErrors.ts';
import { consentAgreed, offersAlreadyShown } from './support/storageSeeds.ts';

// Issue 15: offer pop-ups. These specs start as a new visitor who agreed to the privacy policy
// and was never offered anything (the other specs start with both offers already shown today).
const origin = `http://127.0.0.1:${process.env.E2E_PORT ?? 8181}`;
test.use({ storageState: { cookies: [], origins: [{ origin, localStorage: [consentAgreed()] }] } });

const deviceId = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('uuid') ?? 'null') as string);

/** Reloads and waits until the launch has judged the offers (their list was fetched), then a little longer. */
async function reloadAndSettle(page: Page) {
  const judged = page.waitForResponse((response) => response.url().includes('/sfo/user_popup_configs'));
  await page.reload();
  await judged;
  await page.waitForTimeout(1000);
}

test('a new guest is offered the welcome package once, on the home page; it leads to the checkout with it preselected; leaving offers the retention package once a day', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  // Opened from an ad link: the source is attributed by our server and kept in storage `channel`.
  // Offers wait for a moment on the home page (issue 27), never over the page a link opened.
  await page.goto('/?utm_source=douyin#/pages/index/index');

  const welcome = page.getByTestId('popup-welcome');
  await expect(welcome).toBeVisible({ timeout: 15_000 });
  await expect(welcome).toContainText('新人专享礼');
  await expect(page.getByTestId('popup-price')).toHaveText('¥78');
  await expect(welcome).toContainText('原价¥168');

  // The display is recorded on our server under the device id.
  const displays = await page.request.get(`/sfo/popup_displays?device_id=${await deviceId(page)}`);
  expect((await displays.json()).list).toEqual([expect.objectContaining({ config_id: 1, action: 'shown' })]);

  await expect.poll(() => page.evaluate(() => localStorage.getItem('channel'))).toBe('"douyin"');

  await page.getByTestId('popup-accept').click();
  await expect(page).toHaveURL(/#\/pages\/checkOut\/checkOut\?popup=1$/);
  await expect(welcome).toHaveCount(0);
  await expect(page.getByTestId('checkout-offer-lifetime')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('checkout-buy')).toHaveText('立即支付 ¥78');

  // Back from the checkout (to the home page) without paying: the retention offer (68), after a moment.
  await page.goBack();
  await expect(page.getByTestId('page-index-index')).toBeVisible();
  const retention = page.getByTestId('popup-retention');
  await expect(retention).toBeVisible({ timeout: 15_000 });
  await expect(retention).not.toContainText(/先别走|今天离开|就没有了/);
  await expect(page.getByTestId('popup-price')).toHaveText('¥68');
  await page.getByTestId('popup-accept').click();
  await expect(page).toHaveURL(/\?popup=2$/);
  await expect(page.getByTestId('checkout-offer-lifetime')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('checkout-buy')).toHaveText('立即支付 ¥68');

  // Leaving again the same day offers nothing, and neither does a reload.
  await page.getByTestId('header-back').click();
  await expect(page).not.toHaveURL(/checkOut/);
  await page.waitForTimeout(1000);
  await expect(retention).toHaveCount(0);
  await reloadAndSettle(page);
  await expect(welcome).toHaveCount(0);
  await expect(retention).toHaveCount(0);

  const actions = (await (await page.request.get(`/sfo/popup_displays?device_id=${await deviceId(page)}`)).json()).list.map(
    (entry: { config_id: number; action: string }) => `${entry.config_id}:${entry.action}`,
  );
  expect(actions.sort()).toEqual(['1:accepted', '1:shown', '2:accepted', '2:shown']);
  expect(errors).toEqual([]);
});

test.describe('after the welcome offer was shown', () => {
  test.use({ storageState: { cookies: [], origins: [{ origin, localStorage: [consentAgreed(), { name: 'popupHistory', value: JSON.stringify([{ id: 1, at: Date.now() }]) }] }] } });

  test('closing or reloading the checkout without paying offers the retention package at the next launch, once; the offer in the address survives', async ({ page }) => {
    await page.goto('/#/pages/checkOut/checkOut?popup=1');
    await expect(page.getByTestId('checkout-buy')).toHaveText('立即支付 ¥78', { timeout: 15_000 });
    await expect(page.getByTestId('popup-welcome')).toHaveCount(0);
    await page.reload();
    const retention = page.getByTestId('popup-retention');
    // Not over the membership centre the reload reopened (issue 27): it waits for the home page.
    await expect(page.getByTestId('checkout-buy')).toHaveText('立即支付 ¥78', { timeout: 15_000 });
    await page.waitForTimeout(5000);
    await expect(retention).toHaveCount(0);
    await expect(page.getByTestId('checkout-offer-lifetime')).toHaveAttribute('aria-checked', 'true');
    await page.goto('/#/pages/index/index');
    await expect(retention).toBeVisible({ timeout: 15_000 });
    await page.getByTestId('popup-close').click();
    await expect(retention).toHaveCount(0);
    await reloadAndSettle(page);
    await expect(retention).toHaveCount(0);
  });
});

test.describe('the other specs start state', () => {
  test.use({ storageState: { cookies: [], origins: [{ origin, localStorage: [consentAgreed(), offersAlreadyShown()] }] } });

  test('a visitor offered both today sees neither on launch nor on leaving the checkout (an in-app move)', async ({ page }) => {
    await page.goto('/#/pages/checkOut/checkOut');
    await expect(page.getByTestId('checkout')).toBeVisible({ timeout: 15_000 });
    // Offers are judged on the home page (issue 27): leave the checkout for it and wait until they were.
    const judged = page.waitForResponse((response) => response.url().includes('/sfo/user_popup_configs'), { timeout: 20_000 });
    await page.goto('/#/pages/index/index');
    await judged;
    await page.waitForTimeout(1000);
    await expect(page.getByTestId('popup-welcome')).toHaveCount(0);
    await expect(page.getByTestId('popup-retention')).toHaveCount(0);
  });
});
