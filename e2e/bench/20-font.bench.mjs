/* global window */
// The font worker (workers/font) through the bench harness: the first outline of four CJK
// characters in a font not loaded yet — time from the layoutText call to its answer, and the
// bytes the worker downloaded for it (its own counter: font list, manifest, slices) — on this
// machine and at the low-end emulation; the same texts again once loaded (control: layout
// alone). Then the worker's heap with 10 fonts loaded, read over CDP after a full GC.
import { ensureHarness, openHarness } from './support/harness.mjs';
import { kb, lowEndLabel, lowEndRate, mb, median, ms } from './support/stats.mjs';
import { retainedHeap, workerByName } from './support/worker-cdp.mjs';

export const name = 'font worker';

const FONTS = ['noto-serif-sc', 'noto-sans-sc', 'zcool-kuaile', 'zcool-xiaowei', 'zcool-qingke-huangyou', 'ma-shan-zheng', 'long-cang', 'zhi-mang-xing', 'liu-jian-mao-cao', 'lxgw-wenkai'];
const TEXTS = ['山水茶舍', '星光咖啡', '云端科技', '匠心设计', '福满人家', '青禾农场', '鲜果工坊', '墨韵书院', '海风民宿', '金桥律所'];
// Common characters for the heap figure: a long text in each font loads many slices.
const COMMON = [...new Set('的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形相全表间样与关各重新线内数正心反你明看原又么利比或但气第向道命此变条只没结解问意建月公无系军很情者最立代想已通并提直题党程展五果料象员革位入常文总次品式活设及管特件长求老头基资边流路级少图山统接知较将组见计别她手角期根论运农指几九区强放决西被干做必战先回则任取据处府研'.replace(/\s/g, ''))].slice(0, 200).join('');

async function measureFirst(page, text, fontName) {
  const request = { text, fontName, fontSize: 90 };
  const before = await page.evaluate(() => window.__bench.fontStats());
  const first = await page.evaluate((r) => window.__bench.layoutText(r), request);
  const after = await page.evaluate(() => window.__bench.fontStats());
  const again = await page.evaluate((r) => window.__bench.layoutText(r), request);
  return { ms: first.ms, againMs: again.ms, bytes: after.bytesOnWire - before.bytesOnWire, decoded: after.bytesFetched - before.bytesFetched, fetches: after.fetches - before.fetches, paths: first.paths, fontId: first.fontId, longTasks: first.main.longTasks };
}

// Fresh workers, each in its own state. The control: a worker's very first text, in the
// default font, with nothing compiled yet. Then the worker as the editor has it
// (src/editor/workers/fontWarm.ts: list loaded, default font warmed when the page opened),
// with the font picker shown (FontPicker: every manifest prefetched, no slices), and each of
// the other nine CJK fonts drawn for the first time: the user taps a font in the picker.
// Last, the same without the picker's prefetch (a font set from elsewhere).
async function firstPaths(browser, baseURL, throttle) {
  const { context, page, cdp } = await openHarness(browser, baseURL, { throttle });
  const startMs = await page.evaluate(() => window.__bench.startFonts());
  const catalogueStart = Date.now();
  await page.evaluate(() => window.__bench.fontCatalogue());
  const catalogueMs = Date.now() - catalogueStart;
  const cold = await measureFirst(page, TEXTS[0], FONTS[0]);

  const editorWorker = async (prefetch) => {
    await page.evaluate(() => window.__bench.startFonts());
    const warmStart = Date.now();
    const warmedFont = await page.evaluate(() => window.__bench.warmFonts());
    const warmMs = Date.now() - warmStart;
    const before = await page.evaluate(() => window.__bench.fontStats());
    const prefetchStart = Date.now();
    const manifests = prefetch ? await page.evaluate(() => window.__bench.prefetchManifests()) : 0;
    const prefetchMs = Date.now() - prefetchStart;
    const after = await page.evaluate(() => window.__bench.fontStats());
    const samples = [];
    for (let i = 0; i < FONTS.length; i += 1) {
      if (FONTS[i] === warmedFont) continue;
      samples.push({ ...(await measureFirst(page, TEXTS[i], FONTS[i])), asked: FONTS[i] });
    }
    return { warmMs, warmedFont, manifests, prefetchMs, prefetchBytes: after.bytesOnWire - before.bytesOnWire, samples };
  };
  const plain = await editorWorker(false);
  const picked = await editorWorker(true);
  return { context, page, cdp, startMs, catalogueMs, cold, plain, ...picked };
}

function pathRows(label, run) {
  const times = run.samples.map((s) => s.ms);
  const bytes = run.samples.map((s) => s.bytes);
  const slowest = run.samples.reduce((a, b) => (b.ms > a.ms ? b : a)).fontId;
  const heaviest = run.samples.reduce((a, b) => (b.bytes > a.bytes ? b : a)).fontId;
  const wrong = run.samples.filter((s) => s.paths !== 4 || s.fontId !== s.asked);
  return [
    { what: `font: editor open, default font warmed (${label}): list loaded → ${run.warmedFont} ready`, value: ms(run.warmMs) },
    { what: `font: picker shown, ${run.manifests} manifests prefetched (${label}): time; on the wire`, value: `${ms(run.prefetchMs)}; ${kb(run.prefetchBytes)}` },
    { what: `font: 1st path, 4 CJK chars, font tapped in the picker (${label}), median / max of ${run.samples.length}`, value: `${ms(median(times))} / ${ms(Math.max(...times))} (${slowest})`, budget: '≤ 300 ms', ok: Math.max(...times) <= 300 && wrong.length === 0 },
    { what: '  bytes fetched for it (on the wire), median / max', value: `${kb(median(bytes))} / ${kb(Math.max(...bytes))} (${heaviest})`, budget: '≤ 300 KB', ok: Math.max(...bytes) <= 300 * 1024 },
    { what: '  the same decoded (manifests uncompressed), max; files', value: `${kb(Math.max(...run.samples.map((s) => s.decoded)))}; ${run.samples.map((s) => s.fetches).join(', ')}` },
    { what: "  without the picker's prefetch (manifest fetched first), median / max; bytes max", value: `${ms(median(run.plain.samples.map((s) => s.ms)))} / ${ms(Math.max(...run.plain.samples.map((s) => s.ms)))}; ${kb(Math.max(...run.plain.samples.map((s) => s.bytes)))}` },
    { what: "  control: a fresh worker's very first text, no warm-up (code cold)", value: `${ms(run.cold.ms)}, ${kb(run.cold.bytes)}` },
    { what: '  control: same texts again, fonts loaded, median', value: ms(median(run.samples.map((s) => s.againMs))) },
    ...(wrong.length > 0 ? [{ what: '  WARNING: answers without 4 outlines in the asked font', value: wrong.map((s) => s.fontId).join(', ') }] : []),
  ];
}

export async function run({ root, baseURL, browser, lowEnd }) {
  await ensureHarness(root, baseURL);
  const rows = [];

  const normal = await firstPaths(browser, baseURL, 1);
  rows.push(...pathRows('this machine', normal));
  rows.push({ what: 'font: fresh worker answers / font list loaded (this machine)', value: `${ms(normal.startMs)} / ${ms(normal.catalogueMs)}` });

  // Heap: the 10 fonts with four characters each, then with 200 characters each (many slices).
  const send = await workerByName(normal.cdp, 'font');
  const small = await retainedHeap(send);
  const smallStats = await normal.page.evaluate(() => window.__bench.fontStats());
  for (const fontName of FONTS) await normal.page.evaluate((r) => window.__bench.layoutText(r), { text: COMMON, fontName, fontSize: 90 });
  const large = await retainedHeap(send);
  const largeStats = await normal.page.evaluate(() => window.__bench.fontStats());
  const heapText = (h) => `${mb(h.total)} (JS ${mb(h.v8Used)}, buffers ${mb(h.backing)})`;
  rows.push({ what: `font worker heap after GC: ${smallStats.loadedFonts.length} fonts × 4 chars (${smallStats.slicesLoaded} slices)`, value: heapText(small), budget: '≤ 300 MB', ok: small.total <= 300 * 2 ** 20 });
  rows.push({ what: `font worker heap after GC: ${largeStats.loadedFonts.length} fonts × ${COMMON.length} chars (${largeStats.slicesLoaded} slices)`, value: heapText(large), budget: '≤ 300 MB', ok: large.total <= 300 * 2 ** 20 });
  rows.push({ what: '  V8 heap committed then (garbage included)', value: mb(large.v8Total) });
  await normal.context.close();

  if (lowEnd) {
    const slow = await firstPaths(lowEnd.browser, baseURL, lowEndRate(lowEnd));
    rows.push(...pathRows(lowEndLabel(lowEnd), slow));
    const fresh = slow.startMs + slow.catalogueMs + slow.cold.ms;
    rows.push({ what: `font: 1st path in a fresh worker (start + list + font), ${lowEndLabel(lowEnd)}`, value: ms(fresh) });
    rows.push({ what: '  main-thread long tasks during those 10 layouts', value: String(slow.samples.reduce((sum, s) => sum + s.longTasks, 0)) });
    await slow.context.close();
  } else {
    rows.push({ what: 'font: low-end figures skipped', value: 'no CPU quota (not root?)' });
  }
  return rows;
}
