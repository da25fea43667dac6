import { expect, test, type Page } from '@playwright/test';
import { openEditor } from './editor-support.ts';
import { timeScale } from './support/timeScale.ts';
import { addText, liveWorks, openWorksTab } from './works-support.ts';

// Issue 27: a work's thumbnail follows its stored document, even when the tab was closed in the
// middle of an edit (a save on hide draws no thumbnail, so the list kept an older picture: an
// undone shape still on it); and new works are named from their content, unique in the folder.

interface ThumbState {
  name: string;
  hash: string;
  thumbHash: string | null;
  thumbBytes: number;
}

/** What IndexedDB holds for each live work: its content's hash, and which content its thumbnail shows. */
function thumbStates(page: Page): Promise<ThumbState[]> {
  return page.evaluate(
    () =>
      new Promise<ThumbState[]>((resolve, reject) => {
        const open = indexedDB.open('bzsj-works');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('works').objectStore('works').getAll();
          request.onsuccess = () => {
            open.result.close();
            const records = request.result as Array<{ name: string; hash: string; thumbHash?: string; thumb: Blob | null; deletedAt: number | null }>;
            resolve(records.filter((r) => r.deletedAt === null).map((r) => ({ name: r.name, hash: r.hash, thumbHash: r.thumbHash ?? null, thumbBytes: r.thumb?.size ?? 0 })));
          };
          request.onerror = () => reject(request.error);
        };
      }),
  );
}

/** A small seeded random, so a failing run can be repeated (the seed is in the test's title output). */
function seeded(seed: number) {
  let state = seed >>> 0 || 1;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    return state % n;
  };
}

test('closing the tab at random points of an edit never leaves a stale thumbnail; new works are named from their text', async ({ context }) => {
  test.setTimeout(120_000 * timeScale);
  const seed = Date.now() % 100_000;
  test.info().annotations.push({ type: 'seed', description: String(seed) });
  const random = seeded(seed);

  const first = await context.newPage();
  await openEditor(first);
  await addText(first, '山水茶舍');
  await expect.poll(async () => (await liveWorks(first)).map((work) => work.name), { timeout: 15_000 * timeScale }).toEqual(['山水茶舍']);
  const [work] = await liveWorks(first);
  await first.close();

  for (let round = 0; round < 3; round += 1) {
    const tab = await context.newPage();
    await openEditor(tab, `?workId=${work!.id}`);
    await expect.poll(async () => (await tab.getByTestId('editor-undo').isVisible()) && (await liveWorks(tab)).length).toBe(1);
    const edits = 1 + random(3);
    for (let i = 0; i < edits; i += 1) {
      await addText(tab, `第${round}${i}版`);
      if (random(2) === 0) await tab.getByTestId('editor-undo').click();
    }
    // Closed mid-edit: sometimes at once, sometimes after a save had time to start.
    await tab.waitForTimeout(random(1500));
    await tab.close();
  }

  const list = await context.newPage();
  await list.goto('/#/pages/my/my');
  const before = await thumbStates(list);
  test.info().annotations.push({ type: 'stale before the works tab', description: String(before.some((state) => state.thumbHash !== state.hash)) });
  await openWorksTab(list);
  await expect(list.getByTestId('works-card')).toHaveCount(1);
  // The works tab draws stale thumbnails again from the stored document.
  await expect
    .poll(async () => (await thumbStates(list)).map((state) => state.thumbHash === state.hash && state.thumbBytes > 0), { timeout: 20_000 * timeScale })
    .toEqual([true]);
  await expect(list.getByTestId('works-card').locator('img')).toHaveJSProperty('complete', true);

  // A second work with the same first text gets a name of its own.
  await openEditor(list);
  await addText(list, '山水茶舍');
  await expect.poll(async () => (await liveWorks(list)).map((w) => w.name).sort(), { timeout: 15_000 * timeScale }).toEqual(['山水茶舍', '山水茶舍 (2)']);
});
