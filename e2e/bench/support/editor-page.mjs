/* global window, document -- page.evaluate bodies run in the browser. */
// The editor page as a user opens it (/#/pages/create/create, every listener live), driven
// through real input: a work file chosen in 画布 → 打开作品, a layer tapped in the layer list,
// a finger dragged over the canvas with CDP touch events. Used by 11-editor-drag.bench.mjs.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { agreeToPrivacy } from './consent.mjs';

const CJK_FONTS = ['noto-serif-sc', 'noto-sans-sc', 'lxgw-wenkai', 'zcool-kuaile'];
const WORDS = ['标志设计', '山水茶舍', '云端科技', '匠心', '品牌', '福', '设计工作室', '星河'];
const ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M12 2l3 7h7l-6 4 2 7-6-4-6 4 2-7-6-4h7z"/><circle cx="12" cy="12" r="3" fill="#fff"/></svg>';

/**
 * A deterministic logo of `count` layers over a background: a third text in four CJK fonts
 * (no outlines yet: the app lays them out), a third icons, a third shapes; every layer has a
 * shadow and every fifth is blurred (the test logo).
 */
export function bigLogo(count) {
  let seed = 11;
  const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const layers = [{ type: 'rect', id: 'bg', width: 1000, height: 1000, fill: '#f7f4ee' }];
  for (let i = 0; i < count; i += 1) {
    const fill = `#${Math.floor(rand() * 0xffffff).toString(16).padStart(6, '0')}`;
    const base = {
      id: `L${i}`,
      x: Math.round(rand() * 880),
      y: Math.round(rand() * 880),
      rotate: Math.floor(rand() * 60) - 30,
      shadowColor: '#000000',
      shadowOpacity: 0.4,
      shadowBlur: 6 + Math.floor(rand() * 8),
      shadowX: 3,
      shadowY: 5,
      blur: i % 5 === 0 ? 2 : 0,
    };
    if (i % 3 === 0) {
      const text = WORDS[i % WORDS.length];
      layers.push({ type: 'text', ...base, text, fontName: CJK_FONTS[i % CJK_FONTS.length], fontSize: 40, width: 40 * text.length, height: 48, fill });
    } else if (i % 3 === 1) {
      layers.push({ type: 'icon', ...base, width: 64, height: 64, data: ICON, fill });
    } else {
      layers.push({ type: 'square', ...base, width: 40 + Math.round(rand() * 60), height: 40 + Math.round(rand() * 60), shapeType: ['rectangle', 'circle', 'triangle'][i % 3], fill, stroke: '#333333', lineWidth: 2, rx: 6, ry: 6 });
    }
  }
  return { schemaVersion: 3, size: { width: 1000, height: 1000 }, layers };
}

/** A phone of a returning visitor (the privacy dialog already answered, issue 15). */
export async function phone(browser) {
  return agreeToPrivacy(await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true }));
}

export async function openEditorPage(page, baseURL) {
  await page.goto(`${baseURL}/#/pages/create/create?perf=1`);
  await page.getByTestId('editor-stage').waitFor({ timeout: 60_000 });
}

/** 画布 → 打开作品 with a file: resolves when the editor says the work is open. */
export async function openWorkFile(page, path) {
  await page.getByTestId('editor-tab-canvas').click();
  await page.getByTestId('work-open-input').setInputFiles(path);
}

/** A work file with every text outlined, saved by the app itself (画布 → 保存为文件). */
export async function savedWorkFile(browser, baseURL, count) {
  const dir = mkdtempSync(join(tmpdir(), 'bzsj-bench-work-'));
  const raw = join(dir, `raw-${count}.json`);
  writeFileSync(raw, JSON.stringify(bigLogo(count)));
  const context = await phone(browser);
  const page = await context.newPage();
  try {
    await openEditorPage(page, baseURL);
    await openWorkFile(page, raw);
    // The file is read in the zip worker: the work is open once its layers are listed.
    await page.getByTestId('editor-tab-layers').click();
    await page.waitForFunction((n) => Number(document.querySelector('[data-testid="layer-list"]')?.getAttribute('data-layer-count')) > n, count, { timeout: 120_000 });
    await page.getByTestId('editor-tab-canvas').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="text-outline-pending"]').length === 0, null, { timeout: 180_000 });
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByTestId('work-save').click();
    const file = await download;
    const saved = join(dir, `logo-${count}.json`);
    await file.saveAs(saved);
    return saved;
  } finally {
    await context.close();
  }
}

/**
 * Taps a layer's row in 图层, as a user selects it: the list is scrolled a screen at a time
 * until the row is mounted (only rows near the view are), then the row is tapped.
 */
export async function selectFromLayerList(page, id) {
  await page.getByTestId('editor-tab-layers').click();
  const row = page.locator(`[data-testid="layer-row"][data-layer-id="${id}"] [data-testid="layer-select"]`);
  const scroller = page.getByTestId('layer-list-scroll');
  // The work may still be opening: at the end of a list without the row, wait and look again.
  const deadline = Date.now() + 60_000;
  while ((await row.count()) === 0) {
    const moved = await scroller.evaluate((el) => {
      const before = el.scrollTop;
      el.scrollTop += el.clientHeight;
      return el.scrollTop !== before;
    });
    if (!moved && Date.now() > deadline) throw new Error(`layer ${id} is not in the list`);
    await page.waitForTimeout(moved ? 50 : 250);
  }
  await row.scrollIntoViewIfNeeded();
  await row.tap();
  await page.getByTestId('editor-selection').first().waitFor();
}

/** The selected layer's outline in page coordinates (the overlay's polygon moved by the stage's place). */
async function selectionPoints(page) {
  const points = await page.getByTestId('editor-selection').first().getAttribute('points');
  const stage = await page.getByTestId('editor-stage').boundingBox();
  return { stage, xy: points.split(' ').map((pair) => pair.split(',').map(Number)).map(([x, y]) => [stage.x + x, stage.y + y]) };
}

/** The middle of the selected layer (its outline's corners averaged), in page coordinates. */
export async function selectionCentre(page) {
  const { xy } = await selectionPoints(page);
  return { x: xy.reduce((s, [x]) => s + x, 0) / xy.length, y: xy.reduce((s, [, y]) => s + y, 0) / xy.length };
}

/**
 * A point on the selected layer that is on screen: the middle of the part of its box inside
 * the viewport (a drag can leave a layer's centre past the screen's edge, where no touch lands).
 */
export async function selectionOnScreen(page) {
  const { stage, xy } = await selectionPoints(page);
  const viewport = page.viewportSize();
  const xs = xy.map(([x]) => x);
  const ys = xy.map(([, y]) => y);
  const left = Math.max(Math.min(...xs), stage.x, 0);
  const right = Math.min(Math.max(...xs), stage.x + stage.width, viewport.width);
  const top = Math.max(Math.min(...ys), stage.y, 0);
  const bottom = Math.min(Math.max(...ys), stage.y + stage.height, viewport.height);
  return { x: (left + right) / 2, y: (top + bottom) / 2 };
}

/**
 * One finger down on (x, y), moved `hz` times a second (60; 120 for a 120 Hz phone's
 * digitiser) for `ms`, then lifted, through CDP Input.dispatchTouchEvent (the browser's own
 * touch pipeline: pointer events, listeners, hit testing). Each move is sent on its own
 * schedule (16.7 ms at 60 Hz), whatever the page does. `overlap`: the next move is sent without
 * waiting for the browser's answer to the last (CDP answers a touch once the page has handled it:
 * on a busy machine that round trip alone held 120 Hz input to ~40 moves a second).
 */
export async function touchDrag(cdp, from, { ms = 3000, dx = 0.8, dy = 0.5, hz = 60, overlap = false } = {}) {
  const point = (x, y) => [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from.x, from.y) });
  const steps = Math.round(ms / (1000 / hz));
  const start = Date.now();
  let x = from.x;
  let y = from.y;
  const answers = [];
  for (let i = 1; i <= steps; i += 1) {
    const due = start + (i * 1000) / hz;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    // Back and forth, so the layer stays on the canvas (the same path and speed at any rate: dx, dy per 60th of a second).
    const dir = Math.floor(i / hz) % 2 === 0 ? 1 : -1;
    x += (dir * dx * 60) / hz;
    y += (dir * dy * 60) / hz;
    const answer = cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x, y) });
    if (overlap) answers.push(answer);
    else await answer;
  }
  await Promise.all(answers);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  return steps;
}

/**
 * Fingers moved along paths at 60 Hz for `ms`, then lifted: `at(t)` gives every finger's
 * point at t in [0, 1] (one array entry per finger, the same count throughout). Sent with CDP
 * Input.dispatchTouchEvent on its own 16.7 ms schedule, like touchDrag.
 */
export async function touchPath(cdp, at, { ms = 1500 } = {}) {
  const points = (t) => at(t).map(({ x, y }, id) => ({ x, y, id: id + 1, radiusX: 4, radiusY: 4, force: 1 }));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(0) });
  const steps = Math.round(ms / (1000 / 60));
  const start = Date.now();
  for (let i = 1; i <= steps; i += 1) {
    const wait = start + (i * 1000) / 60 - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points(i / steps) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  return steps;
}

/** Two fingers about `centre`, spread from `from` to `to` px apart (a pinch-zoom out and back when to < from). */
export function touchPinch(cdp, centre, { from = 80, to = 240, ms = 1500 } = {}) {
  return touchPath(cdp, (t) => {
    // Out and back, so the view ends near where it started.
    const half = (from + (to - from) * Math.sin(Math.PI * t)) / 2;
    return [{ x: centre.x - half, y: centre.y }, { x: centre.x + half, y: centre.y }];
  }, { ms });
}

/** One finger on the selection's rotate handle, carried `degrees` round the selection's centre. */
export async function touchRotate(page, cdp, { degrees = 90, ms = 1500 } = {}) {
  const handle = await page.getByTestId('editor-handle-rotate').boundingBox();
  const centre = await selectionCentre(page);
  const grip = { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 };
  const radius = Math.hypot(grip.x - centre.x, grip.y - centre.y);
  const start = Math.atan2(grip.y - centre.y, grip.x - centre.x);
  return touchPath(cdp, (t) => {
    const angle = start + (degrees * Math.PI / 180) * t;
    return [{ x: centre.x + radius * Math.cos(angle), y: centre.y + radius * Math.sin(angle) }];
  }, { ms });
}

/** The editor's own perf figures (`?perf=1`, window.__editorPerf), read in the page. */
export function editorPerf(page) {
  return page.evaluate(() => window.__editorPerf?.());
}
