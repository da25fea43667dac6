import { expect, test, type Page } from '@playwright/test';
import { signedBody } from '../server/testing/signing.ts';
import { buyVipInSandbox } from './account-support.ts';
import { exportImage, openEditor, pngSize } from './editor-support.ts';

// Issue 14 (docs/membership.md): the server decides what a download may be; local storage decides nothing.

/** API calls play their own visitor (per-IP limits); the sandbox pay page stays a loopback request. */
async function ownVisitor(page: Page): Promise<void> {
  const ip = `198.19.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  await page.route('**/api/v4/**', (route) => route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': ip } }));
}

type Guest = { username: string; usertoken: string; accounttype: number };

async function guestOf(page: Page): Promise<Guest> {
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('virUserinfo') ?? 'null')?.accounttype), { timeout: 15_000 }).toBe(5);
  return page.evaluate(() => JSON.parse(localStorage.getItem('virUserinfo') ?? 'null') as Guest);
}

test('a free user: forged VIP in local storage still gets the standard size, then the daily limit is a VIP sheet', async ({ page }) => {
  await ownVisitor(page);
  await openEditor(page);
  const guest = await guestOf(page);
  // What a user could try: a VIP expiry in the stored account, emptied daily download lists.
  await page.evaluate(() => {
    const info = JSON.parse(localStorage.getItem('virUserinfo') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('virUserinfo', JSON.stringify({ ...info, vip: [{ auth_value: 4102444800 }] }));
    localStorage.setItem('downloadUserList', JSON.stringify({ logo: [], card: [] }));
    localStorage.setItem('downloadTime', JSON.stringify(Date.now()));
  });
  // (Not reloaded: a reload refreshes the stored account from the server, which undoes the forgery by itself.)

  // The forged VIP hides the badges and lets 4000 be picked, but the server's ticket says 1000.
  const capped = await exportImage(page, { side: 4000 });
  expect(pngSize(capped.bytes)).toEqual({ width: 1000, height: 1000 });
  await expect(page.getByTestId('toast')).toContainText('已按标准尺寸 1000 像素下载');

  // Two more of today's three free downloads, taken elsewhere (another tab, another phone).
  for (const item of ['elsewhere-1', 'elsewhere-2']) {
    const body = signedBody({ account: guest.username, usertoken: guest.usertoken, kind: 'logo', item, side: 500 }, Math.floor(Date.now() / 1000));
    expect((await page.request.post('/api/v4/exportticket', { data: body })).status()).toBe(200);
  }
  await page.evaluate(() => localStorage.setItem('downloadUserList', JSON.stringify({ logo: [], card: [] })));

  // A changed work is another download: refused, and the sheet says what VIP unlocks.
  await page.getByTestId('editor-add-shape-circle').click();
  await expect(page).toHaveURL(/workId=/, { timeout: 15_000 });
  await page.getByTestId('editor-export').click();
  await page.getByTestId('export-size-500').click();
  await page.getByTestId('export-start').click();
  await expect(page.getByTestId('vip-upsell-message')).toContainText('今日免费下载次数（3 次）已用完');
  await expect(page.getByTestId('vip-upsell')).toContainText('高清下载');
  await page.getByTestId('vip-upsell-join').click();
  await expect(page).toHaveURL(/checkOut\/checkOut/);
});

test('a free user choosing a VIP font is told at once, and its download is refused by the server', async ({ page }) => {
  await ownVisitor(page);
  await openEditor(page);
  await guestOf(page);
  await page.getByTestId('editor-add-text').click();
  await expect(page.getByTestId('font-zhi-mang-xing').getByTestId('vip-badge')).toBeVisible();
  await page.getByTestId('font-zhi-mang-xing').click();
  await expect(page.getByTestId('vip-upsell-message')).toContainText('「智莽行书」是会员专属字体');
  await page.getByTestId('vip-upsell-close').click();
  await page.getByTestId('editor-export').click();
  await expect(page.getByTestId('export-size-2000').getByTestId('vip-badge')).toBeVisible();
  await page.getByTestId('export-start').click();
  await expect(page.getByTestId('vip-upsell-message')).toContainText('会员专属字体「智莽行书」');
});

test('a user who bought VIP in the sandbox exports in HD (4000 px)', async ({ page }) => {
  // Its own visitor, the sandbox purchase and the sign-in that follows it (account-support.ts).
  await buyVipInSandbox(page);

  await openEditor(page);
  await page.getByTestId('editor-export').click();
  await expect(page.getByTestId('export-sheet').getByTestId('vip-badge')).toHaveCount(0);
  await page.getByTestId('export-close').click();
  const hd = await exportImage(page, { side: 4000 });
  expect(pngSize(hd.bytes)).toEqual({ width: 4000, height: 4000 });
});
