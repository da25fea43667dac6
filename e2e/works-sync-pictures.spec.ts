import { expect, test } from '@playwright/test';
import { freshPhone, loginInPage, useOwnAddress } from './account-support.ts';
import { listedLayerIds, openEditor } from './editor-support.ts';
import { encodePng } from './fixtures/images/png.ts';
import { liveWorks, openWorksTab } from './works-support.ts';
import { timeScale } from './support/timeScale.ts';

// Issue 14: the app sends a work's pictures in the streamed form of /workpictureput (the bytes as the
// body, the signed fields in X-Signed-Fields), which the server judges before reading the body. A
// signed-in user adds a photo; the sync uploads it that way and the work then syncs (the server
// refuses a work whose pictures it lacks).

test('a signed-in user’s photo goes up as raw bytes beside the work, and the work syncs', async ({ page }) => {
  test.setTimeout(120_000 * timeScale);
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
});
