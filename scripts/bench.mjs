// `npm run bench`: performance figures, not a test. Prints a table and writes
// bench-results/latest.json. Each figure names its budget from DESIGN.md.
//
// It builds the app if needed, starts the real server on a spare port with a
// throwaway database, and drives Debian's Chromium. Bench modules live in
// e2e/bench/*.bench.mjs and export `name` and `run(context)` returning rows.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { calibrateQuota } from './bench/calibrate.mjs';
import { chromiumUnderCpuQuota } from './bench/cpu-quota.mjs';

const root = new URL('..', import.meta.url).pathname;
const port = Number(process.env.BENCH_PORT ?? 8282);
const baseURL = `http://127.0.0.1:${port}`;
const chromiumArgs = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic',
];

async function waitForHealth(timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseURL}/health`)).ok) return;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy on ${baseURL}`);
}

// Another checkout's bench (or app) on the same port would answer this one's pages with its
// own build, and every row would measure the wrong code: refuse instead.
try {
  await fetch(`${baseURL}/health`);
  console.error(`[bench] something already answers on ${baseURL}: set BENCH_PORT to a free port`);
  process.exit(1);
} catch { /* free: nothing answers */ }

const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, PORT: String(port), DATA_DIR: mkdtempSync(join(tmpdir(), 'bzsj-bench-')), LOG_LEVEL: 'warn' },
});
const rows = [];
const only = process.argv.slice(2);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const quota = chromiumUnderCpuQuota(chromiumPath);
// Ctrl-C or a kill must not leave the cgroups (and a quota'd Chromium) behind.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.kill('SIGTERM');
    try {
      quota.cleanup?.();
    } catch (error) {
      console.log(`[bench] CPU quota cleanup: ${error.message}`);
    }
    process.exit(130);
  });
}
let browser;
let lowEndBrowser;
try {
  await waitForHealth(180_000);
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  // Low-end phone (DESIGN.md): CDP 4× on main threads, a per-thread CPU quota calibrated to 4× on every other thread.
  if (quota.executablePath) lowEndBrowser = await chromium.launch({ executablePath: quota.executablePath, args: chromiumArgs });
  else console.log(`[bench] no CPU quota for the low-end runs: ${quota.unavailable}`);
  if (lowEndBrowser) rows.push(...(await calibrateQuota({ root, baseURL, browser, lowEndBrowser, quota })));
  // Main threads: CDP 4×, outside the quota (its throttler spins; cpu-quota.mjs).
  const lowEnd = lowEndBrowser ? { browser: lowEndBrowser, label: quota.label, mainThreadRate: 4 } : null;
  const benchDir = join(root, 'e2e/bench');
  // `npm run bench -- inpaint font` runs only the bench files whose names contain a word given.
  const files = readdirSync(benchDir).filter((f) => f.endsWith('.bench.mjs') && (only.length === 0 || only.some((w) => f.includes(w))));
  for (const file of files.sort()) {
    const bench = await import(join(benchDir, file));
    console.log(`[bench] ${bench.name}…`);
    rows.push(...(await bench.run({ root, baseURL, browser, lowEnd })));
  }
} finally {
  // The server goes first and cleanup never throws: a failed cleanup must not lose the table.
  server.kill('SIGTERM');
  await browser?.close().catch(() => {});
  await lowEndBrowser?.close().catch(() => {});
  try {
    quota.cleanup?.();
  } catch (error) {
    console.log(`[bench] CPU quota cleanup: ${error.message}`);
  }
}

const machine = `${cpus().length}× ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const pad = (text, width) => String(text).padEnd(width);
console.log(`\nmachine: ${machine}\n`);
console.log(`| ${pad('what', 52)} | ${pad('value', 14)} | ${pad('budget', 14)} | ok |`);
console.log(`|${'-'.repeat(54)}|${'-'.repeat(16)}|${'-'.repeat(16)}|----|`);
for (const row of rows) {
  console.log(`| ${pad(row.what, 52)} | ${pad(row.value, 14)} | ${pad(row.budget ?? '—', 14)} | ${row.ok === undefined ? '—' : row.ok ? 'yes' : 'NO'} |`);
}
mkdirSync(join(root, 'bench-results'), { recursive: true });
// A partial run must not replace the full table's JSON.
writeFileSync(join(root, `bench-results/${only.length ? 'partial' : 'latest'}.json`), JSON.stringify({ machine, at: new Date().toISOString(), rows }, null, 2));
