import { expect, test, type Page } from '@playwright/test';
import { listedLayerIds, openEditor, selectionBox } from './editor-support.ts';

/** Drags a layer row by its grip by `rows` rows (negative: up), in small steps like a finger. */
async function dragRow(page: Page, id: string, rows: number) {
  const row = page.locator(`[data-testid="layer-row"][data-layer-id="${id}"]`);
  const grip = row.getByTestId('layer-drag');
  await grip.scrollIntoViewIfNeeded();
  const box = await grip.boundingBox();
  const rowBox = await row.boundingBox();
  if (!box || !rowBox) throw new Error('no grip');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + rows * rowBox.height, { steps: 12 });
  await page.mouse.up();
}

/** The group box of a multi-selection, on screen. */
async function groupBox(page: Page) {
  const box = await page.getByTestId('editor-selection-group').boundingBox();
  if (!box) throw new Error('no group box');
  return box;
}

test('dragging a layer row across several rows reorders in one undo step; ↑/↓ still work', async ({ page }) => {
  await openEditor(page);
  for (const shape of ['rectangle', 'circle', 'triangle', 'line']) {
    await page.getByTestId('editor-tab-add').click();
    await page.getByTestId(`editor-add-shape-${shape}`).click();
  }
  const start = await listedLayerIds(page);
  expect(start).toHaveLength(5);
  const [line, triangle, circle, rectangle, background] = start as [string, string, string, string, string];
  // The rectangle (lowest shape) goes to the top: three rows up.
  await dragRow(page, rectangle, -3);
  expect(await listedLayerIds(page)).toEqual([rectangle, line, triangle, circle, background]);
  // One undo puts the whole drag back.
  await page.getByTestId('editor-undo').click();
  expect(await listedLayerIds(page)).toEqual(start);
  // Dragging never takes a layer under the background.
  await dragRow(page, line, 10);
  expect(await listedLayerIds(page)).toEqual([triangle, circle, rectangle, line, background]);
  // The buttons remain for keyboards and screen readers.
  await page.locator(`[data-testid="layer-row"][data-layer-id="${line}"]`).getByTestId('layer-up').click();
  expect(await listedLayerIds(page)).toEqual([triangle, circle, line, rectangle, background]);
});

test('Ctrl+D duplicates; a multi-selection scales by a corner and turns by its handle, one undo step each', async ({ page }) => {
  await openEditor(page);
  await page.getByTestId('editor-add-shape-rectangle').click();
  const original = await selectionBox(page);
  const originalId = await page.getByTestId('editor-selection').getAttribute('data-layer-id');
  await page.keyboard.press('Control+d');
  // The copy sits 20 px (document) lower right and is the selection; add the original with 多选.
  await expect(page.getByTestId('editor-selection')).not.toHaveAttribute('data-layer-id', originalId ?? '');
  const copyId = await page.getByTestId('editor-selection').getAttribute('data-layer-id');
  const copy = await selectionBox(page);
  expect(copy.x).toBeGreaterThan(original.x + 2);
  expect(copy.y).toBeGreaterThan(original.y + 2);
  await page.getByTestId('editor-multi').click();
  // A strip of the original's top edge the copy does not cover, away from the copy's handles.
  await page.mouse.click(original.x + original.width / 4, original.y + 2);
  await expect(page.getByTestId('editor-selection')).toHaveCount(2);
  await expect(page.getByTestId('editor-handle-se')).toHaveCount(1);
  await expect(page.getByTestId('editor-handle-e')).toHaveCount(0);
  const before = await groupBox(page);

  // South-east corner outwards: both grow about the group's centre.
  const se = await page.getByTestId('editor-handle-se').boundingBox();
  if (!se) throw new Error('no handle');
  await page.mouse.move(se.x + se.width / 2, se.y + se.height / 2);
  await page.mouse.down();
  await page.mouse.move(se.x + se.width / 2 + 40, se.y + se.height / 2 + 40, { steps: 10 });
  await page.mouse.up();
  const grown = await groupBox(page);
  expect(grown.width).toBeGreaterThan(before.width * 1.2);
  const centre = (b: { x: number; y: number; width: number; height: number }) => [b.x + b.width / 2, b.y + b.height / 2];
  expect(centre(grown)[0]).toBeCloseTo(centre(before)[0] ?? 0, -1);
  expect(centre(grown)[1]).toBeCloseTo(centre(before)[1] ?? 0, -1);
  await page.getByTestId('editor-undo').click();
  const undone = await groupBox(page);
  expect(undone.width).toBeCloseTo(before.width, 0);

  // The rotate handle: a quarter turn to the right of the centre turns the pair.
  const rotate = await page.getByTestId('editor-handle-rotate').boundingBox();
  if (!rotate) throw new Error('no rotate handle');
  const [cx, cy] = centre(before) as [number, number];
  await page.mouse.move(rotate.x + rotate.width / 2, rotate.y + rotate.height / 2);
  await page.mouse.down();
  const radius = cy - (rotate.y + rotate.height / 2);
  for (let i = 1; i <= 10; i += 1) {
    const a = (i / 10) * (Math.PI / 2);
    await page.mouse.move(cx + Math.sin(a) * radius, cy - Math.cos(a) * radius);
  }
  await page.mouse.up();
  // Turned 90°: the pair's offset (copy lower right of the original) is now lower left.
  const outlines = await page.getByTestId('editor-selection').evaluateAll((polys) =>
    polys.map((p) => {
      const xy = (p.getAttribute('points') ?? '').split(' ').map((pair) => pair.split(',').map(Number));
      return { id: p.getAttribute('data-layer-id'), x: xy.reduce((s, [x]) => s + (x ?? 0), 0) / xy.length, y: xy.reduce((s, [, y]) => s + (y ?? 0), 0) / xy.length };
    }),
  );
  const turnedCopy = outlines.find((o) => o.id === copyId);
  const turnedOriginal = outlines.find((o) => o.id === originalId);
  expect(turnedCopy && turnedOriginal && turnedCopy.x < turnedOriginal.x && turnedCopy.y > turnedOriginal.y).toBe(true);
  await page.getByTestId('editor-undo').click();
  const back = await page.getByTestId('editor-selection').evaluateAll((polys) => polys.map((p) => p.getAttribute('data-layer-id')));
  expect(back).toHaveLength(2);
  const restored = await groupBox(page);
  expect(restored.width).toBeCloseTo(before.width, 0);
  expect(restored.height).toBeCloseTo(before.height, 0);
  // Ctrl+D made one layer: background, original, copy.
  expect(await listedLayerIds(page)).toEqual([copyId, originalId, expect.any(String)]);
});
