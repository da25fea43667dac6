import { expect, test, type Page } from '@playwright/test';
import { expireSmsCode, freshPhone, smsCodeFor, useOwnAddress } from './account-support.ts';

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page);
});

async function requestCode(page: Page, phone: string): Promise<string> {
  await page.getByTestId('login-phone').fill(phone);
  await page.getByTestId('login-send-sms').click();
  await expect(page.getByTestId('toast')).toHaveText('短信发送成功');
  await expect(page.getByTestId('login-send-sms')).toHaveText(/\d+秒后重新获取/);
  return smsCodeFor(phone);
}

test('a guest logs in with the SMS code from the outbox and sees the phone on My', async ({ page }) => {
  await page.goto('/#/pages/my/my');
  await expect(page.getByTestId('my-account')).toContainText('未登录');
  await expect(page.getByTestId('my-vip')).toHaveAttribute('data-vip-type', '4');
  // The guest account was registered at launch.
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('virUserinfo') ?? 'null')?.accounttype)).toBe(5);
  await page.evaluate(() => localStorage.setItem('worksList', JSON.stringify([{ id: 'guest-work-1', title: '我的标志' }])));

  await page.getByTestId('my-login').click();
  await expect(page.getByTestId('page-login-loginTel')).toBeVisible();
  const phone = freshPhone();
  const code = await requestCode(page, phone);
  await page.getByTestId('login-sms-code').fill(code);
  await page.getByTestId('login-submit').click();

  await expect(page.getByTestId('page-my-my')).toBeVisible();
  await expect(page.getByTestId('my-account-name')).toHaveText(`${phone.slice(0, 3)}****${phone.slice(7)}`);
  const stored = await page.evaluate(() => ({
    user: JSON.parse(localStorage.getItem('user') ?? 'null'),
    guestWorks: localStorage.getItem('worksList'),
  }));
  expect(stored.user.bindmobile).toBe(phone);
  expect(stored.guestWorks).toBeNull();
  const moved = await page.evaluate((uid) => localStorage.getItem(`worksList@${uid}`), stored.user.uid);
  expect(JSON.parse(moved ?? '[]')).toEqual([{ id: 'guest-work-1', title: '我的标志' }]);

  // Logout clears the user; the account shows as not logged in again.
  await page.getByTestId('my-logout').click();
  await expect(page.getByTestId('my-account')).toContainText('未登录');
});

test('validation messages come in the spec order before any request', async ({ page }) => {
  await page.goto('/#/pages/login/loginTel');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toHaveText('请输入手机号');
  await page.getByTestId('login-phone').fill('1291234567899');
  await expect(page.getByTestId('login-phone')).toHaveValue('12912345678');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toHaveText('请输入正确的手机号');
  await page.getByTestId('login-phone').fill(freshPhone());
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toHaveText('请输入短信验证码');
  await page.getByTestId('login-sms-code').fill('12a3');
  await expect(page.getByTestId('login-sms-code')).toHaveValue('123');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toHaveText('短信验证码错误，请重新输入');
});

test('a wrong code, an expired code and a too-fast resend each show their message', async ({ page }) => {
  await page.goto('/#/pages/login/loginTel');
  const phone = freshPhone();
  const code = await requestCode(page, phone);

  await page.getByTestId('login-sms-code').fill(code === '0000' ? '1111' : '0000');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toHaveText('验证码错误，请重新输入');
  await expect(page.getByTestId('login-form')).toHaveAttribute('data-status', 'wrongSmsCode');

  await expireSmsCode(phone);
  await page.getByTestId('login-sms-code').fill(code);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toHaveText('验证码已失效，请重新获取');

  // A reload forgets the countdown; the server still refuses a send within 60 s.
  await page.reload();
  await page.getByTestId('login-phone').fill(phone);
  await page.getByTestId('login-send-sms').click();
  await expect(page.getByTestId('login-form')).toHaveAttribute('data-status', 'wrongRequestFrequency');
  await expect(page.getByTestId('login-error')).toHaveText(/发送过于频繁，请 \d+ 秒后再试/);
});

test('WeChat scan login is approved from a second page', async ({ page, browser }) => {
  await page.goto('/#/pages/login/loginTel');
  await page.getByTestId('login-tab-wechat').click();
  const qr = page.getByTestId('wechat-qr');
  await expect(qr).toBeVisible();
  const link = await qr.getAttribute('data-qr-text');
  expect(link).toMatch(/\/api\/wechat\/confirm\?tag=/);

  const phoneContext = await browser.newContext();
  const phonePage = await phoneContext.newPage();
  await phonePage.goto(link ?? '');
  await phonePage.getByTestId('wechat-confirm').click();
  await expect(phonePage.getByTestId('wechat-confirmed')).toBeVisible();
  await phoneContext.close();

  await expect(page.getByTestId('page-my-my')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('my-account-name')).toHaveText(/^wx_/);
});

test('offline: sending the SMS shows the network line for 2 s and the typed number stays', async ({ page, context }) => {
  await page.goto('/#/pages/login/loginTel');
  await expect(page.getByTestId('page-login-loginTel')).toBeVisible();
  await page.getByTestId('login-phone').fill('13912345678');
  await context.setOffline(true);
  await page.getByTestId('login-send-sms').click();
  await expect(page.getByTestId('login-notice')).toHaveText('网络连接不可用，请稍后重试');
  await expect(page.getByTestId('page-login-loginTel')).toBeVisible();
  await expect(page.getByTestId('login-phone')).toHaveValue('13912345678');
  await expect(page.getByTestId('login-notice')).toHaveCount(0, { timeout: 4_000 });
  await context.setOffline(false);
});
