import { expect, test, type Page, type Worker } from '@playwright/test';
import { listedLayerIds, waitForTextOutline } from './editor-support.ts';

// The app's workers as a user meets them (issue 12): one font worker for the whole app, so
// going from a logo page to the editor downloads no font slice twice; a crashed worker is
// replaced and the feature works again.

/** Every worker thread the page starts, by script (font.worker, logo.worker, …). */
function watchWorkers(page: Page): { started(script: string): Worker[] } {
  const all: Worker[] = [];
  page.on('worker', (worker) => all.push(worker));
  return { started: (script) => all.filter((worker) => worker.url().includes(script)) };
}

/** Font slice downloads (.woff under /fonts/), by URL, with how many times each was asked for. */
function watchFontSlices(page: Page): Map<string, number> {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    const url = request.url();
    if (/\/fonts\/.+\.woff2?$/.test(url)) counts.set(url, (counts.get(url) ?? 0) + 1);
  });
  return counts;
}

async function generate(page: Page, title: string): Promise<void> {
  await page.getByTestId('ai-title').fill(title);
  await page.getByTestId('ai-slogan').fill('用心做好每一杯');
  await page.getByTestId('ai-generate').click();
  await expect(page.getByTestId('ai-candidate')).toHaveCount(12, { timeout: 60_000 });
}

test('fonts are downloaded once when going from AI design to the editor: one font worker serves both', async ({ page }) => {
  test.setTimeout(120_000);
  const workers = watchWorkers(page);
  const slices = watchFontSlices(page);
  await page.goto('/#/pages/aiDesign/aiDesign');
  await generate(page, '星光咖啡');
  const onLogoPage = slices.size;
  expect(onLogoPage).toBeGreaterThan(0);

  await page.getByTestId('ai-candidate').first().click();
  await expect(page.getByTestId('editor-stage')).toBeVisible({ timeout: 15_000 });
  await expect.poll(async () => (await listedLayerIds(page)).length).toBeGreaterThan(2);
  await waitForTextOutline(page);
  // The editor drew the same words in the same fonts: nothing of it was fetched again.
  expect([...slices].filter(([, count]) => count > 1)).toEqual([]);
  expect(workers.started('font.worker')).toHaveLength(1);
});

test('a crashed font worker is replaced: the logo worker that used it reconnects and generating works again', async ({ page }) => {
  test.setTimeout(120_000);
  const workers = watchWorkers(page);
  await page.goto('/#/pages/aiDesign/aiDesign');
  await generate(page, '星光咖啡');
  expect(workers.started('font.worker')).toHaveLength(1);
  expect(workers.started('logo.worker')).toHaveLength(1);

  // An uncaught error in the font worker: the page sees the worker's error event, as for a real crash.
  const [font] = workers.started('font.worker');
  await font?.evaluate(() => void setTimeout(() => {
    throw new Error('e2e: font worker crash');
  }));

  // Until the new batch renders, the old twelve are still on screen: wait for the first one to change.
  const first = page.getByTestId('ai-candidate').first().locator('img');
  const before = await first.getAttribute('src');
  await generate(page, '月光书店');
  await expect.poll(() => first.getAttribute('src'), { timeout: 60_000 }).not.toBe(before);
  await expect(page.getByTestId('ai-candidate')).toHaveCount(12, { timeout: 60_000 });
  const svg = decodeURIComponent(((await first.getAttribute('src')) ?? '').split(',')[1] ?? '');
  // The words are outlined (paths), so the new font worker really served the new logo worker.
  expect((svg.match(/<path /g) ?? []).length).toBeGreaterThanOrEqual(3);
  await expect.poll(() => workers.started('font.worker').length).toBe(2);
  await expect.poll(() => workers.started('logo.worker').length).toBe(2);
});
