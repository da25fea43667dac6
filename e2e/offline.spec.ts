import { expect, test, type Page } from '@playwright/test';
import { openEditor } from './editor-support.ts';
import { addText, editorLayerNames, liveWorks } from './works-support.ts';

// Issue 15: offline use. The app's service worker runs here (the other specs block it).
test.use({ serviceWorkers: 'allow' });

async function waitForServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
    .toBe(true);
}

test('offline in the editor: the user stays and keeps editing, the work is saved locally', async ({ page, context }) => {
  await openEditor(page);
  await addText(page, '地铁里');
  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await addText(page, '继续编辑');
  await expect(page.getByTestId('editor-stage')).toBeVisible();
  await expect(page).toHaveURL(/pages\/create\/create/);
  await expect.poll(async () => (await liveWorks(page)).map((work) => work.text)).toEqual(['地铁里\n继续编辑']);
  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
});

test('a reload while offline opens the app with the work (service worker), and the app is installable', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByTestId('page-index-index')).toBeVisible({ timeout: 15_000 });
  await waitForServiceWorker(page);
  // A second, fully controlled visit: the editor, its workers and its fonts pass through the worker.
  await openEditor(page);
  await addText(page, '离线也能打开');
  await expect(page).toHaveURL(/workId=/);
  await expect.poll(async () => (await liveWorks(page)).map((work) => work.text)).toEqual(['离线也能打开']);
  const address = page.url();
  await page.goto('/#/pages/works/works');
  await expect(page.getByTestId('works-card')).toHaveCount(1, { timeout: 15_000 });

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('page-works-works')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('works-card')).toHaveCount(1);
  await page.goto(address);
  await expect(page.getByTestId('editor-stage')).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => editorLayerNames(page)).toContain('文字离线也能打开');
  await context.setOffline(false);

  const manifest = await page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    return link ? ((await (await fetch(link.href)).json()) as { display: string; icons: Array<{ sizes: string }> }) : null;
  });
  expect(manifest?.display).toBe('standalone');
  expect(manifest?.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  // The tab icon is a PNG that is there: an SVG one is redrawn on the main thread after every navigation.
  const icon = await page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    const response = link ? await fetch(link.href) : null;
    return { type: link?.type, status: response?.status, contentType: response?.headers.get('content-type') };
  });
  expect(icon).toEqual({ type: 'image/png', status: 200, contentType: 'image/png' });
});

test('a return visit opens from the cached shell, and a new build is served on the visit after the one that fetched it', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByTestId('page-index-index')).toBeVisible({ timeout: 15_000 });
  await waitForServiceWorker(page);

  // A new build is deployed: the server's index.html now carries a marker (the old build's
  // files stay in the service worker's cache, as on a real phone).
  const build = () => document.querySelector('meta[name="e2e-build"]')?.getAttribute('content') ?? 'first';
  let shellRequests = 0;
  await context.route(
    (url) => url.pathname === '/',
    async (route) => {
      shellRequests += 1;
      const response = await route.fetch();
      const html = (await response.text()).replace('<head>', '<head><meta name="e2e-build" content="next">');
      await route.fulfill({ response, body: html });
    },
  );

  // The next visit is answered from the cache at once (the old build), while the worker
  // fetches the new shell in the background.
  await page.reload();
  await expect(page.getByTestId('page-index-index')).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(build)).toBe('first');
  await expect.poll(() => shellRequests, { timeout: 15_000 }).toBeGreaterThan(0);
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.match('/'))?.text())?.includes('e2e-build') ?? false), { timeout: 15_000 })
    .toBe(true);

  // The visit after it runs the new build, and the app starts from it.
  await page.reload();
  await expect(page.getByTestId('page-index-index')).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(build)).toBe('next');
});
