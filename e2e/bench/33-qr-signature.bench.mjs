/* global window, document */
// The QR editor and signature pages, as a user meets them (real routes, real workers): at full
// speed, at CDP 4× on the page's main thread only (workers at machine speed: CDP does not slow
// them), and at low-end (the CPU quota on every other thread too, scripts/bench/cpu-quota.mjs),
// where the budgets apply; without the quota (not root) the CDP 4× rows carry them.
// - QR restyle: a tap on a dot/eye shape → the verdict for that style on screen (budget
//   ≤ 150 ms, 0 main-thread long tasks). The page measures 'qr:verdict' from the change to
//   the frame after the verdict; the tap's own delay before the handler is added here.
// - Signature grid of 24 styles for 张三丰: first screen (6 cards) ≤ 1 s, all 24 ≤ 3 s,
//   0 long tasks while it fills ('sign:card' marks, from the grid's start; also from the tap's
//   pointerdown, unbudgeted: what the user waits, page swap included).
// - Pad ink latency: touch move → ink drawn in the same handler ('sign:ink'), p95 ≤ 17 ms.
import { median, ms, percentile } from './support/stats.mjs';
import { phoneContext, startWatch, stopWatch, throttle } from './support/main-thread.mjs';

export const name = 'QR restyle, signature grid, pad ink';

async function qrRound(browser, baseURL, rate) {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  try {
    await page.goto(`${baseURL}/#/pages/qrcodeEdit/qrcodeEdit`);
    await page.getByTestId('qr-verdict-title').waitFor({ timeout: 60_000 });
    await throttle(context, page, rate);
    await page.evaluate(() => {
      window.__qr = { verdicts: [], down: 0 };
      document.addEventListener('pointerdown', (e) => (window.__qr.down = e.timeStamp), true);
      new PerformanceObserver((list) => {
        for (const m of list.getEntries()) if (m.name === 'qr:verdict') window.__qr.verdicts.push({ fromChange: m.duration, fromTap: m.startTime + m.duration - window.__qr.down });
      }).observe({ type: 'measure' });
    });
    await startWatch(page);
    const taps = ['qr-dot-round', 'qr-eye-circle', 'qr-dot-diamond', 'qr-eye-rounded', 'qr-dot-connected', 'qr-dot-rounded', 'qr-eye-square', 'qr-dot-square'];
    for (const [i, id] of taps.entries()) {
      await page.getByTestId(id).tap();
      await page.waitForFunction((n) => window.__qr.verdicts.length >= n, i + 1, { timeout: 30_000, polling: 50 });
    }
    const main = await stopWatch(page);
    const verdicts = await page.evaluate(() => window.__qr.verdicts);
    if (main.longTasks > 0) console.error(`[qr] rate ${rate}: ${main.longTasks} long task(s): ${JSON.stringify(main.blockingFrames)}`);
    return { tap: verdicts.map((v) => v.fromTap), longTasks: main.longTasks };
  } finally {
    await context.close();
  }
}

async function signRound(browser, baseURL, rate) {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  try {
    await page.goto(`${baseURL}/#/pages/signatureDesign/signatureDesign`);
    await page.getByTestId('sign-name').fill('张三丰');
    await throttle(context, page, rate);
    await page.evaluate(() => {
      window.__sign = [];
      window.__signDown = 0;
      document.addEventListener('pointerdown', (e) => (window.__signDown = e.timeStamp), { capture: true, once: true });
      new PerformanceObserver((list) => {
        for (const m of list.getEntries()) if (m.name === 'sign:card') window.__sign.push({ ...m.detail, fromTap: m.startTime - window.__signDown });
      }).observe({ type: 'mark' });
    });
    await startWatch(page);
    await page.getByTestId('sign-generate').tap();
    await page.waitForFunction(() => window.__sign.length >= 24, null, { timeout: 60_000, polling: 100 });
    const main = await stopWatch(page);
    const cards = await page.evaluate(() => window.__sign);
    const at = (n) => Math.max(...cards.filter((c) => c.index < n).map((c) => c.ms));
    const fromTap = (n) => Math.max(...cards.filter((c) => c.index < n).map((c) => c.fromTap));
    // Ink: 60 touch moves on the pad (back on the design page).
    await page.goBack();
    const pad = page.getByTestId('sign-pad');
    await pad.scrollIntoViewIfNeeded();
    const box = await pad.boundingBox();
    await page.evaluate(() => performance.clearMeasures('sign:ink'));
    const cdp = await context.newCDPSession(page);
    const point = (i) => [{ x: box.x + 20 + i * 5, y: box.y + 110 + Math.sin(i / 4) * 50, id: 1 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(0) });
    for (let i = 1; i <= 60; i += 1) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(i) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    const ink = await page.evaluate(() => performance.getEntriesByName('sign:ink').map((m) => m.duration));
    return { first: at(6), all: at(24), tapFirst: fromTap(6), longTasks: main.longTasks, inkP95: percentile(ink, 0.95), inkMoves: ink.length };
  } finally {
    await context.close();
  }
}

export async function run({ baseURL, browser, lowEnd }) {
  const rows = [];
  // Full speed first as the control, then CDP 4× on the main thread, then low-end (budgeted).
  const runs = [
    { label: 'this machine', browser, rate: 1, budgeted: false },
    { label: 'CDP 4× main thread', browser, rate: 4, budgeted: !lowEnd },
  ];
  if (lowEnd) runs.push({ label: `low-end: ${lowEnd.label}`, browser: lowEnd.browser, rate: lowEnd.mainThreadRate, budgeted: true });
  for (const { label, browser: b, rate, budgeted } of runs) {
    const qr = [];
    for (let i = 0; i < 2; i += 1) qr.push(await qrRound(b, baseURL, rate));
    const taps = qr.flatMap((r) => r.tap);
    rows.push({ what: `QR restyle tap → verdict on screen (${label}), median / p95 / max of ${taps.length}`, value: `${ms(median(taps))} / ${ms(percentile(taps, 0.95))} / ${ms(Math.max(...taps))}`, ...(budgeted ? { budget: 'p95 ≤ 150 ms', ok: percentile(taps, 0.95) <= 150 } : {}) });
    rows.push({ what: '  main-thread long tasks during 8 restyles, per run', value: qr.map((r) => r.longTasks).join(', '), ...(budgeted ? { budget: '0', ok: qr.every((r) => r.longTasks === 0) } : {}) });
    const sign = [];
    for (let i = 0; i < 2; i += 1) sign.push(await signRound(b, baseURL, rate));
    rows.push({ what: `Signature grid (24 styles, cold fonts): first screen (6) / all 24 (${label}), per run`, value: sign.map((r) => `${ms(r.first)} / ${ms(r.all)}`).join('; '), ...(budgeted ? { budget: '≤ 1 s / ≤ 3 s', ok: sign.every((r) => r.first <= 1000 && r.all <= 3000) } : {}) });
    rows.push({ what: `  the same first screen from the tap on 生成艺术签名 (${label}), per run`, value: sign.map((r) => ms(r.tapFirst)).join('; ') });
    rows.push({ what: '  main-thread long tasks while the grid fills, per run', value: sign.map((r) => r.longTasks).join(', '), ...(budgeted ? { budget: '0', ok: sign.every((r) => r.longTasks === 0) } : {}) });
    rows.push({ what: `Pad ink latency (touch move → ink drawn) p95 (${label}), per run`, value: sign.map((r) => `${ms(r.inkP95)} (${r.inkMoves} moves)`).join('; '), ...(budgeted ? { budget: '≤ 17 ms', ok: sign.every((r) => r.inkP95 <= 17) } : {}) });
  }
  return rows;
}
