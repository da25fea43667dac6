import { expect, test } from '@playwright/test';
import { freshPhone, loginInPage, useOwnAddress } from './account-support.ts';

// A 1 × 1 PNG.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page);
});

test('edits the nickname and photo, then cancels the account', async ({ page }) => {
  const phone = freshPhone();
  await loginInPage(page, phone);

  await page.getByTestId('my-entry-editProfile').click();
  await page.getByTestId('profile-nickname').fill('小设计师');
  await page.getByTestId('profile-save').click();
  await expect(page.getByTestId('toast')).toHaveText('已保存');

  await page.getByTestId('profile-photo-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  // Served under a random key per upload, never the sequential uid (issue 14).
  await expect(page.getByTestId('profile-photo')).toHaveAttribute('src', /\/api\/account\/photo\/[0-9a-f]{32}\?v=1/);
  await page.getByTestId('profile-photo-input').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]) });
  await expect(page.getByTestId('toast')).toContainText('图片不能超过2MB');

  await page.getByTestId('header-back').click();
  await expect(page.getByTestId('my-account')).toContainText('小设计师');

  await page.getByTestId('my-entry-cancelAccount').click();
  await page.getByTestId('cancel-account-submit').click();
  await expect(page.getByTestId('toast')).toHaveText('请先阅读并同意账号注销说明');
  await page.getByTestId('cancel-account-agree').check();
  await page.getByTestId('cancel-account-submit').click();
  await page.getByTestId('cancel-account-confirm').click();
  await expect(page.getByTestId('page-my-my')).toBeVisible();
  await expect(page.getByTestId('my-account')).toContainText('未登录');
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});
