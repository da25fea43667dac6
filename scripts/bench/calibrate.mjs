/* global window -- page.evaluate bodies run in the browser. */
// Calibrates the low-end emulation. DESIGN.md's low-end phone is 4× slower, every thread.
// What a quota of p% does to a thread is not exactly 100/p (CFS accounting, the machine's
// own load), so the per-thread quota (cpu-quota.mjs) is adjusted until a fixed loop
// (src/dev/fixedWork.ts) in a worker runs TARGET× slower in the quota'd browser than in the
// full-speed one. Then, for the table: the same loop on the main thread (CDP 4×, outside the
// quota), frame-sized bursts in a worker (a quota slows those less), and the CDP spin: CDP's
// throttler keeps the main thread busy for the whole stretched time (renderer CPU ≈ wall
// time), which is why the main threads are kept out of the quota. See docs/bench.md.
import { ensureHarness, openHarness } from '../../e2e/bench/support/harness.mjs';
import { median, ms } from '../../e2e/bench/support/stats.mjs';

export const TARGET_SLOWDOWN = 4;
const TOLERANCE = 0.12;
const ROUNDS = 5;

/** Median time of the fixed loop in the page's control worker, or on its main thread. */
async function fixedWorkMs(browser, baseURL, { throttle = 1, mainThread = false } = {}) {
  const { context, page } = await openHarness(browser, baseURL, { throttle });
  const run = () => page.evaluate((main) => (main ? window.__bench.mainThreadFixedWork() : window.__bench.fixedWork()), mainThread);
  try {
    await run(); // compile the loop once
    const times = [];
    for (let i = 0; i < 3; i += 1) times.push(await run());
    return median(times);
  } finally {
    await context.close();
  }
}

/** Median of the control worker's frame-sized bursts (fixedWork.ts `burstWork`). */
async function burstMs(browser, baseURL) {
  const { context, page } = await openHarness(browser, baseURL);
  try {
    return await page.evaluate(() => window.__bench.burstWork());
  } finally {
    await context.close();
  }
}

/** Wall time and renderer CPU time of the main-thread loop under CDP 4× (full-speed browser): the throttler's cost. */
async function cdpSpin(browser, baseURL) {
  const session = await browser.newBrowserCDPSession();
  const rendererCpuS = async () => (await session.send('SystemInfo.getProcessInfo')).processInfo.filter((p) => p.type === 'renderer').reduce((sum, p) => sum + p.cpuTime, 0);
  const { context, page } = await openHarness(browser, baseURL, { throttle: 4 });
  try {
    await page.evaluate(() => window.__bench.mainThreadFixedWork());
    const before = await rendererCpuS();
    const wallMs = await page.evaluate(() => window.__bench.mainThreadFixedWork());
    return { wallMs, cpuMs: ((await rendererCpuS()) - before) * 1000 };
  } finally {
    await context.close();
    await session.detach();
  }
}

/** Returns the rows describing the emulation; leaves the quota at the calibrated value. */
export async function calibrateQuota({ root, baseURL, browser, lowEndBrowser, quota }) {
  await ensureHarness(root, baseURL);
  const fullMs = await fixedWorkMs(browser, baseURL);
  const steps = [];
  const tried = [];
  let low = 0; // a quota known to be too slow (slowdown above target)
  let high = 100; // a quota known to be too fast
  for (let round = 0; round < ROUNDS; round += 1) {
    const slowdown = (await fixedWorkMs(lowEndBrowser, baseURL)) / fullMs;
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
  const mainSlowdown = (await fixedWorkMs(lowEndBrowser, baseURL, { mainThread: true, throttle: 4 })) / (await fixedWorkMs(browser, baseURL, { mainThread: true }));
  const burstSlowdown = (await burstMs(lowEndBrowser, baseURL)) / (await burstMs(browser, baseURL));
  const spin = await cdpSpin(browser, baseURL);
  const within = (x) => Math.abs(x / TARGET_SLOWDOWN - 1) <= TOLERANCE;
  return [
    {
      what: `low-end emulation: ${quota.label}`,
      value: `worker loop ${slowdown.toFixed(1)}× slower`,
      budget: `${TARGET_SLOWDOWN}× ± ${Math.round(TOLERANCE * 100)}%`,
      ok: within(slowdown),
    },
    { what: '  the same loop on the main thread (CDP 4×, outside the quota)', value: `${mainSlowdown.toFixed(1)}× slower`, budget: `${TARGET_SLOWDOWN}× ± ${Math.round(TOLERANCE * 100)}%`, ok: within(mainSlowdown) },
    { what: '  ~2 ms bursts 16 ms apart in a worker (frame-sized work), median', value: `${burstSlowdown.toFixed(1)}× slower` },
    { what: '  calibration steps (quota → worker slowdown)', value: steps.join(', ') },
    { what: '  CDP spin: main-thread loop at CDP 4× (no quota): wall / renderer CPU', value: `${ms(spin.wallMs)} / ${ms(spin.cpuMs)}` },
  ];
}
