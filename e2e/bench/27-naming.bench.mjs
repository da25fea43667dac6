/* global window, document, requestAnimationFrame */
// AI naming on the real pages (offline poetry generator): from the finger touching 开始起名
// on /#/pages/aiqiming/aiqiming (text scan, navigation, chat/sse) to the first name card on
// screen, and to the last name of the batch, with main-thread long tasks over the whole run.
// A tea shop, four characters, classical. Run on this machine, with only the main thread 4×
// slower, and at the low-end emulation.
import { lowEndLabel, lowEndRate, median, ms } from './support/stats.mjs';
import { phoneContext, startWatch, stopWatch, throttle } from './support/main-thread.mjs';

export const name = 'AI naming first name';

async function round(browser, baseURL, rate) {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  try {
    await page.goto(`${baseURL}/#/pages/aiqiming/aiqiming`);
    await page.getByTestId('naming-industry').waitFor();
    await page.getByTestId('naming-industry').fill('茶饮');
    await page.getByTestId('naming-keywords').fill('清新');
    await page.getByTestId('naming-length-4').click();
    await throttle(context, page, rate);
    await page.evaluate(() => {
      window.__naming = { first: null, last: null };
      const onDown = (event) => {
        if (!event.target.closest('[data-testid="naming-generate"]')) return;
        document.removeEventListener('pointerdown', onDown, true);
        const start = event.timeStamp;
        const check = (now) => {
          if (window.__naming.first === null && document.querySelector('[data-testid="naming-result-0"]')) window.__naming.first = now - start;
          if (/共 \d+ 个名字/.test(document.querySelector('[data-testid="naming-status"]')?.textContent ?? '')) window.__naming.last = now - start;
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      };
      document.addEventListener('pointerdown', onDown, true);
    });
    await startWatch(page);
    await page.getByTestId('naming-generate').tap();
    await page.waitForFunction(() => window.__naming.last !== null, null, { timeout: 60_000, polling: 100 });
    const main = await stopWatch(page);
    if (main.longTasks > 0) console.error(`[naming] rate ${rate}: ${main.longTasks} long task(s); blocking frames: ${JSON.stringify(main.blockingFrames)}`);
    const shown = await page.evaluate(() => window.__naming);
    return { first: shown.first, last: shown.last, longTasks: main.longTasks, longTaskMs: main.longTaskMs };
  } finally {
    await context.close();
  }
}

function rowsFor(label, runs) {
  const of = (pick) => median(runs.map(pick));
  return [
    { what: `AI naming: tap → first name shown (${label}), median of ${runs.length}`, value: `${ms(of((r) => r.first))} (${runs.map((r) => r.first.toFixed(0)).join(', ')})` },
    { what: '  tap → whole batch shown / main-thread long tasks (ms), medians; long tasks of each run', value: `${ms(of((r) => r.last))} / ${of((r) => r.longTasks)} (${ms(of((r) => r.longTaskMs))}); ${runs.map((r) => r.longTasks).join(', ')}` },
  ];
}

export async function run({ baseURL, browser, lowEnd }) {
  const rows = [];
  const rounds = async (b, rate, count) => {
    const runs = [];
    for (let i = 0; i < count; i += 1) runs.push(await round(b, baseURL, rate));
    return runs;
  };
  rows.push(...rowsFor('this machine', await rounds(browser, 1, 3)));
  rows.push(...rowsFor('CDP 4× main thread only', await rounds(browser, 4, 3)));
  rows.push(...rowsFor(lowEndLabel(lowEnd), await rounds(lowEnd?.browser ?? browser, lowEndRate(lowEnd), 3)));
  return rows;
}
