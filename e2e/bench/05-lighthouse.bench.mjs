// Lighthouse 12.2.3 (pinned: 13 needs Node 22), mobile preset with its simulated throttling,
// on the routes a first visitor opens (issue 30). A fresh profile each run, as Lighthouse
// always starts: a first launch, so every route shows the privacy dialog first.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';

export const name = 'lighthouse';

const routes = [
  ['home', '/#/'],
  ['editor', '/#/pages/create/create'],
  ['AI design', '/#/pages/aiDesign/aiDesign'],
  ['templates', '/#/pages/template/template'],
];

async function withChromium(run) {
  const profile = mkdtempSync(join(tmpdir(), 'bzsj-lh-'));
  const port = 9300 + Math.floor(Math.random() * 500);
  const chromium = spawn(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', [
    '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
    '--disable-sync', '--no-first-run', '--disable-quic', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank',
  ], { stdio: 'ignore', detached: true });
  try {
    for (let i = 0; i < 100; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
      } catch { /* not up yet */ }
      await new Promise((r) => setTimeout(r, 100));
    }
    return await run(port);
  } finally {
    const exited = new Promise((resolve) => chromium.once('exit', resolve));
    // The whole process group: Chromium's helper processes may still write into the profile
    // after the browser process is gone (a cleanup that threw here once lost the whole table).
    try {
      process.kill(-chromium.pid, 'SIGKILL');
    } catch {
      chromium.kill('SIGKILL');
    }
    await exited;
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.log(`[bench] lighthouse: profile ${profile} not removed: ${error.message}`);
    }
  }
}

export async function run({ baseURL }) {
  const rows = [];
  for (const [label, path] of routes) {
    const result = await withChromium((port) =>
      lighthouse(`${baseURL}${path}`, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] }),
    );
    const { categories, audits } = result.lhr;
    const score = (id) => Math.round(categories[id].score * 100);
    // What to fix next on the route (issue 30): its largest paint and its longest main-thread tasks.
    const lcpNode = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
    const longest = (audits['long-tasks']?.details?.items ?? [])
      .slice(0, 3)
      .map((task) => `${String(task.url ?? '').replace(/^.*\//, '') || 'browser'} ${Math.round(task.duration)} ms`)
      .join(', ');
    rows.push({
      what: `Lighthouse mobile, ${label} (${path})`,
      value: `performance ${score('performance')}, TBT ${audits['total-blocking-time'].displayValue}, FCP ${audits['first-contentful-paint'].displayValue}, LCP ${audits['largest-contentful-paint'].displayValue}; accessibility ${score('accessibility')}, best practices ${score('best-practices')}; LCP element ${lcpNode?.selector ?? '?'}; longest tasks ${longest || 'none'}`,
      budget: 'performance ≥ 95, TBT ≤ 100 ms; accessibility and best practices 100',
      ok: score('performance') >= 95 && audits['total-blocking-time'].numericValue <= 100 && score('accessibility') === 100 && score('best-practices') === 100,
    });
  }
  return rows;
}
