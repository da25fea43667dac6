/* global window, document, HTMLAnchorElement */
// Two-sided card → print-ready PDF (docs/print-pdf.md), budget ≤ 2 s and ≤ 600 KB for a template
// card, 0 main-thread long tasks.
// - In the page (budgeted): a card made as a user makes it (every field, the first template,
//   the vCard back) on cardDesign, then on cardPreview a tap on 导出印刷 PDF: from the tap to
//   the file handed to the browser's download (the `a[download]` click), through the export
//   ticket (real HTTP), the print worker and the PDF writer; then the same tap again.
// - Through the render harness (a control, no budget): `makePrintPdf`, what the button calls,
//   on template C0100 with every field filled in, the back the template's background, icon and
//   company name, their text laid out first as the card page has it; a third export with a new
//   name measures the path where the font worker lays text out too.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { phoneContext, startWatch, stopWatch, throttle } from './support/main-thread.mjs';
import { kb, ms } from './support/stats.mjs';

export const name = 'card print PDF';

const PAGE_FIELDS = { name: '王小明', position: '市场总监', company: '星光文化传媒有限公司', phone: '138 0013 8000', email: 'xiaoming@example.com', address: '上海市徐汇区漕溪北路 88 号', website: 'www.xingguang.example.com', wechat: 'wang_xiaoming' };
const SPEC = { trimMm: { width: 90, height: 54 }, bleedMm: 3, cropMarks: true, title: '名片' };
const FIELDS = { name: '王小明', position: '市场总监', company: '星光文化传媒有限公司', phone: '电话：138 0013 8000', address: '地址：上海市徐汇区漕溪北路 88 号' };

function card(root, name) {
  const template = JSON.parse(readFileSync(join(root, 'public/catalogue/cards/C0100.json'), 'utf8'));
  const fields = { ...FIELDS, name };
  const front = { ...template, layers: template.layers.map((l) => (fields[l.id] ? { ...l, text: fields[l.id], complete: false } : l)) };
  const pick = (id) => template.layers.find((l) => l.id === id);
  const back = {
    ...template,
    layers: [
      { ...pick('bg'), fill: '#351330' },
      { ...pick('icon'), x: 410, y: 110, fill: '#ffffff' },
      { ...pick('company'), text: fields.company, x: 330, y: 380, width: 340, fill: '#ffffff', complete: false },
    ],
  };
  return [front, back];
}

/** The card page: one card made, then 导出印刷 PDF tapped twice on cardPreview (the first starts the print worker). */
async function pageRound(browser, baseURL, rate) {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  try {
    await page.goto(`${baseURL}/#/pages/cardDesign/cardDesign`);
    for (const [key, value] of Object.entries(PAGE_FIELDS)) await page.getByTestId(`card-field-${key}`).fill(value);
    await page.getByTestId('card-apply').click();
    await page.getByTestId('card-template').first().click();
    await page.waitForURL(/workId=/, { timeout: 60_000 });
    await page.getByTestId('card-tab-setup').click();
    await page.getByTestId('card-preview').click();
    // The mock-ups drawn first: the export is measured on its own.
    await page.getByTestId('card-mockup-hand-back').waitFor({ timeout: 60_000 });
    await throttle(context, page, rate);
    await page.evaluate(() => {
      window.__pdf = { down: 0, saved: [] };
      document.addEventListener('pointerdown', (e) => (window.__pdf.down = e.timeStamp), true);
      document.addEventListener('click', (e) => {
        if (e.target instanceof HTMLAnchorElement && e.target.download) window.__pdf.saved.push(performance.now() - window.__pdf.down);
      }, true);
    });
    await startWatch(page);
    const exportOnce = async (n) => {
      const pending = page.waitForEvent('download', { timeout: 60_000 });
      await page.getByTestId('card-export-pdf').tap();
      const stream = await (await pending).createReadStream();
      let bytes = 0;
      for await (const chunk of stream) bytes += chunk.length;
      await page.waitForFunction((count) => window.__pdf.saved.length >= count, n, { polling: 50 });
      // The button is back (the page's busy state cleared) before the next tap.
      await page.waitForFunction(() => document.querySelector('[data-testid="card-export-pdf"]')?.disabled === false, null, { polling: 50 });
      return { ms: await page.evaluate((i) => window.__pdf.saved[i], n - 1), bytes };
    };
    const cold = await exportOnce(1);
    const warm = await exportOnce(2);
    const main = await stopWatch(page);
    if (main.longTasks > 0) console.error(`[card-pdf page] rate ${rate}: ${main.longTasks} long task(s): ${JSON.stringify(main.blockingFrames)}`);
    return { cold, warm, longTasks: main.longTasks };
  } finally {
    await context.close();
  }
}

async function round(browser, root, baseURL, rate) {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  try {
    await page.goto(`${baseURL}/render-harness.html`);
    await page.waitForFunction(() => document.documentElement.dataset.harnessReady === 'true');
    await throttle(context, page, rate);
    const exportOnce = (pages) =>
      page.evaluate(async ({ pages, spec }) => {
        const start = performance.now();
        const base64 = await window.__harness.printPdf(pages, spec);
        return { ms: performance.now() - start, bytes: Math.floor((base64.length * 3) / 4) };
      }, { pages, spec: SPEC });
    // The card page holds its sides with their text laid out (the editor did it): so does the bench
    // before it measures; `first` is the page's first export (the print worker starts), `again` a repeat.
    const pages = await page.evaluate((p) => window.__harness.outlinePages(p), card(root, '王小明'));
    await startWatch(page);
    const cold = await exportOnce(pages);
    const warm = await exportOnce(pages);
    const main = await stopWatch(page);
    if (main.longTasks > 0) console.error(`[card-pdf] rate ${rate}: ${main.longTasks} long task(s): ${JSON.stringify(main.blockingFrames)}`);
    // Text the font worker still has to lay out (a template's fields just typed): the whole path.
    const fresh = await exportOnce(card(root, '李华'));
    return { cold, warm, fresh, longTasks: main.longTasks };
  } finally {
    await context.close();
  }
}

export async function run({ root, baseURL, browser, lowEnd }) {
  const rows = [];
  const runs = [{ label: 'this machine', browser, rate: 1, budgeted: !lowEnd }];
  if (lowEnd) runs.push({ label: `low-end: ${lowEnd.label}`, browser: lowEnd.browser, rate: lowEnd.mainThreadRate, budgeted: true });
  for (const { label, browser: b, rate, budgeted } of runs) {
    const budget = (ok, text) => (budgeted ? { budget: text, ok } : {});
    const p = [];
    for (let i = 0; i < 2; i += 1) p.push(await pageRound(b, baseURL, rate));
    rows.push({ what: `Card PDF in cardPreview, tap 导出印刷 PDF → file: first / again (${label}), per run`, value: p.map((x) => `${ms(x.cold.ms)} / ${ms(x.warm.ms)}`).join('; '), ...budget(p.every((x) => x.cold.ms <= 2000 && x.warm.ms <= 2000), '≤ 2 s') });
    rows.push({ what: '  file size (every field, vCard back)', value: kb(p[0].cold.bytes), ...budget(p.every((x) => x.cold.bytes <= 600 * 1024), '≤ 600 KB') });
    rows.push({ what: '  main-thread long tasks during both taps, per run', value: p.map((x) => x.longTasks).join(', '), ...budget(p.every((x) => x.longTasks === 0), '0') });
    // The control: the same writer from the render harness (no page, no ticket).
    const r = [];
    for (let i = 0; i < 2; i += 1) r.push(await round(b, root, baseURL, rate));
    rows.push({ what: `  control, render harness: two sides laid out, first / again (${label}), per run`, value: r.map((x) => `${ms(x.cold.ms)} / ${ms(x.warm.ms)}`).join('; ') });
    rows.push({ what: '  control: with new text to lay out first (font worker + print worker), per run', value: r.map((x) => ms(x.fresh.ms)).join('; ') });
    rows.push({ what: '  control: file size', value: kb(r[0].cold.bytes) });
    rows.push({ what: '  control: main-thread long tasks during first + again, per run', value: r.map((x) => x.longTasks).join(', ') });
  }
  return rows;
}
