/* global document */
// Scrolling the template grid (/#/pages/template/template) and the one-tap list (every template
// filled with the user's words, /#/pages/aiDesign/oneTouchCreateMould) on the real pages: a scripted scroll
// gesture (CDP Input.synthesizeScrollGesture, wheel-style — touch gestures do not scroll in
// headless Chromium) of 4000 px through lazy thumbnails and the infinite-scroll page load,
// while the page records its animation-frame gaps and long tasks. Control in the same browser:
// the same gesture over a static page of plain blocks, which shows what the emulation itself
// costs (with the CPU quota, compositing and software raster share the quarter core too).
import { lowEndLabel, lowEndRate, median, ms, percentile } from './support/stats.mjs';
import { phoneContext, startWatch, stopWatch, throttle } from './support/main-thread.mjs';

export const name = 'template grid scroll';

const DISTANCE = 4000;
const WORDS = `title=${encodeURIComponent('星光咖啡')}&slogan=${encodeURIComponent('用心做好每一杯')}`;
const GRIDS = [
  {
    label: 'template grid',
    path: '/#/pages/template/template',
    card: 'template-card',
    ready: (page) => page.getByTestId('template-card').first().locator('img[data-loaded="true"]').waitFor(),
  },
  {
    label: 'one-tap list',
    path: `/#/pages/aiDesign/oneTouchCreateMould?${WORDS}`,
    card: 'one-touch-card',
    ready: (page) => page.getByTestId('one-touch-card').first().locator('img[data-loaded="true"]').waitFor(),
  },
];
const STATIC_PAGE = `<!doctype html><meta name="viewport" content="width=device-width, initial-scale=1">
<body style="margin:0">${Array.from({ length: 120 }, (_, i) => `<div style="height:160px;margin:8px;border-radius:8px;background:hsl(${(i * 37) % 360} 60% 80%)">${i}</div>`).join('')}</body>`;

async function scrollOnce(browser, baseURL, { control, rate, grid = GRIDS[0] }) {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  try {
    if (control) {
      await page.setContent(STATIC_PAGE);
    } else {
      await page.goto(`${baseURL}${grid.path}`);
      await page.getByTestId(grid.card).nth(19).waitFor();
      await grid.ready(page);
    }
    const cdp = await throttle(context, page, rate);
    await page.waitForTimeout(300);
    await startWatch(page);
    const start = Date.now();
    await cdp.send('Input.synthesizeScrollGesture', { x: 195, y: 600, yDistance: -DISTANCE, speed: 800, gestureSourceType: 'mouse' });
    const elapsed = Date.now() - start;
    const main = await stopWatch(page);
    const scrolled = await page.evaluate(() => document.scrollingElement?.scrollTop ?? 0);
    const cards = control ? 0 : await page.getByTestId(grid.card).count();
    return { ...main, elapsed, scrolled, cards };
  } finally {
    await context.close();
  }
}

async function measure(browser, baseURL, rate, rounds) {
  const grids = GRIDS.map(() => []);
  const control = [];
  for (let i = 0; i < rounds; i += 1) {
    for (const [g, grid] of GRIDS.entries()) grids[g].push(await scrollOnce(browser, baseURL, { control: false, rate, grid }));
    control.push(await scrollOnce(browser, baseURL, { control: true, rate }));
  }
  return { grids, control };
}

function rowsFor(label, { grids, control }, budgeted) {
  const p95 = (runs) => median(runs.map((r) => percentile(r.gaps, 0.95)));
  const p50 = (runs) => median(runs.map((r) => percentile(r.gaps, 0.5)));
  return [
    ...GRIDS.flatMap((target, g) => gridRows(label, target, grids[g], budgeted, { p50, p95 })),
    { what: '  control: static page, same gesture: p50 / p95; long tasks', value: `${p50(control).toFixed(1)} / ${p95(control).toFixed(1)} ms; ${control.map((r) => r.longTasks).join(', ')}` },
  ];
}

function gridRows(label, target, grid, budgeted, { p50, p95 }) {
  const gridP95 = p95(grid);
  const speed = median(grid.map((r) => r.scrolled / (r.elapsed / 1000)));
  return [
    {
      what: `${target.label} scroll (${label}): p50 / p95 frame gap`,
      value: `${p50(grid).toFixed(1)} / ${gridP95.toFixed(1)} ms`,
      // rAF timestamps jitter around the 16.7 ms vsync; a dropped frame shows as 33 ms.
      ...(budgeted ? { budget: '≤ 16.7 ms (+1 jitter)', ok: gridP95 <= 17.7 } : {}),
    },
    { what: `  ${median(grid.map((r) => r.scrolled)).toFixed(0)} px at ${speed.toFixed(0)} px/s: cards at the end; long tasks per round`, value: `${grid.map((r) => r.cards).join(', ')}; ${grid.map((r) => `${r.longTasks} (${ms(r.longTaskMs)})`).join(', ')}` },
  ];
}

export async function run({ baseURL, browser, lowEnd }) {
  return [
    // The main thread alone 4× slower, compositor and raster at full speed: the app's own share.
    ...rowsFor('CDP 4× main thread only', await measure(browser, baseURL, 4, 2), false),
    ...rowsFor(lowEndLabel(lowEnd), await measure(lowEnd?.browser ?? browser, baseURL, lowEndRate(lowEnd), 2), true),
  ];
}
