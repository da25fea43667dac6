/* global window, document, requestAnimationFrame */
// AI design on the real page (/#/pages/aiDesign/aiDesign): from the finger touching 生成 to
// 12 candidate thumbnails decoded and on screen (fonts included), in a fresh browser context.
// Cold fonts: the words typed and 生成 tapped at once, before the page's warm-up (400 ms after
// typing) fetches any font. Warm fonts: the tap after the warm-up's downloads have stopped,
// as for a user who takes a moment to type. Run on this machine, with only the main thread 4×
// slower, and at the low-end emulation (the budget).
import { lowEndLabel, lowEndRate, median, ms } from './support/stats.mjs';
import { phoneContext, startWatch, stopWatch, throttle } from './support/main-thread.mjs';

export const name = 'AI design candidates';

const TITLE = '星光咖啡';
const SLOGAN = '用心做好每一杯';

/** Waits for the page's warm-up to start fetching fonts, then for its downloads to stop. */
async function warmUpDone(state, since, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  const pause = () => new Promise((r) => setTimeout(r, 100));
  while (state.fontRequests === since && Date.now() < deadline) await pause();
  while (Date.now() - state.lastFontRequest < 3000 && Date.now() < deadline) await pause();
}

async function round(browser, baseURL, { warm, rate }) {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  const state = { fontRequests: 0, lastFontRequest: Date.now() };
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/fonts/')) return;
    state.fontRequests += 1;
    state.lastFontRequest = Date.now();
  });
  try {
    await page.goto(`${baseURL}/#/pages/aiDesign/aiDesign`);
    await page.getByTestId('ai-title').waitFor();
    await throttle(context, page, rate);
    const beforeTyping = state.fontRequests;
    await page.getByTestId('ai-title').fill(TITLE);
    await page.getByTestId('ai-slogan').fill(SLOGAN);
    if (warm) await warmUpDone(state, beforeTyping, 60_000);
    const fontsBefore = state.fontRequests - beforeTyping;
    await page.evaluate(() => {
      window.__aiShown = null;
      const onDown = (event) => {
        if (!event.target.closest('[data-testid="ai-generate"]')) return;
        document.removeEventListener('pointerdown', onDown, true);
        const start = event.timeStamp;
        const check = (now) => {
          const images = [...document.querySelectorAll('[data-testid="ai-candidate"] img')].slice(0, 12);
          if (images.length === 12 && images.every((img) => img.complete && img.naturalWidth > 0)) window.__aiShown = now - start;
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      };
      document.addEventListener('pointerdown', onDown, true);
    });
    await startWatch(page);
    await page.getByTestId('ai-generate').tap();
    await page.waitForFunction(() => window.__aiShown !== null, null, { timeout: 120_000, polling: 100 });
    const main = await stopWatch(page);
    const shownMs = await page.evaluate(() => window.__aiShown);
    return { ms: shownMs, fontsBefore, fontsAfter: state.fontRequests - beforeTyping - fontsBefore, longTasks: main.longTasks, longTaskMs: main.longTaskMs };
  } finally {
    await context.close();
  }
}

async function rounds(browser, baseURL, rate, count) {
  const cold = [];
  const warm = [];
  // Alternating, so a burst of load from other processes hits both alike.
  for (let i = 0; i < count; i += 1) {
    cold.push(await round(browser, baseURL, { warm: false, rate }));
    warm.push(await round(browser, baseURL, { warm: true, rate }));
  }
  return { cold, warm };
}

function rowsFor(label, { cold, warm }, budgeted) {
  const of = (runs, pick) => median(runs.map(pick));
  const budget = budgeted ? { budget: '≤ 1.5 s', ok: of(cold, (r) => r.ms) <= 1500 } : {};
  const warmBudget = budgeted ? { budget: '≤ 1.5 s', ok: of(warm, (r) => r.ms) <= 1500 } : {};
  return [
    { what: `AI design: tap → 12 shown, cold fonts (${label}), median of ${cold.length}`, value: `${ms(of(cold, (r) => r.ms))} (${cold.map((r) => r.ms.toFixed(0)).join(', ')})`, ...budget },
    { what: '  font files after the tap / main-thread long tasks (ms)', value: `${of(cold, (r) => r.fontsAfter)} / ${of(cold, (r) => r.longTasks)} (${ms(of(cold, (r) => r.longTaskMs))})` },
    { what: `AI design: tap → 12 shown, warm fonts (${label}), median of ${warm.length}`, value: `${ms(of(warm, (r) => r.ms))} (${warm.map((r) => r.ms.toFixed(0)).join(', ')})`, ...warmBudget },
    { what: '  font files by the warm-up / after the tap / long tasks', value: `${of(warm, (r) => r.fontsBefore)} / ${of(warm, (r) => r.fontsAfter)} / ${of(warm, (r) => r.longTasks)} (${ms(of(warm, (r) => r.longTaskMs))})` },
  ];
}

export async function run({ baseURL, browser, lowEnd }) {
  const rows = [];
  // Controls: this machine, nothing throttled; then the main thread alone 4× slower (the
  // workers at full speed, as on a phone with cores to spare).
  rows.push(...rowsFor('this machine', await rounds(browser, baseURL, 1, 2), false));
  rows.push(...rowsFor('CDP 4× main thread only', await rounds(browser, baseURL, 4, 2), false));
  rows.push(...rowsFor(lowEndLabel(lowEnd), await rounds(lowEnd?.browser ?? browser, baseURL, lowEndRate(lowEnd), 3), true));
  return rows;
}
