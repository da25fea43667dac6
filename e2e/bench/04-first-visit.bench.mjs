// First and return visits over a slow network on a low-end phone (issue 30): CDP network
// emulation of Slow 4G (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up) and CDP CPU 4× on the
// page's main thread. Measured in the page a user opens, from navigation to the first screen
// the user can act on: the privacy dialog on a first launch, the home page after it; and the
// editor page usable on a visit that goes straight to it (a tap on 文字 draws a text layer).
import jpeg from 'jpeg-js';
import { agreeToPrivacy } from './support/consent.mjs';

export const name = 'first-visit';

const slow4g = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

async function throttled(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', slow4g);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}

async function lcpOf(page) {
  return page.evaluate(() => new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      const last = entries[entries.length - 1];
      resolve(last ? { at: last.startTime, element: last.element ? `${last.element.tagName}.${last.element.className}` : last.url } : { at: NaN });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => resolve({ at: NaN }), 3000);
  }));
}

// One visit: navigate, wait for `ready` (a locator that is visible and enabled when the
// user can act), return ms from navigation start (the page's own clock) and the requests sent.
async function visit(page, url, ready, appReady) {
  const requests = [];
  page.on('request', (request) => requests.push({ url: request.url(), at: Date.now() }));
  const started = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  await ready(page).first().waitFor({ state: 'visible', timeout: 60_000 });
  const readyAt = Date.now();
  await appReady(page).waitFor({ state: 'visible', timeout: 60_000 });
  const appAt = Date.now();
  // Times from the page's own clock (Playwright's polling waits for a main thread busy with
  // the app's script): the first paint is the first screen (the static one while the app
  // loads), the requests started before it, and when the app's own page replaced it.
  const timing = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const resources = performance.getEntriesByType('resource').filter((entry) => entry.startTime < fcp).length;
    const done = performance.getEntriesByName('first-screen-done')[0]?.startTime ?? NaN;
    return { fcp, requests: resources + 1, done };
  });
  return { ms: timing.fcp, app: appAt - started, takeOver: timing.done, requests: timing.requests, polled: readyAt - started };
}

// The first screen is index.html's static one until the app's script takes over
// (src/app/firstScreen): either is a screen the user can act on.
const privacyAgree = (page) => page.getByTestId('first-screen-agree').or(page.getByTestId('consent-agree'));
const homePage = (page) => page.getByTestId('first-screen-home').or(page.getByTestId('page-index-index'));
const appPrivacy = (page) => page.getByTestId('consent-agree');
const appHome = (page) => page.getByTestId('page-index-index');

// The editor page usable (issue 30): from navigation until a tap on the add panel's 文字 tile
// (real touch input, as soon as the tile is there) has drawn the new text layer (输入文字, dark
// ink) on the canvas. The canvas is the render worker's (OffscreenCanvas), so what it shows is
// read from screenshots of its box; the time is the end of the first screenshot with the text
// in it, an upper bound by one screenshot.
const EDITOR = '/#/pages/create/create';
/** Dark pixels that mean text: a blank work has none (the selection outline is blue, not dark). */
const TEXT_INK = 200;

/**
 * Dark ink on the drawn white work: until the render worker's first frame the canvas is blank
 * (black in a screenshot), so text counts only on a canvas that is mostly light.
 */
function textInk(shot) {
  const { data } = jpeg.decode(shot, { useTArray: true });
  let dark = 0;
  let light = 0;
  for (let i = 0; i < data.length; i += 4) {
    const sum = data[i] + data[i + 1] + data[i + 2];
    if (sum < 3 * 90) dark += 1;
    else if (sum > 3 * 200) light += 1;
  }
  return light > data.length / 8 ? dark : 0;
}

async function addTextVisit(page, url) {
  const started = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  const tile = page.getByTestId('editor-add-text');
  await tile.waitFor({ state: 'visible', timeout: 60_000 });
  // The middle of the stage, where a new text layer is placed: not the zoom buttons or the
  // autosave note at its edges (dark text too).
  const stage = await page.getByTestId('editor-canvas').boundingBox();
  const canvas = { x: stage.x + stage.width * 0.2, y: stage.y + stage.height * 0.3, width: stage.width * 0.6, height: stage.height * 0.4 };
  const before = textInk(await page.screenshot({ type: 'jpeg', quality: 90, clip: canvas }));
  if (before > TEXT_INK) throw new Error(`the new work already has ${before} dark pixels on its canvas`);
  await tile.tap();
  const tapped = Date.now() - started;
  for (;;) {
    const ink = textInk(await page.screenshot({ type: 'jpeg', quality: 90, clip: canvas }));
    if (ink > TEXT_INK) return { ms: Date.now() - started, tapped };
    if (Date.now() - started > 60_000) throw new Error(`no text drawn on the canvas 60 s after navigation (${ink} dark pixels)`);
  }
}

async function editorVisits(browser, baseURL, rounds) {
  const first = [];
  const again = [];
  for (let i = 0; i < rounds; i++) {
    // A first visit straight to the editor by someone who answered the privacy dialog, nothing cached.
    const context = await agreeToPrivacy(await browser.newContext(phone));
    const page = await context.newPage();
    await throttled(context, page);
    first.push(await addTextVisit(page, `${baseURL}${EDITOR}`));
    // Return visit to the editor, once the first visit's service worker is active and done caching.
    await page.evaluate(() => navigator.serviceWorker?.ready);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    // The user leaves the editor with its back button (the work saved, the session left
    // normally: no offer to continue it on the next visit) and closes the tab.
    await page.getByTestId('header-back').tap();
    await homePage(page).first().waitFor({ state: 'visible', timeout: 60_000 });
    await page.close({ runBeforeUnload: true });
    const returnTab = await context.newPage();
    await throttled(context, returnTab);
    again.push(await addTextVisit(returnTab, `${baseURL}${EDITOR}`));
    await context.close();
  }
  return { first, again };
}

export async function run({ browser, baseURL }) {
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const rounds = Number(process.env.FIRST_VISIT_ROUNDS ?? 3);
  const first = [];
  const home = [];
  const again = [];
  for (let i = 0; i < rounds; i++) {
    // A first launch: empty storage, no service worker, nothing cached.
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await throttled(context, page);
    const dialog = await visit(page, `${baseURL}/#/`, privacyAgree, appPrivacy);
    dialog.lcp = await lcpOf(page);
    first.push(dialog);
    await context.close();

    // A first visit by someone who answered the dialog (as after tapping 同意 on launch),
    // nothing cached: the home page.
    const agreed = await agreeToPrivacy(await browser.newContext(phone));
    const homeTab = await agreed.newPage();
    await throttled(agreed, homeTab);
    const landed = await visit(homeTab, `${baseURL}/#/`, homePage, appHome);
    landed.lcp = await lcpOf(homeTab);
    home.push(landed);
    // Return visit: the same context, once the first visit's service worker is active and has
    // finished caching (a returning user comes back later, not while it still downloads).
    await homeTab.evaluate(() => navigator.serviceWorker?.ready);
    await homeTab.waitForLoadState('networkidle');
    await homeTab.waitForTimeout(1000);
    const returnTab = await agreed.newPage();
    await throttled(agreed, returnTab);
    again.push(await visit(returnTab, `${baseURL}/#/`, homePage, appHome));
    await agreed.close();
  }
  const row = (what, runs, budget) => ({
    what,
    value:
      `${median(runs.map((r) => r.ms)).toFixed(0)} ms, ${median(runs.map((r) => r.requests))} requests` +
      (runs[0].lcp !== undefined ? `, LCP ${median(runs.map((r) => r.lcp.at)).toFixed(0)} ms (${runs[0].lcp.element})` : '') +
      `; the app's own page at ${median(runs.map((r) => r.takeOver)).toFixed(0)} ms (median of ${runs.length})`,
    budget,
  });
  const editor = await editorVisits(browser, baseURL, rounds);
  const editorRow = (what, runs, budgetMs) => ({
    what,
    value: `${median(runs.map((r) => r.ms)).toFixed(0)} ms (文字 tapped at ${median(runs.map((r) => r.tapped)).toFixed(0)} ms; median of ${runs.length})`,
    budget: `≤ ${budgetMs / 1000} s`,
    ok: median(runs.map((r) => r.ms)) <= budgetMs,
  });
  return [
    row('first launch, Slow 4G + CPU 4×: privacy dialog actionable', first, '≤ 1.5 s, ≤ 10 requests, LCP ≤ 2.0 s'),
    row('first visit after consent, Slow 4G + CPU 4×: home page', home, '≤ 1.5 s, ≤ 10 requests, LCP ≤ 2.0 s'),
    row('return visit, Slow 4G + CPU 4×: home page', again, '≤ 1.0 s'),
    editorRow('first visit straight to the editor, Slow 4G + CPU 4×: 文字 tapped → text drawn on the canvas', editor.first, 3000),
    editorRow('return visit, Slow 4G + CPU 4×: editor, 文字 tapped → text drawn on the canvas', editor.again, 1500),
  ];
}
