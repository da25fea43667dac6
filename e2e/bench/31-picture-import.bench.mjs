/* global window, DataTransfer, OffscreenCanvas */
// A 12 MP photo imported into the editor page (添加 → 图片), as a user picks it, at CDP 4× on
// the main thread: time until its layer is listed, main-thread long tasks while it is decoded,
// resized and stored (image worker + asset store), and then 10 arrow nudges of the picture with
// their autosaves. Controls: a 300 × 150 picture through the same path, and the same nudges on a
// shape before any picture is in the work. (Until session 5 this ran as a browser test that
// only printed these figures; figures belong here, not in a test.)
import { startWatch, stopWatch, phoneContext, throttle } from './support/main-thread.mjs';

export const name = 'editor picture import';

async function makePhotos(page) {
  return page.evaluate(async () => {
    const canvas = new OffscreenCanvas(4000, 3000);
    const context = canvas.getContext('2d');
    const sky = context.createLinearGradient(0, 0, 4000, 3000);
    sky.addColorStop(0, '#3a7bd5');
    sky.addColorStop(1, '#f4d03f');
    context.fillStyle = sky;
    context.fillRect(0, 0, 4000, 3000);
    for (let i = 0; i < 400; i += 1) {
      context.fillStyle = `hsl(${(i * 37) % 360} 70% 50%)`;
      context.beginPath();
      context.arc((i * 997) % 4000, (i * 613) % 3000, 20 + (i % 90), 0, Math.PI * 2);
      context.fill();
    }
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
    window.__photo = new File([blob], 'photo.jpg', { type: 'image/jpeg' });
    const small = new OffscreenCanvas(300, 150);
    small.getContext('2d').drawImage(canvas, 0, 0, 300, 150);
    window.__small = new File([await small.convertToBlob({ type: 'image/jpeg' })], 'small.jpg', { type: 'image/jpeg' });
    return blob.size;
  });
}

/** Layers listed in 图层 (the tab is opened first, as the user would look). */
async function layerCount(page) {
  await page.getByTestId('editor-tab-layers').click();
  await page.getByTestId('layer-row').first().waitFor();
  return Number(await page.getByTestId('layer-list').getAttribute('data-layer-count'));
}

async function nudges(page) {
  await startWatch(page);
  for (let i = 0; i < 10; i += 1) {
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(150);
  }
  // The debounced autosave after the last nudge is part of it.
  await page.waitForTimeout(2_000);
  return stopWatch(page);
}

async function importPicture(page, key) {
  const before = await layerCount(page);
  await page.getByTestId('editor-tab-add').click();
  await startWatch(page);
  const started = Date.now();
  await page.getByTestId('editor-image-input').evaluate((input, name) => {
    const files = new DataTransfer();
    files.items.add(window[name]);
    input.files = files.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }, key);
  // After an import the dock turns to the picture's 样式 tab: look at 图层 again until it is listed.
  const deadline = Date.now() + 60_000;
  while ((await layerCount(page)) <= before) {
    if (Date.now() > deadline) throw new Error('the picture was not listed within 60 s');
    await page.waitForTimeout(50);
  }
  const shownMs = Date.now() - started;
  await page.waitForTimeout(2_000);
  return { shownMs, ...(await stopWatch(page)) };
}

const tasks = (w) => `${w.longTasks} (${Math.round(w.longTaskMs)} ms)`;

export async function run({ baseURL, browser }) {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  try {
    await page.goto(`${baseURL}/#/pages/create/create`);
    await page.getByTestId('editor-stage').waitFor({ timeout: 60_000 });
    const bytes = await makePhotos(page);
    await throttle(context, page, 4);
    await page.getByTestId('editor-add-shape-rectangle').click();
    const control = await nudges(page);
    const small = await importPicture(page, '__small');
    const big = await importPicture(page, '__photo');
    const withPicture = await nudges(page);
    return [
      { what: `12 MP JPEG (${(bytes / 1024 / 1024).toFixed(1)} MB) imported, CDP 4×: layer listed after; main-thread long tasks`, value: `${big.shownMs} ms; ${tasks(big)}` },
      { what: '  control: a 300 × 150 picture, same path', value: `${small.shownMs} ms; ${tasks(small)}` },
      { what: '  10 arrow nudges + autosave: with the picture / shape only (long tasks)', value: `${tasks(withPicture)} / ${tasks(control)}` },
    ];
  } finally {
    await context.close();
  }
}
