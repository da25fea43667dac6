/* global window */
// Inpainting (watermark removal) in the image worker through the bench harness: a 1 MP
// photo-like texture (the image tools' quality-test texture, made in the page) with 5% of it
// marked — a 600 × 50 band and a 200 × 100 block, like a caption and a logo stamp — timed on
// the main thread from the inpaint call to its answer. Main-thread long tasks during the call,
// beside a worker that only spins as long (control: what any busy worker costs under the
// emulation). This machine's figure is the control for the low-end one, and a fixed loop timed
// in both says how much slower the emulation's worker CPU really was during the run.
// Budget: issue 29's 1.5 s at the low-end (DESIGN.md's 2 s before it).
import { ensureHarness, openHarness } from './support/harness.mjs';
import { lowEndLabel, lowEndRate, median, ms } from './support/stats.mjs';

export const name = 'inpainting';

const PHOTO = { width: 1200, height: 834 };
const BOXES = [
  { x: 560, y: 700, width: 600, height: 50 },
  { x: 80, y: 80, width: 200, height: 100 },
];
const MARKED = BOXES.reduce((sum, b) => sum + b.width * b.height, 0) / (PHOTO.width * PHOTO.height);

async function measure(browser, baseURL, rate, rounds) {
  const { context, page, cdp } = await openHarness(browser, baseURL);
  try {
    await page.evaluate(({ width, height }) => window.__bench.makePhoto('texture', 'texture', width, height), PHOTO);
    const loaded = await page.evaluate(() => window.__bench.loadPhoto('texture'));
    if (loaded.workWidth !== PHOTO.width) throw new Error(`the worker works on ${loaded.workWidth} px, not the photo's ${PHOTO.width}`);
    if (rate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const runs = [];
    // Each removal fills the same holes of the already repaired image: the same work every round.
    for (let i = 0; i < rounds; i += 1) runs.push(await page.evaluate(({ id, boxes }) => window.__bench.inpaint(id, boxes), { id: loaded.imageId, boxes: BOXES }));
    const spin = await page.evaluate((forMs) => window.__bench.burn(forMs), median(runs.map((r) => r.ms)));
    const work = await page.evaluate(() => window.__bench.fixedWork());
    return { runs, spin, work };
  } finally {
    await context.close();
  }
}

export async function run({ root, baseURL, browser, lowEnd }) {
  await ensureHarness(root, baseURL);
  const normal = await measure(browser, baseURL, 1, 2);
  await ensureHarness(root, baseURL);
  const slow = await measure(lowEnd?.browser ?? browser, baseURL, lowEndRate(lowEnd), 3);
  const slowMs = median(slow.runs.map((r) => r.ms));
  const longTasks = slow.runs.map((r) => r.main.longTasks);
  const label = lowEndLabel(lowEnd);
  const size = `${((PHOTO.width * PHOTO.height) / 1e6).toFixed(1)} MP, ${(MARKED * 100).toFixed(1)}% marked`;
  return [
    { what: `inpaint ${size} (${label}), median of ${slow.runs.length}`, value: `${ms(slowMs)} (${slow.runs.map((r) => r.ms.toFixed(0)).join(', ')})`, budget: '≤ 1.5 s', ok: slowMs <= 1500 },
    { what: `  control: the same on this machine, median of ${normal.runs.length}`, value: ms(median(normal.runs.map((r) => r.ms))) },
    { what: '  main-thread long tasks per call; longest frame gap', value: `${longTasks.join(', ')}; ${ms(Math.max(...slow.runs.map((r) => r.main.maxFrameGap)))}`, budget: '0', ok: longTasks.every((n) => n === 0) },
    { what: '  control: a worker only spinning as long: long tasks; gap', value: `${slow.spin.main.longTasks}; ${ms(slow.spin.main.maxFrameGap)}` },
    { what: '  emulation now: a fixed loop in a worker, low-end / this machine', value: `${ms(slow.work)} / ${ms(normal.work)} = ${(slow.work / normal.work).toFixed(1)}× slower` },
    { what: '  main-thread long tasks per call (this machine)', value: normal.runs.map((r) => r.main.longTasks).join(', '), budget: '0', ok: normal.runs.every((r) => r.main.longTasks === 0) },
  ];
}
