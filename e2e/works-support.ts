// Helpers for the works specs (e2e/works-*.spec.ts): read what the app really stored in
// IndexedDB, build importable work files, and drive the editor the way a person does.
import { expect, type Page } from '@playwright/test';
import { timeScale } from './support/timeScale.ts';

export interface StoredWork {
  id: string;
  owner: string;
  name: string;
  revision: number;
  text: string;
  content: string;
  deletedAt: number | null;
}

/** Every record of the works database, read with the browser's own IndexedDB (no app code). */
export async function storedWorks(page: Page): Promise<StoredWork[]> {
  return page.evaluate(
    () =>
      new Promise<StoredWork[]>((resolve, reject) => {
        const open = indexedDB.open('bzsj-works');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('works')) {
            db.close();
            resolve([]);
            return;
          }
          const request = db.transaction('works').objectStore('works').getAll();
          request.onsuccess = () => {
            db.close();
            resolve(
              (request.result as StoredWork[]).map(({ id, owner, name, revision, text, content, deletedAt }) => ({ id, owner, name, revision, text, content, deletedAt })),
            );
          };
          request.onerror = () => reject(request.error);
        };
      }),
  );
}

export async function liveWorks(page: Page): Promise<StoredWork[]> {
  return (await storedWorks(page)).filter((work) => work.deletedAt === null);
}

/** A layer's position in a stored work. */
export function layerPosition(work: StoredWork, id: string): { x: number; y: number } | null {
  const layer = (JSON.parse(work.content) as { layers: Array<{ id: string; x: number; y: number }> }).layers.find((l) => l.id === id);
  return layer ? { x: layer.x, y: layer.y } : null;
}

/** A work file as the app exports it (one logo with the given texts). */
export function workFile(name: string, texts: string[], id = `e2e_${Math.random().toString(36).slice(2, 10)}`): { name: string; mimeType: string; buffer: Buffer } {
  const document = {
    schemaVersion: 2,
    size: { width: 1000, height: 1000 },
    layers: [
      { id: 'bg', type: 'rect', width: 1000, height: 1000, fill: '#ffffff' },
      ...texts.map((text, i) => ({ id: `t${i}`, type: 'text', text, x: 100, y: 100 + i * 120, width: 400, height: 100, complete: true })),
    ],
  };
  const file = { format: 'bzsj-work', version: 1, id, kind: 'logo', name, createdAt: Date.now(), updatedAt: Date.now(), schemaVersion: 2, document };
  return { name: `${name}.json`, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) };
}

export async function openWorksTab(page: Page): Promise<void> {
  await page.goto('/#/pages/works/works');
  await expect(page.getByTestId('page-works-works')).toBeVisible({ timeout: 15_000 * timeScale });
}

export async function importFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  await page.getByTestId('works-import-input').setInputFiles(file);
}

/** Adds a text layer in the open editor and types `text` into it. */
export async function addText(page: Page, text: string): Promise<void> {
  // With a layer selected the sheet shows its properties; the add tab is one tap away.
  const addTab = page.getByTestId('editor-tab-add');
  if (await addTab.isVisible()) await addTab.click();
  await page.getByTestId('editor-add-text').click();
  await page.getByTestId('prop-text-content').fill(text);
}

/** The texts of the open editor's layers, from its layer list (top first). */
export async function editorLayerNames(page: Page): Promise<string[]> {
  await page.getByTestId('editor-tab-layers').click();
  return page.getByTestId('layer-select').allInnerTexts();
}
