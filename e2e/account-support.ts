import type { Page } from '@playwright/test';

// Loopback-only account helpers of our server (docs/accounts.md), called from
// the test process on 127.0.0.1, never from the page.
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 8181}`;

/** A fresh valid mobile number per call, so tests never share SMS limits. */
export function freshPhone(): string {
  return `13${5 + Math.floor(Math.random() * 5)}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** Each test plays its own visitor address (the e2e server trusts X-Forwarded-For), so per-IP limits never cross tests. */
export async function useOwnAddress(page: Page): Promise<void> {
  const ip = `198.18.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
}

export async function smsCodeFor(phone: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await fetch(`${baseURL}/dev/sms-outbox?account=${phone}`);
    const body = (await response.json()) as { messages: Array<{ code: string }> };
    const code = body.messages[0]?.code;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no SMS for ${phone}`);
}

export async function expireSmsCode(phone: string): Promise<void> {
  const response = await fetch(`${baseURL}/dev/sms-expire`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: phone }),
  });
  if (!response.ok) throw new Error(`expire: HTTP ${response.status}`);
}

/** Logs the page in by SMS through the UI (phone login page), ending on My. */
export async function loginInPage(page: Page, phone: string): Promise<void> {
  await page.goto('/#/pages/login/loginTel?redirect=/pages/my/my');
  await page.getByTestId('login-phone').fill(phone);
  await page.getByTestId('login-send-sms').click();
  await page.getByTestId('login-sms-code').fill(await smsCodeFor(phone));
  await page.getByTestId('login-submit').click();
  await page.getByTestId('page-my-my').waitFor();
}

/**
 * Makes the page's visitor a VIP through the sandbox purchase and an SMS login, ending on My with
 * the month pack (docs/membership.md). API calls play their own visitor address (per-IP limits);
 * the sandbox pay page stays a loopback request.
 */
export async function becomeVipInSandbox(page: Page): Promise<void> {
  const ip = `198.19.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  await page.route('**/api/v4/**', (route) => route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': ip } }));
  await page.goto('/#/pages/checkOut/checkOut');
  await page.waitForFunction(() => JSON.parse(localStorage.getItem('virUserinfo') ?? 'null')?.accounttype === 5, undefined, { timeout: 15_000 });
  await page.getByTestId('checkout-pack-month').click();
  await page.getByTestId('checkout-buy').click();
  await page.getByTestId('sandbox-pay').click();
  const phone = freshPhone();
  await page.getByTestId('login-phone').fill(phone);
  await page.getByTestId('login-send-sms').click();
  await page.getByTestId('login-sms-code').fill(await smsCodeFor(phone));
  await page.getByTestId('login-submit').click();
  await page.locator('[data-testid="my-vip"][data-vip-type="3"]').waitFor({ timeout: 15_000 });
}
