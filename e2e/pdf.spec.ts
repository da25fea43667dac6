import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { hasVectorPaths, mediaBoxes, readPdfStructure } from '../server/pdf/pdfStructure.ts';
import { collectConsoleErrors } from './support/consoleErrors.ts';
import { importFile, openWorksTab, workFile } from './works-support.ts';

// 矢量图转PDF (/pages/my/reformList, docs/pdf.md) as a person uses it: pick two SVGs,
// convert, watch the progress, download the one PDF and see its QR code.
const PAGE = '/#/pages/my/reformList';

const svg = (label: string, colour: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200" viewBox="0 0 300 200"><rect x="10" y="10" width="100" height="60" fill="${colour}"/>` +
      `<path d="M150 20 L280 20 L215 120 Z" fill="#036"/><text x="20" y="170" font-size="32">${label}</text></svg>`,
  );

async function guestReady(page: Page): Promise<void> {
  await page.waitForFunction(() => localStorage.getItem('virUserinfo') !== null || localStorage.getItem('user') !== null, undefined, { timeout: 20_000 });
}

test('converts two SVGs into one PDF with progress, then downloads it and shows its QR code', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  const codes: Array<{ name: string; code: number }> = [];
  page.on('response', async (response) => {
    const match = /\/api\/v4\/pdf\/([a-z]+)/.exec(response.url());
    if (!match) return;
    const body = (await response.json().catch(() => ({}))) as { code?: number };
    codes.push({ name: match[1] ?? '', code: body.code ?? -1 });
  });
  await page.goto(PAGE);
  await guestReady(page);
  await page.getByTestId('pdf-tool').waitFor();
  await page.getByTestId('pdf-input').setInputFiles([
    { name: '标志一.svg', mimeType: 'image/svg+xml', buffer: svg('标志设计', '#c00') },
    { name: '标志二.svg', mimeType: 'image/svg+xml', buffer: svg('矢量转换', '#0a0') },
  ]);
  await expect(page.getByTestId('pdf-files').locator('li')).toHaveCount(2);
  // Every progress state the page shows, recorded as it changes (a fast run may skip none of them).
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { pdfSeen: string[] }).pdfSeen = seen;
    new MutationObserver(() => {
      const label = document.querySelector('[data-testid="pdf-progress"]')?.textContent;
      if (label && seen.at(-1) !== label) seen.push(label);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByTestId('pdf-start').click();
  await expect(page.getByTestId('pdf-done')).toBeVisible({ timeout: 60_000 });
  const seen = await page.evaluate(() => (window as unknown as { pdfSeen: string[] }).pdfSeen);
  expect(seen.some((label) => label.startsWith('正在上传'))).toBe(true);
  expect(seen).toContain('正在转换为 PDF…');
  await expect(page.getByTestId('pdf-done')).toContainText('共 2 页');
  await expect(page.getByTestId('pdf-error')).toHaveCount(0);

  // The flow the spec describes: create, chunks (11000 then 10000), polls until 10000, link, QR code.
  const names = codes.map((c) => c.name);
  expect(names[0]).toBe('createtask');
  expect(codes.filter((c) => c.name === 'uploadchunk').map((c) => c.code)).toEqual([11000, 10000]);
  expect(codes.filter((c) => c.name === 'taskstate').at(-1)?.code).toBe(10000);
  expect(names).toContain('taskdown');
  await expect(page.getByTestId('pdf-qrcode')).toHaveJSProperty('complete', true);
  expect(await page.getByTestId('pdf-qrcode').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('pdf-download').click()]);
  expect(download.suggestedFilename()).toBe('标志一.pdf');
  const path = await download.path();
  const pdf = readPdfStructure(await readFile(path));
  expect(pdf.pages).toBe(2);
  expect(pdf.contents.filter(hasVectorPaths).length).toBeGreaterThanOrEqual(2);
  expect(errors).toEqual([]);
});

test('全部排在一页: two SVGs come back as one PDF page holding both, one under the other', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  await page.goto(PAGE);
  await guestReady(page);
  await page.getByTestId('pdf-input').setInputFiles([
    { name: '标志一.svg', mimeType: 'image/svg+xml', buffer: svg('标志设计', '#c00') },
    { name: '标志二.svg', mimeType: 'image/svg+xml', buffer: svg('矢量转换', '#0a0') },
  ]);
  const range = page.getByTestId('pdf-range');
  // One page per file is the default (the spec's pagerange all).
  await expect(range.getByLabel('每个文件一页')).toBeChecked();
  await range.getByLabel('全部排在一页').check();
  await page.getByTestId('pdf-start').click();
  await expect(page.getByTestId('pdf-done')).toContainText('共 1 页', { timeout: 60_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('pdf-download').click()]);
  const bytes = await readFile(await download.path());
  const pdf = readPdfStructure(bytes);
  expect(pdf.pages).toBe(1);
  expect(pdf.contents.filter(hasVectorPaths).length).toBeGreaterThanOrEqual(1);
  // 300 × 200 px files = 225 × 150 pt, stacked with a 24 pt gap.
  expect(mediaBoxes(bytes)).toEqual([[0, 0, 225, 324]]);
  expect(errors).toEqual([]);
});

test('a file that is not an SVG is refused with a Chinese message before anything is sent', async ({ page }) => {
  await page.goto(PAGE);
  await page.getByTestId('pdf-tool').waitFor();
  await page.getByTestId('pdf-input').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) });
  await expect(page.getByTestId('pdf-pick-error')).toContainText('不是 SVG 文件');
  await expect(page.getByTestId('pdf-start')).toBeDisabled();
});

test('a hostile SVG gets the server’s Chinese reason in the page', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(PAGE);
  await guestReady(page);
  await page.getByTestId('pdf-input').setInputFiles({ name: 'bad.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') });
  await page.getByTestId('pdf-start').click();
  await expect(page.getByTestId('pdf-error')).toContainText('脚本', { timeout: 30_000 });
});

test('adds one of the user’s own logo works (drawn as SVG) beside an SVG file: a 2-page PDF', async ({ page }) => {
  test.setTimeout(90_000);
  await openWorksTab(page);
  await importFile(page, workFile('星光咖啡', ['手冲咖啡']));
  await expect(page.getByTestId('toast')).toContainText('已导入 1 个作品');
  await page.goto(PAGE);
  await guestReady(page);
  await page.getByTestId('pdf-input').setInputFiles({ name: '标志一.svg', mimeType: 'image/svg+xml', buffer: svg('标志设计', '#c00') });
  await page.getByTestId('pdf-from-works').click();
  await page.getByTestId('pdf-works').getByLabel('星光咖啡').check();
  await page.getByTestId('pdf-works-add').click();
  await expect(page.getByTestId('pdf-files').locator('li')).toHaveCount(2, { timeout: 30_000 });
  await expect(page.getByTestId('pdf-files')).toContainText('星光咖啡');
  await page.getByTestId('pdf-start').click();
  await expect(page.getByTestId('pdf-done')).toContainText('共 2 页', { timeout: 60_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('pdf-download').click()]);
  const pdf = readPdfStructure(await readFile(await download.path()));
  expect(pdf.pages).toBe(2);
  expect(pdf.contents.filter(hasVectorPaths).length).toBeGreaterThanOrEqual(2);
});

test('resumes after a reload: the same files picked again send only the chunks the server does not have', async ({ page }) => {
  test.setTimeout(90_000);
  // Files on disk keep their dates, so picking them again is recognisably the same pick.
  const dir = await mkdtemp(join(tmpdir(), 'bzsj-pdf-e2e-'));
  const paths = [join(dir, '甲.svg'), join(dir, '乙.svg')];
  await writeFile(paths[0] as string, svg('第一页', '#c00'));
  await writeFile(paths[1] as string, svg('第二页', '#00c'));
  const sent: string[] = [];
  page.on('request', (request) => {
    const match = /\/api\/v4\/pdf\/uploadchunk\?.*fileindex=(\d)/.exec(request.url());
    if (match) sent.push(match[1] ?? '');
  });
  // The network drops on the second file's chunk.
  const secondFile = /\/api\/v4\/pdf\/uploadchunk\?.*fileindex=1/;
  await page.route(secondFile, (route) => route.abort('connectionreset'));
  await page.goto(PAGE);
  await guestReady(page);
  await page.getByTestId('pdf-input').setInputFiles(paths);
  await page.getByTestId('pdf-start').click();
  await expect(page.getByTestId('pdf-error')).toBeVisible({ timeout: 30_000 });
  expect(sent).toEqual(['0', '1']);

  await page.unroute(secondFile);
  await page.reload();
  await page.getByTestId('pdf-tool').waitFor();
  sent.length = 0;
  await page.getByTestId('pdf-input').setInputFiles(paths);
  await page.getByTestId('pdf-start').click();
  await expect(page.getByTestId('pdf-done')).toContainText('共 2 页', { timeout: 60_000 });
  // Only the missing file went again, into the same task.
  expect(sent).toEqual(['1']);
});
