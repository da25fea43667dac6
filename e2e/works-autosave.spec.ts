import { expect, test } from '@playwright/test';

import { openEditor, selectionBox, waitForTextOutline } from './editor-support.ts';
import { addText, editorLayerNames, layerPosition, liveWorks, openWorksTab, storedWorks } from './works-support.ts';
import { timeScale } from './support/timeScale.ts';

// Autosave to IndexedDB (issue 7): what a person does, then what the browser really stored.

test('an edit followed at once by a reload is not lost, and the editor offers the work again', async ({ page }) => {
  await openEditor(page);
  await addText(page, '刷新也不丢');
  // Whether the first save lands before the reload is up to the machine's load. If it did, the
  // address names the work and the reloaded editor simply shows it; if not, the journal kept the
  // edit and the editor offers the work. Both are checked as a person would see them.
  const savedFirst = /workId=/.test(page.url());
  await page.reload();
  await expect.poll(async () => (await liveWorks(page)).map((work) => work.text)).toEqual(['刷新也不丢']);
  if (savedFirst || /workId=/.test(page.url())) {
    await expect.poll(() => editorLayerNames(page)).toContain('文字刷新也不丢');
    await openWorksTab(page);
    await expect(page.getByTestId('works-card')).toHaveCount(1);
    return;
  }
  await expect(page.getByTestId('toast')).toContainText('没有正常关闭');
  await openWorksTab(page);
  await expect(page.getByTestId('works-card')).toHaveCount(1);
  await expect(page.getByTestId('works-restore-banner')).toContainText('没有正常关闭');
  await page.getByTestId('works-restore-open').click();
  await expect.poll(() => editorLayerNames(page)).toContain('文字刷新也不丢');
});

test('the editor says over the canvas when the work is saved, and a tap there still reaches the canvas', async ({ page }) => {
  await openEditor(page);
  const state = page.getByTestId('works-save-state');
  await expect(state).toBeHidden(); // nothing to say about a new, untouched canvas
  await addText(page, '存好了吗');
  await expect(state).toHaveAttribute('data-state', 'saved', { timeout: 15_000 * timeScale });
  await expect(state).toHaveText(/^已自动保存 今天 \d{2}:\d{2}$/);
  // The chip sits over the canvas's top-left corner: a tap on it is a tap on the canvas
  // (the background there), which selects nothing and leaves the text's selection.
  await expect(page.getByTestId('editor-selection')).toHaveCount(1);
  const chip = await state.boundingBox();
  if (!chip) throw new Error('no chip');
  await page.mouse.click(chip.x + chip.width / 2, chip.y + chip.height / 2);
  await expect(page.getByTestId('editor-selection')).toHaveCount(0);
});

test('a saved work reopens after a reload with every edit, from its address', async ({ page }) => {
  await openEditor(page);
  await addText(page, '第一笔');
  await expect(page).toHaveURL(/workId=/);
  await addText(page, '第二笔');
  await page.reload();
  await expect(page.getByTestId('editor-stage')).toBeVisible({ timeout: 15_000 * timeScale });
  await expect.poll(() => editorLayerNames(page)).toEqual(['文字第二笔', '文字第一笔', '背景背景']);
  expect((await liveWorks(page)).map((work) => work.text)).toEqual(['第一笔\n第二笔']);
});

// A drag shows every step at once but reaches the store about once a second (editor/overlay/
// liveMove.ts); leaving the page stores what is pending first, so a reload mid-drag loses nothing.
test('a reload in the middle of a drag keeps the layer where the finger was', async ({ page }) => {
  await openEditor(page);
  await page.getByTestId('editor-tab-add').click();
  await page.getByTestId('editor-add-shape-rectangle').click();
  await expect(page).toHaveURL(/workId=/);
  // The rectangle is the top layer (the first is the background).
  const squareOf = (work: { content: string }) => (JSON.parse(work.content) as { layers: Array<{ id: string }> }).layers.at(-1);
  await expect.poll(async () => (await liveWorks(page)).length).toBe(1);
  const [before] = await liveWorks(page);
  const square = before ? squareOf(before) : undefined;
  if (!before || !square) throw new Error('no stored square');
  const start = layerPosition(before, square.id) ?? { x: 0, y: 0 };
  const scale = Number(await page.getByTestId('editor-stage').getAttribute('data-zoom'));
  const box = await selectionBox(page);
  // Alt: no snapping, so the layer follows the finger exactly.
  await page.keyboard.down('Alt');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 8; i += 1) await page.mouse.move(box.x + box.width / 2 + i * 10, box.y + box.height / 2 + i * 5);
  // No mouse up: the page goes while the finger is still down.
  await page.reload();
  await expect(page.getByTestId('editor-stage')).toBeVisible({ timeout: 15_000 * timeScale });
  const expected = { x: start.x + 80 / scale, y: start.y + 40 / scale };
  await expect
    .poll(async () => {
      const [work] = await liveWorks(page);
      const at = work ? layerPosition(work, square.id) : null;
      return at ? Math.hypot(at.x - expected.x, at.y - expected.y) : Infinity;
    }, { timeout: 15_000 * timeScale })
    .toBeLessThan(1);
});

test('200 random edits with reloads in between: what is stored is always the last edit', async ({ page }) => {
  test.setTimeout(180_000 * timeScale);
  await openEditor(page);
  await addText(page, '移动我');
  await expect(page).toHaveURL(/workId=/);
  // A new text layer is saved first with its placeholder (输入文字); the typed text and its
  // outline follow, and the box is re-fitted about its centre. The start position is read once
  // the stored layer is the outlined 移动我: read earlier, every later position was off by half
  // the width change (358 vs 313; 2 runs in 9 in session 4).
  await waitForTextOutline(page);
  const outlinedText = (content: string) =>
    (JSON.parse(content) as { layers: Array<{ id: string; type: string; text?: string; complete?: boolean }> }).layers.find((l) => l.type === 'text' && l.text === '移动我' && l.complete === true);
  await expect.poll(async () => (await liveWorks(page)).some((stored) => outlinedText(stored.content) !== undefined), { timeout: 15_000 * timeScale }).toBe(true);
  const [work] = await liveWorks(page);
  const layerId = work ? outlinedText(work.content)?.id : undefined;
  if (!work || !layerId) throw new Error('no stored text layer');
  let expected = layerPosition(work, layerId) ?? { x: 0, y: 0 };
  // A fixed seed: a failure can be replayed.
  let seed = 7;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const arrows = [['ArrowLeft', -1, 0], ['ArrowRight', 1, 0], ['ArrowUp', 0, -1], ['ArrowDown', 0, 1]] as const;
  for (let batch = 0; batch < 8; batch += 1) {
    await page.getByTestId('editor-tab-layers').click();
    await page.locator(`[data-layer-id="${layerId}"] [data-testid="layer-select"]`).click();
    for (let i = 0; i < 25; i += 1) {
      const [key, dx, dy] = arrows[Math.floor(random() * 4)] ?? arrows[0];
      const shift = random() < 0.3;
      await page.keyboard.press(shift ? `Shift+${key}` : key);
      expected = { x: expected.x + dx * (shift ? 10 : 1), y: expected.y + dy * (shift ? 10 : 1) };
    }
    // Reload at once, before the autosave delay has passed.
    await page.reload();
    await expect(page.getByTestId('editor-stage')).toBeVisible({ timeout: 15_000 * timeScale });
    await expect.poll(async () => {
      const stored = (await storedWorks(page)).find((w) => w.id === work.id);
      return stored ? layerPosition(stored, layerId) : null;
    }).toEqual(expected);
  }
  expect(await liveWorks(page)).toHaveLength(1);
});

test('preview and back continues the same work, never a duplicate', async ({ page }) => {
  await openEditor(page);
  await addText(page, '预览前');
  await expect(page).toHaveURL(/workId=/);
  await page.getByTestId('editor-preview').click();
  await expect(page.getByTestId('page-create-preview')).toBeVisible();
  await page.getByTestId('preview-edit').click();
  await expect(page.getByTestId('editor-stage')).toBeVisible({ timeout: 15_000 * timeScale });
  await addText(page, '预览后');
  await expect.poll(async () => (await liveWorks(page)).map((work) => work.text)).toEqual(['预览前\n预览后']);
});
