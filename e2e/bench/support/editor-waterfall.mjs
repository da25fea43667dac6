// Not a bench: a probe for issue 30's editor start-up. A first (or return) visit straight to
// the editor over Slow 4G + CDP 4×, printing each request's start and end (the page's and the
// workers' alike, from CDP Network events) and when the 文字 tile appeared. Optional CDP trace.
//   node e2e/bench/support/editor-waterfall.mjs http://127.0.0.1:PORT [--return] [--trace out.json]
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright';
import { agreeToPrivacy } from './consent.mjs';

const [baseURL, ...flags] = process.argv.slice(2);
const returnVisit = flags.includes('--return');
const traceAt = flags.includes('--trace') ? flags[flags.indexOf('--trace') + 1] : null;
const slow4g = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic'] });
const context = await agreeToPrivacy(await browser.newContext(phone));
const EDITOR = `${baseURL}/#/pages/create/create`;

async function throttled(page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', slow4g);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}

if (returnVisit) {
  const first = await context.newPage();
  await first.goto(EDITOR);
  await first.getByTestId('editor-add-text').waitFor({ timeout: 60_000 });
  await first.evaluate(() => navigator.serviceWorker?.ready);
  await first.waitForLoadState('networkidle');
  await first.waitForTimeout(1500);
  await first.getByTestId('header-back').tap();
  await first.waitForTimeout(500);
  await first.close({ runBeforeUnload: true });
}
const page = await context.newPage();
const cdp = await throttled(page);
const requests = new Map();
let t0 = 0;
context.on('request', (r) => requests.set(r, { url: r.url().replace(baseURL, ''), start: Date.now() }));
context.on('requestfinished', (r) => { const e = requests.get(r); if (e) e.end = Date.now(); });
context.on('requestfailed', (r) => { const e = requests.get(r); if (e) e.end = -1; });
if (traceAt) await cdp.send('Tracing.start', { categories: 'devtools.timeline,v8.execute,disabled-by-default-devtools.timeline,disabled-by-default-v8.cpu_profiler,blink.user_timing,loading', transferMode: 'ReturnAsStream' });
t0 = Date.now();
await page.goto(EDITOR, { waitUntil: 'commit' });
await page.getByTestId('editor-add-text').waitFor({ timeout: 60_000 });
const tile = Date.now() - t0;
await page.getByTestId('editor-add-text').tap();
const tapped = Date.now() - t0;
await page.waitForTimeout(3000);
if (traceAt) {
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  const { stream } = await done;
  let data = '';
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle: stream });
    data += chunk.data;
    if (chunk.eof) break;
  }
  writeFileSync(traceAt, data);
}
const marks = await page.evaluate(() => performance.getEntriesByType('mark').concat(performance.getEntriesByType('paint')).map((m) => `${m.name}@${m.startTime.toFixed(0)}`));
for (const r of [...requests.values()].sort((a, b) => a.start - b.start)) {
  console.log(`${String(r.start - t0).padStart(6)} → ${r.end === undefined ? '   ...' : String(r.end - t0).padStart(6)}  ${r.url.slice(0, 110)}`);
}
console.log(`tile visible ${tile} ms, tapped ${tapped} ms; marks ${marks.join(' ')}`);
await browser.close();
