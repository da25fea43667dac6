/* global document, location */
// Issue 30: the edges of a gesture on a 1000-layer logo in the editor page users open, at
// low-end. For a one-finger drag, a two-finger pinch-zoom, a turn with the rotate handle, the
// tap on 全选 (until the group's box counts 1000) and a drag of all 1000 layers together: main-thread long tasks (> 50 ms) from the
// finger's touch until the editor says the gesture is saved (a pinch changes only the view:
// until the page is quiet), and the longest. Real CDP touch input, as 11-editor-drag; the
// same test logo (text in four CJK fonts, icons, shapes, all shadowed, every fifth blurred).
import { openEditorPage, openWorkFile, phone, savedWorkFile, selectFromLayerList, selectionOnScreen, touchDrag, touchPinch, touchRotate } from './support/editor-page.mjs';
import { startWatch, stopWatch } from './support/main-thread.mjs';
import { lowEndRate } from './support/stats.mjs';

export const name = 'editor page gestures, 1000 layers';

const COUNT = 1000;
/** As 11-editor-drag: the emulated phone reports 4 cores, so the page's raster helpers match a phone's. */
const LOW_END_CORES = 4;

/** Until the editor shows the gesture as saved (pending or saving first, then saved), as 11-editor-drag. */
async function savedAgain(page) {
  const stateIs = (wanted) => page.waitForFunction((w) => (document.querySelector('[data-testid="works-save-state"]')?.getAttribute('data-state') === 'saved') === w, wanted, { timeout: 90_000, polling: 50 });
  await Promise.race([stateIs(false).catch(() => {}), new Promise((resolve) => setTimeout(resolve, 2_000))]);
  await stateIs(true);
}

/** A gesture from before its first touch until it is saved (or, for a view change, 1.5 s after the lift). */
async function watched(page, gesture, settle) {
  await startWatch(page);
  await gesture();
  await settle();
  const watch = await stopWatch(page);
  const worst = watch.blockingFrames.filter((f) => f.duration > 50).sort((a, b) => b.duration - a.duration).slice(0, 2);
  for (const f of worst) console.log(`[bench]   ${f.duration} ms frame: ${f.scripts.join('; ')}`);
  return watch;
}

export async function run({ browser: fullSpeed, baseURL, lowEnd }) {
  const browser = lowEnd?.browser ?? fullSpeed;
  const rate = lowEndRate(lowEnd);
  const label = lowEnd ? 'low-end' : `CDP ${rate}×`;
  const file = await savedWorkFile(fullSpeed, baseURL, COUNT);
  const context = await phone(browser);
  const page = await context.newPage();
  const results = [];
  try {
    const cdp = await context.newCDPSession(page);
    if (rate > 1) await cdp.send('Emulation.setHardwareConcurrencyOverride', { hardwareConcurrency: LOW_END_CORES });
    await openEditorPage(page, baseURL);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await openWorkFile(page, file);
    await selectFromLayerList(page, `L${COUNT / 2}`);
    // The opened work's first save (the whole work, once) is not a gesture's: wait it out.
    await page.waitForFunction(() => location.hash.includes('workId='), null, { timeout: 120_000 });
    await page.waitForFunction(() => document.querySelector('[data-testid="works-save-state"]')?.getAttribute('data-state') === 'saved', null, { timeout: 90_000 });
    await page.waitForTimeout(1_000);
    const quiet = () => page.waitForTimeout(1_500);
    const stage = await page.getByTestId('editor-stage').boundingBox();
    let onLayer = null;
    const gestures = [
      ['one layer: drag (2 s), touch → saved', async () => touchDrag(cdp, await selectionOnScreen(page), { ms: 2_000 }), () => savedAgain(page)],
      ['pinch-zoom out and back (1.5 s), touch → lift + 1.5 s', () => touchPinch(cdp, { x: stage.x + stage.width / 2, y: stage.y + stage.height / 2 }), quiet],
      ['one layer: turn 60° with the rotate handle (1.5 s), touch → saved', () => touchRotate(page, cdp, { degrees: 60 }), () => savedAgain(page)],
      [
        'tap 全选, tap → all 1000 boxed + 1.5 s',
        async () => {
          // Where the turned layer is: still under the finger once all are selected (the group's box is drawn, not 1000 outlines).
          onLayer = await selectionOnScreen(page);
          await page.getByTestId('layer-select-all').tap();
          await page.waitForFunction((n) => Number(document.querySelector('[data-testid="editor-selection-group"]')?.getAttribute('data-count')) >= n, COUNT, { timeout: 90_000 });
        },
        quiet,
      ],
      ['all 1000 layers: drag together (2 s), touch → saved', () => touchDrag(cdp, onLayer, { ms: 2_000 }), () => savedAgain(page)],
    ];
    await page.getByTestId('editor-tab-layers').click();
    for (const [what, gesture, settle] of gestures) {
      console.log(`[bench] ${what}…`);
      const watch = await watched(page, gesture, settle);
      results.push({ what, watch });
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  } finally {
    await context.close();
  }
  return results.map(({ what, watch }, i) => ({
    what: `${i === 0 ? `editor page, ${COUNT} layers (${label}), long tasks (longest): ` : '  '}${what}`,
    value: `${watch.longTasks} (${Math.round(watch.longest)} ms)`,
    budget: '0',
    ok: watch.longTasks === 0,
  }));
}
