// Helpers for the editor specs (e2e/editor-*.spec.ts): open the editor, export through
// the UI, read PNG files and count pixels in a real browser.
import { expect, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { timeScale } from './support/timeScale.ts';
import { liveWorks } from './works-support.ts';

export async function openEditor(page: Page, query = ''): Promise<void> {
  await page.goto(`/#/pages/create/create${query}`);
  // The editor is a lazy chunk: on a loaded machine it can take longer than the default 5 s.
  await expect(page.getByTestId('editor-stage')).toBeVisible({ timeout: 15_000 * timeScale });
  await expect(page.getByTestId('editor-canvas')).toBeAttached();
}

/** Exports through the export sheet and returns the downloaded file. */
export async function exportImage(page: Page, options: { format?: 'png' | 'jpeg' | 'svg' | 'pdf'; side?: number; transparent?: boolean } = {}): Promise<{ bytes: Buffer; name: string }> {
  await page.getByTestId('editor-export').click();
  await page.getByTestId(`export-format-${options.format ?? 'png'}`).click();
  await page.getByTestId(`export-size-${options.side ?? 1000}`).click();
  if (options.transparent) await page.getByTestId('export-transparent').check();
  const download = page.waitForEvent('download', { timeout: 30_000 * timeScale });
  await page.getByTestId('export-start').click();
  const file = await download;
  const path = await file.path();
  return { bytes: await readFile(path), name: file.suggestedFilename() };
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface RegionStats {
  /** Pixels differing from `background` by more than 40 (sum of RGB differences). */
  inked: number;
  total: number;
  /** Mean colour of the region. */
  mean: [number, number, number];
}

/** Decodes an image in the page (createImageBitmap) and measures a region of it. */
export async function regionStats(page: Page, bytes: Buffer, region: Region, background: [number, number, number], mime = 'image/png'): Promise<RegionStats> {
  return page.evaluate(
    async ({ b64, region: r, background: bg, mime: type }) => {
      const data = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([data], { type }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(bitmap, 0, 0);
      const pixels = context.getImageData(r.x, r.y, r.width, r.height).data;
      let inked = 0;
      const sum = [0, 0, 0];
      for (let i = 0; i < pixels.length; i += 4) {
        const rgb = [pixels[i] ?? 0, pixels[i + 1] ?? 0, pixels[i + 2] ?? 0];
        rgb.forEach((v, k) => (sum[k] = (sum[k] ?? 0) + v));
        if (Math.abs(rgb[0]! - bg[0]) + Math.abs(rgb[1]! - bg[1]) + Math.abs(rgb[2]! - bg[2]) > 40) inked += 1;
      }
      const total = pixels.length / 4;
      return { inked, total, mean: sum.map((v) => Math.round(v / total)) as [number, number, number] };
    },
    { b64: bytes.toString('base64'), region, background, mime },
  );
}

/** A screenshot of the live canvas (the worker's pixels as the user sees them). */
export async function canvasShot(page: Page): Promise<Buffer> {
  return page.getByTestId('editor-stage').screenshot({ animations: 'disabled' });
}

/**
 * The on-screen box of the selected layer's outline, in page coordinates, read from the
 * overlay polygon's points (a bounding box would include the outline's stroke).
 */
export async function selectionBox(page: Page): Promise<Region> {
  const points = await page.getByTestId('editor-selection').first().getAttribute('points');
  const stage = await page.getByTestId('editor-stage').boundingBox();
  if (!points || !stage) throw new Error('no selection outline on screen');
  const xy = points.split(' ').map((pair) => pair.split(',').map(Number));
  const xs = xy.map(([x]) => x ?? 0);
  const ys = xy.map(([, y]) => y ?? 0);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x: stage.x + x, y: stage.y + y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/** Waits until the render worker has drawn everything sent so far (text outlines included). */
export async function waitForTextOutline(page: Page): Promise<void> {
  await expect(page.getByTestId('text-outline-pending')).toHaveCount(0, { timeout: 20_000 * timeScale });
}

/** Pixels of a whole exported PNG that differ from `background` (see regionStats). */
export async function inkedPixels(page: Page, png: Buffer, background: [number, number, number] = [255, 255, 255]): Promise<number> {
  const { width, height } = pngSize(png);
  return (await regionStats(page, png, { x: 0, y: 0, width, height }, background)).inked;
}

/** The same count for an exported SVG, drawn by Chromium at the given size on white. */
export async function inkedSvgPixels(page: Page, svg: Buffer, width: number, height: number): Promise<number> {
  return page.evaluate(
    async ({ text, w, h }) => {
      const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
      const img = new Image();
      img.src = url;
      await img.decode();
      const canvas = new OffscreenCanvas(w, h);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.fillStyle = '#fff';
      context.fillRect(0, 0, w, h);
      context.drawImage(img, 0, 0, w, h);
      URL.revokeObjectURL(url);
      const pixels = context.getImageData(0, 0, w, h).data;
      let inked = 0;
      for (let i = 0; i < pixels.length; i += 4) {
        if (765 - (pixels[i] ?? 0) - (pixels[i + 1] ?? 0) - (pixels[i + 2] ?? 0) > 40) inked += 1;
      }
      return inked;
    },
    { text: svg.toString('utf8'), w: width, h: height },
  );
}

/** Opens the layer list and returns the layer ids as listed (top first). */
export async function listedLayerIds(page: Page): Promise<string[]> {
  await page.getByTestId('editor-tab-layers').click();
  return page.getByTestId('layer-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-layer-id') ?? ''));
}

/** Pixels that differ clearly (sum of RGB differences over 96) between two PNGs of the same size. */
export async function differingPixels(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ({ first, second }) => {
      const decode = async (b64: string) => {
        const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d context');
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      };
      const [p, q] = [await decode(first), await decode(second)];
      let differ = 0;
      for (let i = 0; i < p.length; i += 4) {
        const d = Math.abs((p[i] ?? 0) - (q[i] ?? 0)) + Math.abs((p[i + 1] ?? 0) - (q[i + 1] ?? 0)) + Math.abs((p[i + 2] ?? 0) - (q[i + 2] ?? 0));
        if (d > 96) differ += 1;
      }
      return differ;
    },
    { first: a.toString('base64'), second: b.toString('base64') },
  );
}

/** A layer of an autosaved work, the fields the editor specs read. */
export interface SavedLayer {
  id: string;
  type: string;
  x: number;
  y: number;
  width: number;
  height: number;
  scale: number;
  rotate: number;
  text?: string;
  url?: string;
  shapeType?: string;
  group: string | null;
  status: { clipPath: boolean };
}

/** The layers of the first autosaved work (IndexedDB) for which `ready` holds, waited for. */
export async function savedLayers(page: Page, ready: (layers: SavedLayer[]) => boolean): Promise<SavedLayer[]> {
  let found: SavedLayer[] = [];
  await expect
    .poll(
      async () => {
        const works = await liveWorks(page);
        found = works.map((w) => (JSON.parse(w.content) as { layers: SavedLayer[] }).layers).find(ready) ?? [];
        return found.length > 0;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found;
}
