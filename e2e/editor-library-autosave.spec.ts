import { expect, test } from '@playwright/test';
import { openEditor } from './editor-support.ts';
import { liveWorks, openWorksTab } from './works-support.ts';

// Issue 26: the tap that adds a new work's first layer starts its autosave session, whose worker
// copy is now prepared later, in idle time (workSession.ts). Closing the page right after that tap
// must still keep the work: the edit is counted and journalled at once, whatever the worker has.

test('the first icon tapped onto a blank canvas, the page closed at once: the work is there on the next visit', async ({ context }) => {
  const page = await context.newPage();
  await openEditor(page);
  await page.getByTestId('library-search').fill('咖啡');
  await page.getByTestId('editor-add-icon-coffee').click();
  await expect(page.getByTestId('editor-selection')).toHaveCount(1);
  // Closed as a person closes the tab (unload handlers run), with no wait for the first save.
  await page.close({ runBeforeUnload: true });
  const next = await context.newPage();
  await openWorksTab(next);
  // The blank canvas's background (a rect layer) and the icon.
  await expect.poll(async () => (await liveWorks(next)).map((work) => (JSON.parse(work.content) as { layers: { type: string }[] }).layers.map((layer) => layer.type))).toEqual([['rect', 'icon']]);
  await expect(next.getByTestId('works-card')).toHaveCount(1);
});
