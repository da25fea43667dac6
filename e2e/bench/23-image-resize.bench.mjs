/* global window */
// 12 MP photo → 1080 px in the image worker (workers/image), through the bench harness.
// Figure: the worker's crop call for the whole photo with a 1080 × 810 output (what the app
// runs: cut, resample, JPEG encode), timed on the main thread from call to answer, the
// photo already loaded in the worker as after the user picked it. Control in the same page and
// run: the browser's own path from the same decoded photo to the same JPEG in a dedicated worker
// (createImageBitmap resizeQuality 'high', draw, encode); and the resampling step alone, the
// app's own resizeTo (workers/image/core/resize.ts) against createImageBitmap, both in that worker. Main-thread long tasks are
// counted during the worker call and, as a control, during a worker that only spins as long.
import { ensureHarness, openHarness } from './support/harness.mjs';
import { lowEndLabel, lowEndRate, median, ms } from './support/stats.mjs';

export const name = 'image resize';

const PHOTO = { width: 4000, height: 3000 };
const OUT = { width: 1080, height: 810 };

async function measure(browser, baseURL, rate, rounds) {
  const { context, page, cdp } = await openHarness(browser, baseURL);
  try {
    const bytes = await page.evaluate(({ width, height }) => window.__bench.makePhoto('photo', 'scene', width, height), PHOTO);
    const loaded = await page.evaluate(() => window.__bench.loadPhoto('photo'));
    if (rate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const worker = [];
    const native = [];
    const steps = [];
    for (let i = 0; i < rounds; i += 1) {
      worker.push(await page.evaluate(({ l, out }) => window.__bench.workerResize(l.imageId, l.width, l.height, out.width, out.height), { l: loaded, out: OUT }));
      native.push(await page.evaluate((out) => window.__bench.nativePipeline('photo', out.width, out.height), OUT));
      steps.push(await page.evaluate((out) => window.__bench.resamplers('photo', out.width, out.height), OUT));
    }
    const spin = await page.evaluate((forMs) => window.__bench.burn(forMs), median(worker.map((r) => r.ms)));
    return { bytes, loaded, worker, native, steps, spin };
  } finally {
    await context.close();
  }
}

function rowsFor(label, m, budgeted) {
  const workerMs = median(m.worker.map((r) => r.ms));
  const nativeMs = median(m.native.map((r) => r.ms));
  const ratio = workerMs / Math.max(nativeMs, 1e-6);
  const appMs = median(m.steps.map((r) => r.appMs));
  const stepMs = median(m.steps.map((r) => r.nativeMs));
  const longTasks = m.worker.map((r) => r.main.longTasks);
  return [
    {
      what: `12 MP → 1080 px JPEG, image worker (${label}), median of ${m.worker.length}`,
      value: `${ms(workerMs)} = ${ratio.toFixed(1)}× control`,
      ...(budgeted ? { budget: '≤ 1.5× control', ok: ratio <= 1.5 } : {}),
    },
    { what: "  control: createImageBitmap 'high' + draw + JPEG, in a worker", value: ms(nativeMs) },
    { what: "  resampling alone: the app's resizeTo / createImageBitmap 'high'", value: `${ms(appMs)} / ${ms(stepMs)} (${(appMs / Math.max(stepMs, 1e-6)).toFixed(1)}×)` },
    {
      what: '  main-thread long tasks per call; longest frame gap',
      value: `${longTasks.join(', ')}; ${ms(Math.max(...m.worker.map((r) => r.main.maxFrameGap)))}`,
      ...(budgeted ? { budget: '0', ok: longTasks.every((n) => n === 0) } : {}),
    },
    { what: '  control: a worker only spinning as long: long tasks; gap', value: `${m.spin.main.longTasks}; ${ms(m.spin.main.maxFrameGap)}` },
  ];
}

export async function run({ root, baseURL, browser, lowEnd }) {
  await ensureHarness(root, baseURL);
  const normal = await measure(browser, baseURL, 1, 3);
  const rows = [{ what: `test photo: ${PHOTO.width} × ${PHOTO.height} JPEG made in the page`, value: `${(normal.bytes / 2 ** 20).toFixed(1)} MB` }];
  rows.push(...rowsFor('this machine', normal, false));
  await ensureHarness(root, baseURL);
  rows.push(...rowsFor(lowEndLabel(lowEnd), await measure(lowEnd?.browser ?? browser, baseURL, lowEndRate(lowEnd), 3), true));
  return rows;
}
