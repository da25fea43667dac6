import { expect, test, type Page } from '@playwright/test';
import JSZip from 'jszip';
import { readFile } from 'node:fs/promises';
import { openEditor } from './editor-support.ts';
import { collectConsoleErrors } from './support/consoleErrors.ts';
import { addText, editorLayerNames, importFile, liveWorks, openWorksTab, workFile } from './works-support.ts';

// The works tab and search (issue 7), as a person uses them.

const cards = (page: Page) => page.getByTestId('works-card');
const names = (page: Page) => page.getByTestId('works-card-name').allInnerTexts();
const card = (page: Page, name: string) => cards(page).filter({ has: page.getByTestId('works-card-name').getByText(name, { exact: true }) });

async function menu(page: Page, name: string, action: string): Promise<void> {
  await card(page, name).getByTestId('works-card-menu').click();
  await page.getByTestId(`works-action-${action}`).click();
}

test('rename, duplicate, delete with undo, multi-select and sections', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await openWorksTab(page);
  await expect(page.getByTestId('works-empty')).toContainText('还没有作品');
  await expect(page.getByTestId('works-guest-hint')).toContainText('只保存在本机');

  await importFile(page, workFile('星光咖啡', ['手冲']));
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByTestId('toast')).toContainText('已导入 1 个作品');

  await menu(page, '星光咖啡', 'rename');
  await page.getByTestId('works-rename-input').fill(' 新的，名字！ ');
  await expect(page.getByTestId('works-rename-preview')).toContainText('新的名字');
  await page.getByTestId('works-rename-confirm').click();
  await expect.poll(() => names(page)).toEqual(['新的名字']);

  await menu(page, '新的名字', 'duplicate');
  await expect.poll(async () => (await names(page)).sort()).toEqual(['新的名字', '新的名字副本']);

  await menu(page, '新的名字副本', 'delete');
  await expect(cards(page)).toHaveCount(1);
  await page.getByTestId('works-undo').click();
  await expect(cards(page)).toHaveCount(2);

  await page.getByTestId('works-select-toggle').click();
  await page.getByTestId('works-select-all').click();
  await expect(page.getByTestId('works-selected-count')).toHaveText('已选 2 个');
  await page.getByTestId('works-bulk-delete').click();
  await expect(page.getByTestId('works-empty')).toBeVisible();
  await page.getByTestId('works-undo').click();
  await expect(cards(page)).toHaveCount(2);

  await page.getByTestId('works-section-card').click();
  await expect(page.getByTestId('works-empty')).toContainText('还没有名片作品');
  await page.getByTestId('works-section-logo').click();

  await page.reload();
  await expect.poll(async () => (await names(page)).sort()).toEqual(['新的名字', '新的名字副本']);
  expect(errors).toEqual([]);
});

test('search by name and by the text inside a work, with empty and no-result states', async ({ page }) => {
  await openWorksTab(page);
  await importFile(page, workFile('星光咖啡', ['手冲咖啡']));
  await expect(cards(page)).toHaveCount(1);
  await importFile(page, workFile('面馆', ['老字号', '牛肉面']));
  await expect(cards(page)).toHaveCount(2);
  await page.getByTestId('works-search-button').click();
  await expect(page.getByTestId('page-works-search')).toBeVisible();
  await expect(page.getByTestId('works-search-empty')).toBeVisible();

  const input = page.getByTestId('works-search-input');
  await input.fill('牛肉');
  await expect(page.getByTestId('works-card-name')).toHaveText(['面馆']);
  await expect(page.getByTestId('works-card-excerpt')).toHaveText('作品文字：牛肉面');
  await input.fill('星 光');
  await expect(page.getByTestId('works-card-name')).toHaveText(['星光咖啡']);
  await input.fill('火锅');
  await expect(page.getByTestId('works-search-noresult')).toContainText('没有找到与“火锅”相关的作品');
});

test('a work made in the editor shows with its thumbnail and edit time, and opens from the list', async ({ page }) => {
  await openEditor(page);
  await addText(page, '缩略图');
  await expect(page).toHaveURL(/workId=/);
  await openWorksTab(page);
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByTestId('works-card-time')).toContainText(/编辑于 今天 \d\d:\d\d/);
  await expect(page.getByTestId('works-card-thumb')).toBeVisible({ timeout: 15_000 });
  await cards(page).first().getByRole('button').first().click();
  await expect.poll(() => editorLayerNames(page)).toContain('文字缩略图');
});

test('several works download as one zip (work files and images) within the daily limit, and import back; a corrupt file is refused', async ({ page }) => {
  test.setTimeout(90_000);
  await openWorksTab(page);
  for (const name of ['一号', '二号']) {
    await importFile(page, workFile(name, [`${name}的字`]));
    await expect(cards(page)).toHaveCount(name === '一号' ? 1 : 2);
  }
  const zipOf = async (): Promise<JSZip> => {
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByTestId('works-select-toggle').click();
    await page.getByTestId('works-select-all').click();
    await page.getByTestId('works-bulk-export').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^作品\d{8}_\d+\.zip$/);
    await page.getByTestId('works-select-toggle').click();
    return JSZip.loadAsync(await readFile(await file.path()));
  };
  const first = await zipOf();
  const entries = Object.keys(first.files).filter((name) => !name.endsWith('/')).sort();
  expect(entries.filter((name) => name.startsWith('works/'))).toHaveLength(2);
  expect(entries.filter((name) => name.startsWith('images/') && name.endsWith('.png'))).toHaveLength(2);
  expect(entries).toContain('manifest.json');

  // Two more works: four in the zip, but a non-VIP has one image download left today (the server counts: docs/membership.md).
  for (const name of ['三号', '四号']) await importFile(page, workFile(name, [name]));
  await expect(cards(page)).toHaveCount(4);
  const second = await zipOf();
  await expect(page.getByTestId('toast')).toContainText('今日还可免费下载 1 个作品', { timeout: 15_000 });
  expect(Object.keys(second.files).filter((name) => name.startsWith('works/') && name.endsWith('.json'))).toHaveLength(4);
  expect(Object.keys(second.files).filter((name) => name.startsWith('images/') && !name.endsWith('/'))).toHaveLength(0);

  await importFile(page, { name: 'backup.zip', mimeType: 'application/zip', buffer: await second.generateAsync({ type: 'nodebuffer' }) });
  await expect(cards(page)).toHaveCount(8);
  await importFile(page, { name: 'broken.zip', mimeType: 'application/zip', buffer: Buffer.from('PK\u0003\u0004 这不是压缩包') });
  await expect(page.getByTestId('toast')).toContainText('文件已损坏', { timeout: 20_000 });
  expect(await liveWorks(page)).toHaveLength(8);
});

test('one work downloads as a PNG image', async ({ page }) => {
  await openWorksTab(page);
  await importFile(page, workFile('单张', ['下载我']));
  const download = page.waitForEvent('download', { timeout: 30_000 });
  await menu(page, '单张', 'png');
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^单张_[A-Za-z0-9]{1,8}\.png$/);
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
});
