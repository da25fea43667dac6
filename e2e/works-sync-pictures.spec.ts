import { expect, test, type Page } from '@playwright/test';
import { freshPhone, loginInPage, useOwnAddress } from './account-support.ts';
import { listedLayerIds, openEditor } from './editor-support.ts';
import { encodePng } from './fixtures/images/png.ts';
import { liveWorks, openWorksTab } from './works-support.ts';
import { timeScale } from './support/timeScale.ts';

// Issue 14: the app sends a work's pictures in the streamed form of /workpictureput (the bytes as the
// body, the signed fields in X-Signed-Fields), which the server judges before reading the body. A
// signed-in user adds a photo; the sync uploads it that way and the work then syncs (the server
// refuses a work whose pictures it lacks).

test('a signed-in user’s photo goes up as raw bytes beside the work, syncs, and comes down on another device as bytes', async ({ page, browser }) => {
  test.setTimeout(180_000 * timeScale);
  await useOwnAddress(page);
  const uploads: Array<{ type: string; signed: boolean; status: number; code: number }> = [];
  const workPuts: number[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('/api/v4/workput')) {
      workPuts.push(((await response.json().catch(() => ({}))) as { code?: number }).code ?? 0);
      return;
    }
    if (!response.url().endsWith('/api/v4/workpictureput')) return;
    const headers = response.request().headers();
    const body = (await response.json().catch(() => ({}))) as { code?: number };
    uploads.push({ type: headers['content-type'] ?? '', signed: Boolean(headers['x-signed-fields']), status: response.status(), code: body.code ?? 0 });
  });
  await loginInPage(page, freshPhone());

  await openEditor(page);
  const pixels = new Uint8Array(400 * 300 * 4).map((_, i) => (i % 4 === 3 ? 255 : (i * 7) % 251));
  await page.getByTestId('editor-image-input').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: encodePng(400, 300, pixels) });
  await expect.poll(() => listedLayerIds(page)).toHaveLength(2);
  await expect
    .poll(async () => (await liveWorks(page)).some((work) => /asset:[0-9a-f]{32}/.test(work.content)), { timeout: 20_000 * timeScale })
    .toBe(true);

  // The works tab asks for a sync.
  await openWorksTab(page);
  await expect.poll(() => uploads.length, { timeout: 30_000 * timeScale }).toBeGreaterThan(0);
  expect(uploads[0]).toEqual({ type: 'application/octet-stream', signed: true, status: 200, code: 10000 });
  // Then the work itself is accepted (a work whose pictures were missing would get 40910).
  await expect.poll(() => workPuts.includes(10000), { timeout: 30_000 * timeScale }).toBe(true);
  expect(workPuts).not.toContain(40910);

  // Another device of the same user pulls the work: its picture comes by the plain GET
  // (docs/object-store.md "Works pictures by URL"), as image bytes, and lands in that device's
  // asset store under the same hash.
  const hash = /asset:([0-9a-f]{32})/.exec((await liveWorks(page)).find((work) => /asset:/.test(work.content))?.content ?? '')?.[1];
  expect(hash).toBeTruthy();
  const tablet = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const other = await tablet.newPage();
    await useOwnAddress(other);
    // Signed in as the same user (the spec's storage key \`user\` holds the login; a second SMS to
    // the same phone within 60 s is refused by design), with empty works and picture stores.
    const user = await page.evaluate(() => localStorage.getItem('user'));
    await other.addInitScript((saved) => {
      if (saved && !localStorage.getItem('user')) localStorage.setItem('user', saved);
    }, user);
    const downloads: Array<{ status: number; type: string }> = [];
    const jsonCalls: string[] = [];
    other.on('response', (response) => {
      if (response.url().includes('/api/v4/workpicture?')) downloads.push({ status: response.status(), type: response.headers()['content-type'] ?? '' });
      if (response.url().endsWith('/api/v4/workpictureget')) jsonCalls.push(response.url());
    });
    await other.goto('/');
    await openWorksTab(other);
    await expect.poll(() => storedAssetHashes(other), { timeout: 40_000 * timeScale }).toContain(hash);
    expect(downloads).toEqual([{ status: 200, type: 'image/png' }]);
    expect(jsonCalls).toEqual([]);
    await expect.poll(async () => (await liveWorks(other)).some((work) => work.content.includes(`asset:${hash}`)), { timeout: 20_000 * timeScale }).toBe(true);
  } finally {
    await tablet.close();
  }
});

/** Hashes in this device's picture store (IndexedDB `bzsj-assets`, workers/core/storage/assetDb.ts). */
async function storedAssetHashes(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('bzsj-assets');
        // Not made yet: never create it here (an empty version 1 would stop the app's own upgrade).
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains('assets')) return resolve([]);
          const keys = database.transaction('assets').objectStore('assets').getAllKeys();
          keys.onsuccess = () => resolve(keys.result.map(String));
          keys.onerror = () => resolve([]);
        };
      }),
  );
}
