// Focused run of the PDF upload (docs/pdf.md, "Upload speed"): the real page /pages/my/reformList
// in Chromium uploads a padded 100 MiB SVG through the image worker to a server already running
// at BASE_URL (e.g. `PORT=8312 node scripts/start.mjs`), RUNS times, with the load average beside
// each figure. Without the full bench's calibration, so before/after runs sit close together:
//   BASE_URL=http://127.0.0.1:8312 RUNS=2 nice -n 10 node scripts/bench/pdf-upload-speed.mjs
import { loadavg } from 'node:os';
import { chromium } from 'playwright';
import { upload } from '../../e2e/bench/32-pdf-upload.bench.mjs';

const baseURL = process.env.BASE_URL ?? 'http://127.0.0.1:8312';
const runs = Number(process.env.RUNS ?? 2);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (let i = 0; i < runs; i += 1) {
    const before = loadavg()[0];
    const { uploaded, total } = await upload(browser, baseURL);
    console.log(JSON.stringify({ run: i + 1, uploadedMs: Math.round(uploaded), mbPerS: +(104.8576 / (uploaded / 1000)).toFixed(1), convertedMs: Math.round(total), load1: [+before.toFixed(2), +loadavg()[0].toFixed(2)] }));
  }
} finally {
  await browser.close();
}
