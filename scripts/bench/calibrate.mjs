/* global window -- page.evaluate bodies run in the browser. */
// Calibrates the low-end emulation. DESIGN.md's low-end phone is 4× slower; CDP slows the
// main thread by exactly that, but a CPU quota's effect on a worker depends on everything
// else the browser does on the same quarter core (a fixed loop ran 8× slower at 25% with
// a 10 ms period). So the quota is adjusted until the same fixed loop (benchControl.worker.ts
// `fixedWork`) runs TARGET× slower in the quota'd browser (with CDP 4× on its main thread,
// as the benches run) than in the full-speed one. The result goes into the table.
import { ensureHarness, openHarness } from '../../e2e/bench/support/harness.mjs';
import { median } from '../../e2e/bench/support/stats.mjs';

export const TARGET_SLOWDOWN = 4;
const TOLERANCE = 0.12;
const ROUNDS = 5;

async function fixedWorkMs(browser, baseURL, throttle) {
  const { context, page } = await openHarness(browser, baseURL, { throttle });
  try {
    await page.evaluate(() => window.__bench.fixedWork()); // compile the loop once
    const times = [];
    for (let i = 0; i < 3; i += 1) times.push(await page.evaluate(() => window.__bench.fixedWork()));
    return median(times);
  } finally {
    await context.close();
  }
}

/** Returns the rows describing the emulation; leaves the quota at the calibrated value. */
export async function calibrateQuota({ root, baseURL, browser, lowEndBrowser, quota }) {
  await ensureHarness(root, baseURL);
  const fullMs = await fixedWorkMs(browser, baseURL, 1);
  const steps = [];
  const tried = [];
  let low = 0; // a quota known to be too slow (slowdown above target)
  let high = 100; // a quota known to be too fast
  for (let round = 0; round < ROUNDS; round += 1) {
    const slowdown = (await fixedWorkMs(lowEndBrowser, baseURL, 4)) / fullMs;
    tried.push({ percent: quota.percent, slowdown });
    steps.push(`${quota.percent}% → ${slowdown.toFixed(1)}×`);
    if (Math.abs(slowdown / TARGET_SLOWDOWN - 1) <= TOLERANCE) break;
    if (slowdown > TARGET_SLOWDOWN) low = Math.max(low, quota.percent);
    else high = Math.min(high, quota.percent);
    // A worker's share scales with the quota; bisect once the target is bracketed, since
    // the machine's own load makes single readings noisy.
    const guess = quota.percent * (slowdown / TARGET_SLOWDOWN);
    const next = low > 0 && high < 100 ? (low + high) / 2 : Math.min(Math.max(guess, low + 1), high - 1);
    if (quota.setPercent(next) === tried.at(-1)?.percent) break;
  }
  const best = tried.reduce((a, b) => (Math.abs(Math.log(b.slowdown / TARGET_SLOWDOWN)) < Math.abs(Math.log(a.slowdown / TARGET_SLOWDOWN)) ? b : a));
  quota.setPercent(best.percent);
  const slowdown = best.slowdown;
  return [
    {
      what: `low-end emulation: ${quota.label} + CDP 4× main thread`,
      value: `worker loop ${slowdown.toFixed(1)}× slower`,
      budget: `${TARGET_SLOWDOWN}× ± ${Math.round(TOLERANCE * 100)}%`,
      ok: Math.abs(slowdown / TARGET_SLOWDOWN - 1) <= TOLERANCE,
    },
    { what: '  calibration steps (quota → worker slowdown)', value: steps.join(', ') },
  ];
}
