/* global window, document */
// Vector → PDF upload (docs/pdf.md): MD5 of a 50 MiB chunk on the page's main thread (the
// control: what hashing there would cost) and in the image worker (what the app does), with
// the main thread's long tasks meanwhile; then the real page (/pages/my/reformList) uploading a
// padded SVG through the image worker until the server answers 10000 (hash + send, MB/s).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { agreeToPrivacy } from './support/consent.mjs';
import { ensureHarness, openHarness } from './support/harness.mjs';
import { startWatch, stopWatch } from './support/main-thread.mjs';
import { ms } from './support/stats.mjs';

export const name = 'pdf-upload';

const CHUNK_MB = 50;
const UPLOAD_MB = 100;

function paddedSvg(mb) {
  const head = '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="100" height="100" fill="#c00"/><text x="10" y="180">标志</text><!--';
  const tail = '--></svg>';
  const bytes = Buffer.alloc(mb * 1048576, 0x20);
  bytes.write(head, 0);
  bytes.write(tail, bytes.length - tail.length);
  return bytes;
}

async function hashing(browser, baseURL) {
  const { context, page } = await openHarness(browser, baseURL);
  try {
    const mainRun = await page.evaluate((mb) => window.__bench.md5Main(mb), CHUNK_MB);
    const workerRun = await page.evaluate((mb) => window.__bench.md5Worker(mb), CHUNK_MB);
    if (mainRun.hex !== workerRun.hex) throw new Error('md5 differs between page and worker');
    return { mainRun, workerRun };
  } finally {
    await context.close();
  }
}

export async function upload(browser, baseURL) {
  const context = await agreeToPrivacy(await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }));
  const page = await context.newPage();
  const dir = mkdtempSync(join(tmpdir(), 'bzsj-pdf-bench-'));
  const file = join(dir, 'big.svg');
  try {
    await page.goto(`${baseURL}/#/pages/my/reformList`);
    await page.waitForFunction(() => localStorage.getItem('virUserinfo') !== null || localStorage.getItem('user') !== null, undefined, { timeout: 30_000 });
    // Playwright refuses in-memory files over 50 MB: the file goes through disk, as a user's would.
    writeFileSync(file, paddedSvg(UPLOAD_MB));
    await page.getByTestId('pdf-input').setInputFiles(file);
    await startWatch(page);
    const start = performance.now();
    await page.getByTestId('pdf-start').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="pdf-task"]')?.getAttribute('data-phase') === 'converting' || document.querySelector('[data-testid="pdf-done"]') !== null, undefined, { timeout: 300_000, polling: 50 });
    const uploaded = performance.now() - start;
    const main = await stopWatch(page);
    await page.getByTestId('pdf-done').waitFor({ timeout: 300_000 });
    return { uploaded, total: performance.now() - start, main };
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function run({ root, baseURL, browser }) {
  await ensureHarness(root, baseURL);
  const { mainRun, workerRun } = await hashing(browser, baseURL);
  const mbps = (mb, millis) => `${(mb / (millis / 1000)).toFixed(0)} MB/s`;
  const sent = await upload(browser, baseURL);
  return [
    { what: `MD5 of ${CHUNK_MB} MiB on the main thread (control): time; long tasks`, value: `${ms(mainRun.ms)} (${mbps(CHUNK_MB, mainRun.ms)}); ${mainRun.main.longTasks}` },
    {
      what: `MD5 of ${CHUNK_MB} MiB in the image worker: in the worker / round trip; main-thread long tasks`,
      value: `${ms(workerRun.workerMs)} (${mbps(CHUNK_MB, workerRun.workerMs)}) / ${ms(workerRun.ms)}; ${workerRun.main.longTasks}`,
      budget: '0 long tasks',
      ok: workerRun.main.longTasks === 0,
    },
    {
      what: `reformList: ${UPLOAD_MB} MiB SVG uploaded (worker hash + loopback POSTs) / converted; main-thread long tasks while uploading`,
      value: `${ms(sent.uploaded)} (${mbps(UPLOAD_MB, sent.uploaded)}) / ${ms(sent.total)}; ${sent.main.longTasks} (${ms(sent.main.longTaskMs)})`,
      budget: '0 long tasks',
      ok: sent.main.longTasks === 0,
    },
  ];
}
