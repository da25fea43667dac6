import { expect, test } from '@playwright/test';
import { freshPhone, smsCodeFor } from './account-support.ts';
import { collectConsoleErrors } from './support/consoleErrors.ts';

function localDate(ms: number): string {
  const date = new Date(ms);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

test('a guest buys the monthly pack in the sandbox, is asked to log in, and after SMS login has VIP type 3', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  // Only the API calls play another visitor (per-IP limits); the sandbox pay page must stay a loopback request.
  const ip = `198.19.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  await page.route('**/api/v4/**', (route) => route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': ip } }));

  await page.goto('/#/pages/checkOut/checkOut');
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('virUserinfo') ?? 'null')?.accounttype)).toBe(5);
  await expect(page.getByTestId('checkout-method-weixinpay')).toBeChecked();
  await page.getByTestId('checkout-pack-month').click();
  await expect(page.getByTestId('checkout-buy')).toHaveText('立即支付 ¥58');
  await page.getByTestId('checkout-buy').click();

  await expect(page).toHaveURL(/\/api\/pay\/sandbox\?orderno=BZ/);
  await expect(page.getByTestId('sandbox-amount')).toHaveText('¥58');
  await page.getByTestId('sandbox-pay').click();

  await expect(page.getByTestId('toast')).toHaveText('会员购买成功，请登录！');
  await expect(page.getByTestId('page-login-loginTel')).toBeVisible();

  const phone = freshPhone();
  await page.getByTestId('login-phone').fill(phone);
  await page.getByTestId('login-send-sms').click();
  await page.getByTestId('login-sms-code').fill(await smsCodeFor(phone));
  await page.getByTestId('login-submit').click();

  await expect(page.getByTestId('page-my-my')).toBeVisible();
  await expect(page.getByTestId('my-account-name')).toHaveText(`${phone.slice(0, 3)}****${phone.slice(7)}`);
  await expect(page.getByTestId('my-vip')).toHaveAttribute('data-vip-type', '3');
  const expiry = localDate(Date.now() + 31 * 86_400_000);
  await expect(page.getByTestId('my-vip-expiry')).toHaveText(`到期时间：${expiry}`);
  await expect(page.getByTestId('my-bonus-banner')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a cancelled payment comes back as not completed', async ({ page }) => {
  await page.goto('/#/pages/checkOut/checkOut');
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('virUserinfo') ?? 'null')?.accounttype)).toBe(5);
  await page.getByTestId('checkout-pack-year').click();
  await page.getByTestId('checkout-buy').click();
  await expect(page).toHaveURL(/\/api\/pay\/sandbox/);
  await page.getByTestId('sandbox-cancel').click();
  await expect(page.getByTestId('checkout')).toHaveAttribute('data-pay-status', 'failed');
  await expect(page.getByTestId('checkout-status')).toHaveText('订单已关闭');
});

test('the ask-everyone page answers the membership questions', async ({ page }) => {
  await page.goto('/#/pages/checkOut/checkOut');
  await page.getByTestId('checkout-ask').click();
  await expect(page.getByTestId('ask-everyone')).toContainText('游客身份购买的会员会丢失吗？');
});
