/* global document -- page.evaluate bodies run in the browser. */
// The bench harness page (src/dev/bench-harness.html): the real font and image workers behind
// window.__bench. When the app build does not include it (vite.config.ts lists it as an input,
// see docs/bench.md), it is built here into dist/app, where the running server serves it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const HARNESS_PATH = '/src/dev/bench-harness.html';
const MARKER = '<title>性能测试页</title>';

let building = null;

async function served(baseURL) {
  try {
    const response = await fetch(`${baseURL}${HARNESS_PATH}`);
    return response.ok && (await response.text()).includes(MARKER);
  } catch {
    return false;
  }
}

async function buildHarness(root) {
  const { build } = await import('vite');
  // Only the harness: the app's output beside it stays as it is (no emptying, no public/ copy).
  await build({
    root,
    configFile: false,
    base: '/',
    publicDir: false,
    logLevel: 'error',
    worker: { format: 'es' },
    build: {
      outDir: join(root, 'dist/app'),
      emptyOutDir: false,
      target: 'es2022',
      sourcemap: false,
      rolldownOptions: { input: { benchHarness: join(root, 'src/dev/bench-harness.html') } },
    },
  });
}

/**
 * Makes sure the running server serves the harness. Checked before every bench that needs
 * it: another `vite build` of the app (a test run beside the bench) empties dist/app.
 */
export async function ensureHarness(root, baseURL) {
  if (await served(baseURL)) return;
  if (!existsSync(join(root, 'dist/app/index.html'))) throw new Error('dist/app is not built');
  building ??= (async () => {
    console.log('[bench] building the bench harness (src/dev/bench-harness.html)…');
    await buildHarness(root);
  })().finally(() => {
    building = null;
  });
  await building;
  if (!(await served(baseURL))) throw new Error(`the server does not serve ${HARNESS_PATH} after building it`);
}

/** A fresh context and page on the harness; `throttle` > 1 slows the main thread through CDP. */
export async function openHarness(browser, baseURL, { throttle = 1 } = {}) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`${baseURL}${HARNESS_PATH}`);
  await page.waitForFunction(() => document.documentElement.dataset.benchReady === 'true');
  const cdp = await context.newCDPSession(page);
  if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  return { context, page, cdp };
}
