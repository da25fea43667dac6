/* global document */
// Memory of the editor page with a 1000-layer logo open (issue 30: all threads together
// ≤ 300 MB). The page a user opens (/#/pages/create/create), the bench's 1000-layer logo chosen
// in 画布 → 打开作品, left to draw every layer sharp, then a layer dragged for 3 s by CDP touch
// and the gesture saved. Read at three points (opened, after the drag, after the gesture's save):
// - the renderer process of the tab (all its threads: page, render, font, zip, raster helpers,
//   canvases, Blink, V8 and Skia caches), from /proc/<pid>/status (VmRSS now, VmHWM the peak since
//   the tab opened), the pid from CDP SystemInfo.getProcessInfo;
// - each CDP target's JS heap (Runtime.getHeapUsage: V8 used, ArrayBuffer backing stores, Blink's
//   heap), the page's own session and every worker through Target.setAutoAttach;
// - the render worker's own count of its rasters and bands (`?perf=1`).
// Run at full speed (memory does not depend on the CPU) with the low-end phone's 4 cores reported,
// so the render worker starts the helpers a phone gets.
import { editorPerf, openEditorPage, openWorkFile, phone, savedWorkFile, selectFromLayerList, selectionCentre, touchDrag } from './support/editor-page.mjs';
import { allocatorDump, footprintPeak, tabProcesses, targetHeaps, watchWorkers } from './support/memory.mjs';
import { mb } from './support/stats.mjs';

export const name = 'editor page memory';

const BUDGET_BYTES = 300 * 2 ** 20;
const LOW_END_CORES = 4;
/** How long the page is left alone after the gesture's save before the settled reading. */
const IDLE_MS = 15_000;

async function waitSharp(page, since) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const opened = (await editorPerf(page))?.render.opened;
    if (opened && opened.at >= since && opened.sharpAt !== null) return opened;
    await page.waitForTimeout(200);
  }
  throw new Error('the work was not drawn sharp within 120 s');
}

async function savedAgain(page) {
  const stateIs = (wanted) => page.waitForFunction((w) => (document.querySelector('[data-testid="works-save-state"]')?.getAttribute('data-state') === 'saved') === w, wanted, { timeout: 60_000, polling: 100 });
  await Promise.race([stateIs(false).catch(() => {}), new Promise((resolve) => setTimeout(resolve, 2_000))]);
  await stateIs(true);
}

/** The tab's renderer, each target's heap and the render worker's pixel memory, at one moment. */
async function snapshot(page, cdp, browserCdp, workers) {
  // Resident memory first: reading heaps allocates in the targets.
  const processes = await tabProcesses(browserCdp);
  const heaps = await targetHeaps(cdp, workers);
  const render = (await editorPerf(page))?.render;
  return { processes, heaps, cache: { bytes: render?.cacheBytes ?? 0, entries: render?.cacheEntries ?? 0, cap: render?.cacheCapBytes ?? 0, bands: render?.bandBytes } };
}

async function measure(browser, baseURL, file, count) {
  const browserCdp = await browser.newBrowserCDPSession();
  const context = await phone(browser);
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setHardwareConcurrencyOverride', { hardwareConcurrency: LOW_END_CORES });
    const workers = await watchWorkers(cdp);
    await openEditorPage(page, baseURL);
    const empty = await snapshot(page, cdp, browserCdp, workers);
    if (!empty.processes.renderer) throw new Error('no renderer process found for the tab');
    const peak = footprintPeak(empty.processes.renderer.pid);
    const chosenAt = Date.now();
    peak.phase('opening until all sharp');
    await openWorkFile(page, file);
    await waitSharp(page, chosenAt);
    const opened = await snapshot(page, cdp, browserCdp, workers);
    peak.phase('layer tapped, first save of the opened work');
    await selectFromLayerList(page, `L${Math.floor(count / 2)}`);
    await page.waitForFunction(() => document.location.hash.includes('workId='), null, { timeout: 60_000 });
    peak.phase('3 s drag');
    await touchDrag(cdp, await selectionCentre(page), { ms: 3_000 });
    const dragged = await snapshot(page, cdp, browserCdp, workers);
    peak.phase('lift until saved');
    await savedAgain(page);
    const saved = await snapshot(page, cdp, browserCdp, workers);
    peak.phase('idle 15 s');
    // A person looking at the work: idle workers end, V8's memory reducer gives back heap.
    await page.waitForTimeout(IDLE_MS);
    const idle = await snapshot(page, cdp, browserCdp, workers);
    const peakFootprint = peak.stop();
    // What of the settled heaps is garbage: the same read after a forced GC in every target
    // (the rows with the budget are without it, as a user meets the page).
    const collected = { heaps: await targetHeaps(cdp, workers, { gc: true }) };
    collected.processes = await tabProcesses(browserCdp);
    const allocators = await allocatorDump(browserCdp, idle.processes.renderer.pid).catch((error) => ({ error: error.message }));
    if (process.env.MEMORY_DUMP) console.log(JSON.stringify(allocators, null, 1));
    workers.close();
    return { empty, opened, dragged, saved, idle, collected, peakFootprint, allocators };
  } finally {
    await context.close();
    await browserCdp.detach().catch(() => {});
  }
}

const heapLine = (heaps) => heaps.map((h) => `${h.target} ${mb(h.held)} (V8 used ${mb(h.used)} of ${mb(h.total)} committed, array buffers ${mb(h.backing)})`).join(', ');

export async function run({ browser, baseURL }) {
  const count = 1000;
  const file = await savedWorkFile(browser, baseURL, count);
  const r = await measure(browser, baseURL, file, count);
  const rows = [];
  const footprint = r.idle.processes.renderer?.footprint ?? NaN;
  rows.push({ what: `editor page memory, ${count} layers: renderer process (page + every worker), private footprint at its peak (open, drag, save; sampled every 100 ms)`, value: mb(r.peakFootprint.max), budget: `≤ ${mb(BUDGET_BYTES)}`, ok: r.peakFootprint.max <= BUDGET_BYTES });
  rows.push({ what: '  peak by phase (s into the phase)', value: r.peakFootprint.phases.filter((p) => p.label !== 'start').map((p) => `${p.label} ${mb(p.max)} (${(p.at / 1000).toFixed(1)} s)`).join('; ') });
  rows.push({ what: `  the same, settled (${IDLE_MS / 1000} s after the gesture's save)`, value: mb(footprint), budget: `≤ ${mb(BUDGET_BYTES)}`, ok: footprint <= BUDGET_BYTES });
  rows.push({ what: '  VmRSS settled / peak (VmHWM, includes the Chromium binary\'s shared code pages)', value: `${mb(r.idle.processes.renderer?.rss ?? NaN)} / ${mb(r.idle.processes.renderer?.peak ?? NaN)}` });
  for (const [label, s] of [['empty editor', r.empty], ['opened, all sharp', r.opened], ['right after a 3 s drag', r.dragged], ['gesture saved', r.saved], [`${IDLE_MS / 1000} s later`, r.idle]]) {
    const p = s.processes.renderer;
    const total = s.heaps.reduce((sum, h) => sum + h.held, 0);
    rows.push({ what: `  ${label}: private footprint (VmRSS: anon / shmem / file)`, value: p ? `${mb(p.footprint)} (${mb(p.rss)}: ${mb(p.anon)} / ${mb(p.shmem)} / ${mb(p.file)})` : 'not found' });
    rows.push({ what: `    JS heaps by CDP target (V8 used + array buffers + Blink), ${s.heaps.length} targets: total`, value: `${mb(total)}: ${heapLine(s.heaps)}` });
    rows.push({ what: '    render worker: raster cache (of its cap), rasters; bands', value: `${mb(s.cache.bytes)} of ${mb(s.cache.cap)}, ${s.cache.entries}; ${s.cache.bands === undefined ? '—' : mb(s.cache.bands)}` });
  }
  const c = r.collected;
  rows.push({ what: `  ${IDLE_MS / 1000} s later, then a forced GC in every target (HeapProfiler.collectGarbage; not the budget's reading): private footprint; JS heaps`, value: `${mb(c.processes.renderer?.footprint ?? NaN)}; ${mb(c.heaps.reduce((sum, h) => sum + h.held, 0))}: ${heapLine(c.heaps)}` });
  const a = r.allocators?.allocators;
  if (a) {
    const top = Object.entries(a).filter(([n]) => !n.includes('/')).sort((x, y) => y[1] - x[1]).slice(0, 10);
    rows.push({ what: `  ${IDLE_MS / 1000} s after the save: Chromium memory-infra dump of the renderer, largest allocators`, value: top.map(([n, b]) => `${n} ${mb(b)}`).join(', ') });
  }
  const gpu = r.idle.processes.gpu;
  if (gpu) rows.push({ what: '  for reference, not the tab: GPU process (software compositing) VmRSS', value: mb(gpu.rss) });
  return rows;
}
