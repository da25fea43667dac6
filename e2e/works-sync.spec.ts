import { expect, test } from '@playwright/test';
import { freshPhone, loginInPage, useOwnAddress } from './account-support.ts';
import { importFile, liveWorks, openWorksTab, workFile } from './works-support.ts';
import { timeScale } from './support/timeScale.ts';

// Guest works move into the user's folder on login (issue 7): the local copy changes folder
// only after the server confirmed it, and a connection lost half way leaves no duplicate.

test('guest works appear in the user’s folder exactly once, even when the network drops half way through the move', async ({ page, browser }) => {
  test.setTimeout(120_000 * timeScale);
  await useOwnAddress(page);
  await openWorksTab(page);
  for (const [index, name] of ['甲作品', '乙作品', '丙作品'].entries()) {
    await importFile(page, workFile(name, [`${name}的字`]));
    await expect(page.getByTestId('works-card')).toHaveCount(index + 1);
  }
  expect((await liveWorks(page)).every((work) => work.owner === 'guest')).toBe(true);

  // The second upload reaches the server, but its answer is lost on the way back. It is held until
  // the login has reached My: on a busy machine the sync that starts at login could otherwise lose
  // it while the login page is still up (the order of what the person sees is what this test checks).
  let uploads = 0;
  let loggedIn: () => void = () => {};
  const onMy = new Promise<void>((resolve) => (loggedIn = resolve));
  await page.route('**/api/v4/workput', async (route) => {
    uploads += 1;
    if (uploads !== 2) return route.continue();
    await onMy;
    await route.fetch();
    return route.abort('connectionreset');
  });
  await loginInPage(page, freshPhone());
  loggedIn();
  await expect.poll(() => uploads, { timeout: 20_000 * timeScale }).toBeGreaterThanOrEqual(2);

  // The shell shows the dropped connection in place (the person stays on My); they tap retry and open
  // the works tab (which asks for a sync): everything moves, nothing twice.
  await expect(page.getByTestId('offline-banner')).toBeVisible({ timeout: 20_000 * timeScale });
  await expect(page.getByTestId('page-my-my')).toBeVisible();
  await page.getByTestId('offline-banner-retry').click();
  await openWorksTab(page);
  await expect
    .poll(async () => (await liveWorks(page)).map((work) => work.owner.startsWith('user:')), { timeout: 20_000 * timeScale })
    .toEqual([true, true, true]);
  await expect(page.getByTestId('works-card')).toHaveCount(3);
  await expect(page.getByTestId('works-sync-status')).toHaveText('已同步');

  // Another device of the same user (its own empty IndexedDB) pulls exactly those three.
  const other = await browser.newContext({ storageState: await page.context().storageState() });
  const device = await other.newPage();
  await openWorksTab(device);
  await expect.poll(async () => (await device.getByTestId('works-card-name').allInnerTexts()).sort(), { timeout: 20_000 * timeScale }).toEqual(['丙作品', '乙作品', '甲作品']);
  await other.close();
});
