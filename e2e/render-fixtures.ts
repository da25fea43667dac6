// Shared by e2e/render-*.spec.ts: open the render harness (render-harness.html, built as a
// second Vite input), show a document, and read pixels of the canvas and of exports.
import type { Page } from '@playwright/test';
import type {} from '../src/dev/renderHarness.ts';
import type { RenderExportOptions, RenderStats, RenderView } from '../workers/protocol/render.ts';

export type Rgba = [number, number, number, number];
type Json = Record<string, unknown>;

export const SIZE = 400;

/** A document of SIZE × SIZE: a white background and the given layers. */
export function scene(layers: Json[], background: Json = {}): Json {
  return {
    schemaVersion: 2,
    size: { width: SIZE, height: SIZE },
    layers: [{ type: 'rect', id: 'bg', fill: '#ffffff', ...background }, ...layers],
  };
}

export async function openHarness(page: Page, options: { dpr?: number; cssSize?: number; rasterHelpers?: number } = {}): Promise<void> {
  await page.goto('/render-harness.html');
  await page.waitForFunction(() => document.documentElement.dataset.harnessReady === 'true');
  const cssSize = options.cssSize ?? SIZE;
  await page.evaluate((o) => window.__harness.setup(o), { cssWidth: cssSize, cssHeight: cssSize, dpr: options.dpr ?? 1, rasterHelpers: options.rasterHelpers ?? 0 });
}

export const IDENTITY_VIEW: RenderView = { zoom: 1, panX: 0, panY: 0, selection: [] };

export async function show(page: Page, doc: Json, view: RenderView = IDENTITY_VIEW): Promise<void> {
  await page.evaluate(
    async ({ doc, view }) => {
      // The harness passes the document through as the app would; the worker validates it.
      await window.__harness.load(doc as never);
      await window.__harness.setView(view);
      await window.__harness.flush();
    },
    { doc, view },
  );
}

/** What the user sees: a screenshot of the canvas element, decoded in the page as `id`. */
export async function captureCanvas(page: Page, id = 'screen'): Promise<{ width: number; height: number }> {
  const shot = await page.getByTestId('render-canvas').screenshot();
  return page.evaluate(([name, b64]) => window.__harness.decodeScreenshot(name, b64), [id, shot.toString('base64')] as const);
}

export function exportAs(page: Page, id: string, options: RenderExportOptions) {
  return page.evaluate(([name, o]) => window.__harness.exportImage(name, o), [id, options] as const);
}

export function pixel(page: Page, id: string, x: number, y: number): Promise<Rgba> {
  return page.evaluate(([name, px, py]) => window.__harness.sample(name, px, py), [id, x, y] as const);
}

export function difference(page: Page, a: string, b: string, tolerance = 24) {
  return page.evaluate(([x, y, t]) => window.__harness.compare(x, y, t), [a, b, tolerance] as const);
}

export function stats(page: Page): Promise<RenderStats> {
  return page.evaluate(() => window.__harness.stats());
}

/** Colour distance: the largest channel difference. */
export function distance(a: Rgba, b: Rgba): number {
  return Math.max(...a.map((v, i) => Math.abs(v - (b[i] ?? 0))));
}

export const RED: Rgba = [255, 0, 0, 255];
export const WHITE: Rgba = [255, 255, 255, 255];
export const BLUE: Rgba = [0, 0, 255, 255];

/** A tiny PNG made in the page (2×1: red, blue), as a data: URL. */
export function pngDataUrl(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const canvas = new OffscreenCanvas(2, 1);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no context');
    ctx.fillStyle = '#ff0000';
    ctx.fillRect(0, 0, 1, 1);
    ctx.fillStyle = '#0000ff';
    ctx.fillRect(1, 0, 1, 1);
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    return `data:image/png;base64,${btoa(String.fromCharCode(...bytes))}`;
  });
}
