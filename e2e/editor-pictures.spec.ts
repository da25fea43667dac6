// Pictures live beside the document (issue 12): an imported photo is kept in the asset store
// (IndexedDB `bzsj-assets`) and the work refers to it as `asset:<md5>`; it draws after a
// reload, exports, and travels inside work files and zips as a data URL; an older work that
// embeds its picture opens, draws, and has the picture moved into the store.
import { expect, test, type Browser, type Page } from '@playwright/test';
import JSZip from 'jszip';
import { readFile } from 'node:fs/promises';
import { exportImage, listedLayerIds, openEditor, regionStats } from './editor-support.ts';
import { liveWorks, openWorksTab, importFile, type StoredWork } from './works-support.ts';

const RED: [number, number, number] = [208, 32, 32];
const BLUE: [number, number, number] = [30, 60, 200];
const WHITE: [number, number, number] = [255, 255, 255];

/** A solid picture encoded by the browser (PNG or JPEG), as bytes. */
async function solidPicture(page: Page, width: number, height: number, rgb: [number, number, number], type = 'image/png'): Promise<Buffer> {
  const b64 = await page.evaluate(
    async ({ width: w, height: h, rgb: [r, g, b], type: mime }) => {
      const canvas = new OffscreenCanvas(w, h);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d');
      context.fillStyle = `rgb(${r},${g},${b})`;
      context.fillRect(0, 0, w, h);
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: mime, quality: 0.95 })).arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    },
    { width, height, rgb, type },
  );
  return Buffer.from(b64, 'base64');
}

/** Hashes and types in the asset store, read with the browser's own IndexedDB. */
async function storedAssets(page: Page): Promise<Array<{ hash: string; type: string; size: number }>> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('bzsj-assets');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('assets')) {
            db.close();
            resolve([]);
            return;
          }
          const request = db.transaction('assets').objectStore('assets').getAll();
          request.onsuccess = () => {
            db.close();
            resolve((request.result as Array<{ hash: string; type: string; blob: Blob }>).map((r) => ({ hash: r.hash, type: r.type, size: r.blob.size })));
          };
          request.onerror = () => reject(request.error);
        };
      }),
  );
}

const pictureRefs = (content: string) => [...content.matchAll(/asset:([0-9a-f]{32})/g)].map((m) => m[1]!);

/** The one stored work, once its content refers to a stored picture and embeds none. */
async function savedWithReference(page: Page): Promise<StoredWork> {
  let found: StoredWork | undefined;
  await expect
    .poll(async () => {
      found = (await liveWorks(page)).find((work) => pictureRefs(work.content).length > 0 && !work.content.includes('data:image'));
      return found !== undefined;
    }, { timeout: 20_000 })
    .toBe(true);
  return found!;
}

/** Mean colour of the middle of a 1000 px PNG export (where a centred picture is). */
async function middleColour(page: Page): Promise<[number, number, number]> {
  const png = await exportImage(page, { format: 'png', side: 1000 });
  return (await regionStats(page, png.bytes, { x: 460, y: 480, width: 80, height: 40 }, WHITE)).mean;
}

const near = (a: number[], b: number[], tolerance = 12) => a.every((v, i) => Math.abs(v - (b[i] ?? 0)) <= tolerance);

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('a photo imported in the editor is kept beside the work: no data URL saved, draws after a reload, exports, and a work file carries it to another device', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await openEditor(page);
  await page.getByTestId('editor-image-input').setInputFiles({ name: 'red.png', mimeType: 'image/png', buffer: await solidPicture(page, 600, 300, RED) });
  await expect.poll(() => listedLayerIds(page)).toHaveLength(2);
  await expect(page).toHaveURL(/workId=/, { timeout: 15_000 });

  const work = await savedWithReference(page);
  const [hash] = pictureRefs(work.content);
  expect((await storedAssets(page)).map((asset) => asset.hash)).toContain(hash);
  expect(near(await middleColour(page), RED)).toBe(true);

  await page.reload();
  await expect(page.getByTestId('editor-stage')).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => listedLayerIds(page), { timeout: 15_000 }).toHaveLength(2);
  expect(near(await middleColour(page), RED)).toBe(true);
  // An SVG embeds the stored bytes (an SVG opened as an image loads nothing external).
  const svg = (await exportImage(page, { format: 'svg', side: 1000 })).bytes.toString();
  expect(svg).toMatch(/<image href="data:image\/png;base64,[A-Za-z0-9+/=]{100,}"/);
  expect(pictureRefs(svg)).toEqual([]);

  // The work file embeds the picture: whoever opens it has no access to this device's store.
  await page.getByTestId('editor-tab-canvas').click();
  const download = page.waitForEvent('download');
  await page.getByTestId('work-save').click();
  const saved = await readFile(await (await download).path());
  expect(saved.toString()).toContain('data:image/png;base64,');
  expect(pictureRefs(saved.toString())).toEqual([]);

  // Another device (a fresh browser profile): the file opens, draws, and the picture joins that device's store.
  const other = await freshPage(browser);
  await openEditor(other);
  await other.getByTestId('editor-tab-canvas').click();
  await other.getByTestId('work-open-input').setInputFiles({ name: 'work.json', mimeType: 'application/json', buffer: saved });
  await expect(other.getByTestId('toast')).toHaveText('作品已打开', { timeout: 10_000 });
  const copied = await savedWithReference(other);
  expect(pictureRefs(copied.content)).toEqual([hash]);
  expect((await storedAssets(other)).map((asset) => asset.hash)).toEqual([hash]);
  expect(near(await middleColour(other), RED)).toBe(true);
  await other.context().close();
});

test('an older work that embeds its picture opens and draws; the picture moves into the store and a zip carries it back out', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await openWorksTab(page);
  const jpeg = await solidPicture(page, 400, 200, BLUE, 'image/jpeg');
  const dataUrl = `data:image/jpeg;base64,${jpeg.toString('base64')}`;
  // As an older build saved it: schema 2, the picture inline in the image layer's data.
  const document = {
    schemaVersion: 2,
    size: { width: 1000, height: 1000 },
    layers: [
      { id: 'bg', type: 'rect', width: 1000, height: 1000, fill: '#ffffff' },
      { id: 'photo', type: 'image', x: 300, y: 400, width: 400, height: 200, data: dataUrl },
    ],
  };
  const file = { format: 'bzsj-work', version: 1, id: 'e2e_old_picture', kind: 'logo', name: '旧图', createdAt: Date.now(), updatedAt: Date.now(), schemaVersion: 2, document };
  await importFile(page, { name: '旧图.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  await expect(page.getByTestId('works-card')).toHaveCount(1);
  await page.getByTestId('works-card').first().getByRole('button').first().click();
  await expect(page.getByTestId('editor-stage')).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => listedLayerIds(page), { timeout: 15_000 }).toHaveLength(2);
  expect(near(await middleColour(page), BLUE)).toBe(true);

  // Moved: the saved work refers to the stored bytes (exactly the embedded JPEG, not re-encoded).
  const work = await savedWithReference(page);
  const [hash] = pictureRefs(work.content);
  expect(await storedAssets(page)).toEqual([{ hash, type: 'image/jpeg', size: jpeg.length }]);
  await page.reload();
  await expect(page.getByTestId('editor-stage')).toBeVisible({ timeout: 15_000 });
  expect(near(await middleColour(page), BLUE)).toBe(true);

  // The works tab's zip carries the picture inside the work file; another device imports and draws it.
  await openWorksTab(page);
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByTestId('works-select-toggle').click();
  await page.getByTestId('works-select-all').click();
  await page.getByTestId('works-bulk-export').click();
  const zipBytes = await readFile(await (await download).path());
  const zip = await JSZip.loadAsync(zipBytes);
  const workEntry = Object.keys(zip.files).find((name) => name.startsWith('works/') && name.endsWith('.json'))!;
  const inZip = await zip.file(workEntry)!.async('string');
  expect(inZip).toContain(dataUrl);
  expect(pictureRefs(inZip)).toEqual([]);

  const other = await freshPage(browser);
  await openWorksTab(other);
  await importFile(other, { name: 'pack.zip', mimeType: 'application/zip', buffer: zipBytes });
  await expect(other.getByTestId('works-card')).toHaveCount(1, { timeout: 20_000 });
  await other.getByTestId('works-card').first().getByRole('button').first().click();
  await expect(other.getByTestId('editor-stage')).toBeVisible({ timeout: 15_000 });
  expect(near(await middleColour(other), BLUE)).toBe(true);
  expect(pictureRefs((await savedWithReference(other)).content)).toEqual([hash]);
  await other.context().close();
});
