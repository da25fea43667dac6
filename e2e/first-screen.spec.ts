import { expect, test, type Page, type Route } from '@playwright/test';
import { CONSENT_VERSION } from '../src/features/consent/consentVersion.ts';

// Issue 30: on a slow network the first screen is index.html's own (static dialog or home page)
// and works before the app's script arrives; the app takes it over without losing a tap.

/** Holds every app script until `release()`: the page as a slow network shows it first. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route('**/assets/**', (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    for (const route of held.splice(0)) await route.continue();
  };
}

test.describe('a first launch before the script arrives', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the static privacy dialog takes the answer, and the app keeps it', async ({ page }) => {
    const release = await holdScripts(page);
    // Not 'load': the held scripts keep the page from loading.
    await page.goto('/#/', { waitUntil: 'commit' });
    const agree = page.getByTestId('first-screen-agree');
    await expect(agree).toBeVisible();
    const box = await agree.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await agree.tap();
    await expect(page.getByTestId('first-screen-home')).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('privacyConsent') ?? 'null'));
    expect(stored).toMatchObject({ choice: 'agreed', version: CONSENT_VERSION });

    await release();
    await expect(page.getByTestId('page-index-index')).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('#first-screen')).toHaveCount(0);
    await expect(page.getByTestId('consent-dialog')).toHaveCount(0);
  });

  test('a tap on the static dialog while the app is starting becomes the app answer and is not lost', async ({ page }) => {
    // The app's script has run (it read "no answer yet") but its dialog page is still on the way.
    const held: Route[] = [];
    await page.route('**/assets/privacy-*.js', (route) => void held.push(route));
    await page.goto('/#/', { waitUntil: 'commit' });
    await expect(page.locator('html[data-app="starting"]')).toHaveCount(1, { timeout: 20_000 });
    await page.getByTestId('first-screen-agree').tap();
    await expect(page.getByTestId('page-index-index')).toBeVisible({ timeout: 20_000 });
    for (const route of held.splice(0)) await route.continue();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('privacyConsent') ?? 'null'))).toMatchObject({ choice: 'agreed', version: CONSENT_VERSION });
    await expect(page.getByTestId('consent-dialog')).toHaveCount(0);
    await expect(page.locator('#first-screen')).toHaveCount(0);
  });

  test('when the app arrives first, its own dialog replaces the static one', async ({ page }) => {
    await page.goto('/#/');
    await page.getByTestId('consent-agree').click({ timeout: 20_000 });
    await expect(page.getByTestId('page-index-index')).toBeVisible();
    await expect(page.locator('#first-screen')).toHaveCount(0);
  });
});

test('a returning visitor sees the home page at once, and a tool tapped early opens', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/#/', { waitUntil: 'commit' });
  await expect(page.getByTestId('first-screen-home')).toBeVisible();
  await expect(page.getByTestId('first-screen-consent')).toBeHidden();
  await page.locator('#first-screen a[href="#/pages/template/template"]').tap();
  await release();
  await expect(page).toHaveURL(/#\/pages\/template\/template/);
  await expect(page.getByTestId('page-template-template')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('#first-screen')).toHaveCount(0);
});
