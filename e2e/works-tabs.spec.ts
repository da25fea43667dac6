import { expect, test } from '@playwright/test';
import { openEditor } from './editor-support.ts';
import { addText, editorLayerNames, liveWorks } from './works-support.ts';

// Two tabs of one browser editing the same work (issue 7): kept in step, nothing lost.

test('two tabs interleaving edits on one work both end equal, with every edit of each', async ({ context }) => {
  test.setTimeout(90_000);
  const a = await context.newPage();
  await openEditor(a);
  await addText(a, '甲0');
  await expect(a).toHaveURL(/workId=/);
  const b = await context.newPage();
  await b.goto(a.url());
  await expect(b.getByTestId('editor-stage')).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => editorLayerNames(b)).toContain('文字甲0');

  const expected = ['文字甲0', '背景背景'];
  for (let i = 1; i <= 4; i += 1) {
    // Both tabs edit before either has saved: a real conflict each round.
    await addText(a, `甲${i}`);
    await addText(b, `乙${i}`);
    expected.push(`文字甲${i}`, `文字乙${i}`);
  }
  const sorted = async (page: typeof a) => (await editorLayerNames(page)).sort();
  await expect.poll(() => sorted(a), { timeout: 15_000 }).toEqual([...expected].sort());
  await expect.poll(() => sorted(b), { timeout: 15_000 }).toEqual([...expected].sort());
  await expect
    .poll(async () => (await liveWorks(a)).map((work) => work.text.split('\n').sort().join('|')))
    .toEqual([expected.filter((name) => name.startsWith('文字')).map((name) => name.slice(2)).sort().join('|')]);
});
