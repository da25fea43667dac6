import { expect, test, type Page } from '@playwright/test';
import JSZip from 'jszip';
import { readFile } from 'node:fs/promises';
import { openEditor } from './editor-support.ts';
import { addText, editorLayerNames, importFile, liveWorks, openWorksTab, workFile } from './works-support.ts';

// One work file format (issue 12): what the works tab exports opens in the editor's
// 打开作品文件, and what the editor saves imports in the works tab.

async function openInEditor(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  await page.getByTestId('editor-tab-canvas').click();
  await page.getByTestId('work-open-input').setInputFiles(file);
}

test('a work exported from the works tab opens in the editor, as its .json and as the whole zip', async ({ page }) => {
  test.setTimeout(90_000);
  await openWorksTab(page);
  await importFile(page, workFile('星光', ['星光咖啡']));
  await importFile(page, workFile('月光', ['月光书店']));
  await expect(page.getByTestId('works-card')).toHaveCount(2);
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByTestId('works-select-toggle').click();
  await page.getByTestId('works-select-all').click();
  await page.getByTestId('works-bulk-export').click();
  const zipBytes = await readFile(await (await download).path());
  const zip = await JSZip.loadAsync(zipBytes);
  const starFile = Object.keys(zip.files).find((name) => name.startsWith('works/星光'));
  const star = starFile ? await zip.file(starFile)?.async('nodebuffer') : undefined;
  if (!star) throw new Error('the zip has no work file for 星光');

  await openEditor(page);
  // Autosave exists: the old notice that saving to 作品 comes later is gone.
  await expect(page.getByText('后续版本')).toHaveCount(0);
  await openInEditor(page, { name: '星光.json', mimeType: 'application/json', buffer: star });
  await expect(page.getByTestId('toast')).toHaveText('作品已打开', { timeout: 15_000 });
  expect(await editorLayerNames(page)).toContain('文字星光咖啡');

  await openInEditor(page, { name: '作品.zip', mimeType: 'application/zip', buffer: zipBytes });
  await expect(page.getByTestId('toast')).toHaveText(/^作品已打开。文件里还有 1 个标志作品/, { timeout: 15_000 });
  const texts = await editorLayerNames(page);
  expect(texts.some((text) => text === '文字星光咖啡' || text === '文字月光书店')).toBe(true);
});

test('a work file saved by the editor imports in the works tab, and so does one of the older shape', async ({ page }) => {
  test.setTimeout(90_000);
  await openEditor(page);
  await addText(page, '晨光面包');
  await page.getByTestId('editor-tab-canvas').click();
  const download = page.waitForEvent('download');
  await page.getByTestId('work-save').click();
  const saved = await download;
  const bytes = await readFile(await saved.path());

  await openWorksTab(page);
  // Leaving the editor saves its work in the background: count the works once that one is stored,
  // or it may land after the count and look like a second import.
  await expect.poll(async () => (await liveWorks(page)).filter((work) => work.content.includes('晨光面包')).length, { timeout: 15_000 }).toBe(1);
  const before = (await liveWorks(page)).length;
  await importFile(page, { name: saved.suggestedFilename(), mimeType: 'application/json', buffer: bytes });
  await expect(page.getByTestId('toast')).toHaveText('已导入 1 个作品', { timeout: 15_000 });
  await expect.poll(async () => (await liveWorks(page)).length).toBe(before + 1);
  const imported = (await liveWorks(page)).filter((work) => work.content.includes('晨光面包'));
  expect(imported.length).toBe(2);

  // The editor used to save the bare document: such files, already on people's phones, import too.
  const bare = (JSON.parse(bytes.toString('utf8')) as { document: unknown }).document;
  await importFile(page, { name: '旧作品.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bare)) });
  await expect(page.getByTestId('toast')).toHaveText('已导入 1 个作品', { timeout: 15_000 });
  await expect.poll(async () => (await liveWorks(page)).length).toBe(before + 2);
});

test('a work file opened over an autosaved work becomes a new work; the stored one keeps its own content', async ({ page }) => {
  test.setTimeout(90_000);
  await openEditor(page);
  await addText(page, '旧的字');
  await expect(page).toHaveURL(/workId=/, { timeout: 15_000 });
  await expect.poll(async () => (await liveWorks(page)).filter((work) => work.content.includes('旧的字')).length, { timeout: 15_000 }).toBe(1);

  await openInEditor(page, workFile('星光', ['星光咖啡']));
  await expect(page.getByTestId('toast')).toHaveText('作品已打开', { timeout: 15_000 });
  await expect(page).not.toHaveURL(/workId=/);
  await addText(page, '新的字');
  await expect.poll(async () => (await liveWorks(page)).length, { timeout: 15_000 }).toBe(2);
  await expect
    .poll(async () => (await liveWorks(page)).map((work) => [work.content.includes('旧的字'), work.content.includes('星光咖啡'), work.content.includes('新的字')].join()).sort(), { timeout: 15_000 })
    .toEqual(['false,true,true', 'true,false,false']);
  const texts = await editorLayerNames(page);
  expect(texts).toContain('文字星光咖啡');
  expect(texts).not.toContain('文字旧的字');
});
