// Raster helper workers (workers/render/rasterPool.ts): while a large work fills in, the render
// worker hands layers without pictures to helpers. What the user sees must not change.
import { expect, test } from '@playwright/test';
import { SIZE, captureCanvas, difference, openHarness, pngDataUrl, scene, show, stats } from './render-fixtures.ts';

test.use({ deviceScaleFactor: 1 });

const icon = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M12 2l3 7h7l-6 4 2 7-6-4-6 4 2-7-6-4h7z"/><circle cx="12" cy="12" r="3" fill="#fff"/></svg>';

/** 120 shadowed shapes, icons and paths (every fifth blurred, one a clip mask) and a picture. */
function bigScene(png: string) {
  const layers: Record<string, unknown>[] = [{ type: 'rect', id: 'pic', x: 20, y: 20, width: 120, height: 60, fill: '#eeeeee', url: png, imgsize: 'cover' }];
  for (let i = 0; i < 120; i += 1) {
    const base = { id: `l${i}`, x: (i * 37) % 340, y: (i * 53) % 340, rotate: (i % 7) * 9 - 27, shadowColor: '#000000', shadowOpacity: 0.4, shadowBlur: 4 + (i % 9), shadowX: 3, shadowY: 5, blur: i % 5 === 0 ? 2 : 0 };
    const fill = `#${((i * 2654435761) >>> 8).toString(16).padStart(6, '0').slice(-6)}`;
    if (i % 3 === 0) layers.push({ type: 'icon', ...base, width: 48, height: 48, data: icon, fill });
    else if (i % 3 === 1) layers.push({ type: 'square', ...base, width: 40 + (i % 30), height: 30 + (i % 20), shapeType: ['rectangle', 'circle', 'triangle'][i % 3], fill, stroke: '#333333', lineWidth: 2 });
    else layers.push({ type: 'path', ...base, width: 60, height: 40, text: 'M0 20 C 20 0, 40 40, 60 20', stroke: fill, lineWidth: 4 });
  }
  layers.push({ type: 'square', id: 'clipped', x: 0, y: 150, width: 400, height: 60, fill: '#f1c40f', status: { selected: false, moveable: true, crop: false, clipPath: true, hash: '' } });
  return scene(layers);
}

test('a large work drawn with raster helpers looks exactly as drawn by the render worker alone', async ({ page }) => {
  await openHarness(page, { rasterHelpers: 0 });
  const doc = bigScene(await pngDataUrl(page));
  await show(page, doc);
  await captureCanvas(page, 'alone');
  expect((await stats(page)).helperRasters).toBe(0);

  // A second render worker on a new canvas in the same page (the captured pixels stay).
  await page.evaluate((o) => window.__harness.setup(o), { cssWidth: SIZE, cssHeight: SIZE, dpr: 1, rasterHelpers: 2 });
  await show(page, doc);
  // A large work fills in after its first frame (docs/render.md); on a loaded machine a helper's
  // last raster can land after the frame `flush` waited for. What the user ends up seeing is
  // what counts: compare again after each further frame, a few times at most.
  let diff = { mismatch: 1, maxDelta: 255, meanDelta: 255 };
  for (let attempt = 0; attempt < 4 && diff.mismatch > 0; attempt += 1) {
    if (attempt > 0) await page.evaluate(() => window.__harness.flush());
    await captureCanvas(page, 'helped');
    diff = await difference(page, 'alone', 'helped', 2);
  }
  const helped = await stats(page);
  // The first jobs go to the helpers at once (at full speed the render worker then makes most of
  // the rest itself while they load); the picture's raster stays there (pictures load there).
  expect(helped.helperRasters).toBeGreaterThanOrEqual(12);
  expect(helped.rasterisations).toBeGreaterThan(helped.helperRasters);
  expect(helped.layerErrors).toBe(0);
  expect(diff.mismatch, JSON.stringify(diff)).toBe(0);
});
