/* global window */
// Automatic cutout in the image worker through the bench harness, on the image tools' quality
// scenes (workers/image/testing/synthetic.ts, made in the page's control worker): a logo on a
// plain backdrop (the colour method, no model) and a person on a textured one (the person
// model: its first call downloads and starts it, later calls only infer). Timed on the main
// thread from the cutout call to its answer, with the main-thread long tasks meanwhile
// (DESIGN.md / issue 6: none during any image tool's work). This machine is the control.
import { ensureHarness, openHarness } from './support/harness.mjs';
import { lowEndLabel, lowEndRate, median, ms } from './support/stats.mjs';

export const name = 'cutout';

const SIZE = { width: 720, height: 960 };
const SCENES = [
  { id: 'logo', background: 'plain', shape: 'logo', method: 'auto' },
  { id: 'person', background: 'textured', shape: 'person', method: 'person' },
];
const ROUNDS = 3;

async function measure(browser, baseURL, rate) {
  const { context, page, cdp } = await openHarness(browser, baseURL);
  try {
    const results = {};
    for (const scene of SCENES) {
      await page.evaluate(({ id, background, shape, width, height }) => window.__bench.makeScene(id, background, shape, width, height), { ...scene, ...SIZE });
      const loaded = await page.evaluate((id) => window.__bench.loadPhoto(id), scene.id);
      if (rate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const runs = [];
      for (let i = 0; i < ROUNDS; i += 1) runs.push(await page.evaluate(({ imageId, method }) => window.__bench.cutout(imageId, method), { imageId: loaded.imageId, method: scene.method }));
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      results[scene.id] = { runs, workPixels: loaded.workWidth * loaded.workHeight };
    }
    return results;
  } finally {
    await context.close();
  }
}

function rowsFor(label, results, budgeted) {
  const rows = [];
  for (const scene of SCENES) {
    const { runs, workPixels } = results[scene.id];
    const first = runs[0];
    const later = runs.slice(1);
    const longTasks = runs.map((r) => r.main.longTasks);
    const model = first.model ? `; model load ${ms(first.model.loadMs)}, inference ${ms(median(runs.map((r) => r.model?.inferenceMs ?? 0)))}` : first.modelUnavailable ? '; model unavailable' : '';
    rows.push({
      what: `cutout, ${scene.shape} on ${scene.background} (${(workPixels / 1e6).toFixed(2)} MP, method ${first.method}), ${label}: first call / median of the next ${later.length}`,
      value: `${ms(first.ms)} / ${ms(median(later.map((r) => r.ms)))}${model}`,
    });
    rows.push({
      what: '  main-thread long tasks per call; longest frame gap',
      value: `${longTasks.join(', ')}; ${ms(Math.max(...runs.map((r) => r.main.maxFrameGap)))}`,
      ...(budgeted ? { budget: '0', ok: longTasks.every((n) => n === 0) } : {}),
    });
  }
  return rows;
}

export async function run({ root, baseURL, browser, lowEnd }) {
  await ensureHarness(root, baseURL);
  const rows = rowsFor('this machine', await measure(browser, baseURL, 1), false);
  await ensureHarness(root, baseURL);
  rows.push(...rowsFor(lowEndLabel(lowEnd), await measure(lowEnd?.browser ?? browser, baseURL, lowEndRate(lowEnd)), true));
  return rows;
}
