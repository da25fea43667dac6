// The layer list of a large logo (issue 12): only rows near the view are in the page, so a
// canvas drag does not pay for 400 rows each frame; scrolling shows every layer, and a layer
// picked on the canvas scrolls its row into view.
import { expect, test, type Page } from '@playwright/test';
import { openEditor, selectionBox } from './editor-support.ts';

const COUNT = 400;

/** Squares in a 20 × 20 grid, L0 bottom-left of the stack … L399 on top. */
function gridLogo() {
  const layers: object[] = [{ type: 'rect', id: 'bg', width: 1000, height: 1000, fill: '#ffffff' }];
  for (let i = 0; i < COUNT; i += 1) {
    layers.push({ type: 'square', id: `L${i}`, x: (i % 20) * 50 + 5, y: Math.floor(i / 20) * 50 + 5, width: 40, height: 40, shapeType: 'rectangle', fill: '#3366cc' });
  }
  return { schemaVersion: 3, size: { width: 1000, height: 1000 }, layers };
}

async function openGrid(page: Page): Promise<void> {
  await openEditor(page);
  await page.getByTestId('editor-tab-canvas').click();
  await page.getByTestId('work-open-input').setInputFiles({ name: 'grid.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(gridLogo())) });
  await expect(page.getByTestId('toast')).toHaveText('作品已打开', { timeout: 15_000 });
  await page.getByTestId('editor-tab-layers').click();
  await expect(page.getByTestId('layer-list')).toHaveAttribute('data-layer-count', String(COUNT + 1));
}

/** Whether a row lies inside the list's visible area. */
function rowInView(page: Page, id: string): Promise<boolean> {
  return page.getByTestId('layer-list-scroll').evaluate((scroller, layerId) => {
    const row = scroller.querySelector(`[data-layer-id="${layerId}"]`);
    if (!row) return false;
    const a = scroller.getBoundingClientRect();
    const b = row.getBoundingClientRect();
    return b.top >= a.top - 1 && b.bottom <= a.bottom + 1;
  }, id);
}

test('a 400-layer list keeps a few dozen rows in the page; scrolling to the end shows the background', async ({ page }) => {
  await openGrid(page);
  const mounted = await page.getByTestId('layer-row').count();
  expect(mounted).toBeGreaterThan(5);
  expect(mounted).toBeLessThan(60);
  // Top first: the top layer leads the list.
  await expect(page.getByTestId('layer-row').first()).toHaveAttribute('data-layer-id', 'L399');
  await page.getByTestId('layer-list-scroll').evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(page.locator('[data-testid="layer-row"][data-layer-id="bg"]')).toBeVisible();
  expect(await rowInView(page, 'bg')).toBe(true);
  expect(await page.getByTestId('layer-row').count()).toBeLessThan(60);
  // A row far down the list still works: hide L3.
  const row = page.locator('[data-testid="layer-row"][data-layer-id="L3"]');
  await row.getByTestId('layer-hide').click();
  await expect(row).toHaveClass(/is-hidden/);
});

test('a layer tapped on the canvas scrolls its row into view and marks it', async ({ page }) => {
  await openGrid(page);
  const canvas = await canvasOnPage(page);
  expect(await rowInView(page, 'L0')).toBe(false);
  // L0 is the square at the canvas's top-left corner.
  await page.mouse.click(canvas.x + canvas.scale * 25, canvas.y + canvas.scale * 25);
  await expect(page.locator('[data-testid="layer-row"][data-layer-id="L0"]')).toHaveClass(/is-selected/);
  expect(await rowInView(page, 'L0')).toBe(true);
});

/** Where the canvas sits on the page, from the outline of L399 (its box is known) picked in the list. */
async function canvasOnPage(page: Page): Promise<{ x: number; y: number; scale: number }> {
  await page.locator('[data-testid="layer-row"][data-layer-id="L399"] [data-testid="layer-select"]').click();
  const square = await selectionBox(page);
  const scale = square.width / 40;
  return { x: square.x - (19 * 50 + 5) * scale, y: square.y - (19 * 50 + 5) * scale, scale };
}

/** The multi-selection's box in page px (as selectionBox), from the overlay's own numbers. */
async function groupRect(page: Page): Promise<{ x: number; y: number; width: number; height: number }> {
  const rect = page.getByTestId('editor-selection-group');
  const [x, y, width, height] = await Promise.all(['x', 'y', 'width', 'height'].map(async (name) => Number(await rect.getAttribute(name))));
  const stage = await page.getByTestId('editor-stage').boundingBox();
  return { x: (stage?.x ?? NaN) + (x ?? NaN), y: (stage?.y ?? NaN) + (y ?? NaN), width: width ?? NaN, height: height ?? NaN };
}

/** The bottom-right corner of a box in page px, in document px by the view the stage shows now (the stage may be refitted between readings). */
async function bottomRightInDocument(page: Page, box: { x: number; y: number; width: number; height: number }): Promise<{ x: number; y: number }> {
  const stage = page.getByTestId('editor-stage');
  const place = await stage.boundingBox();
  const [scale, panX, panY] = await Promise.all(['data-zoom', 'data-pan-x', 'data-pan-y'].map(async (name) => Number(await stage.getAttribute(name))));
  const x = box.x + box.width - (place?.x ?? NaN) - (panX ?? NaN);
  const y = box.y + box.height - (place?.y ?? NaN) - (panY ?? NaN);
  return { x: x / (scale ?? NaN), y: y / (scale ?? NaN) };
}

test('全选 boxes every layer but the background, and one drag moves them all together', async ({ page }) => {
  await openGrid(page);
  await page.getByTestId('layer-select-all').click();
  // So many layers get one box with their count, not an outline each.
  await expect(page.getByTestId('editor-selection-group')).toHaveAttribute('data-count', String(COUNT));
  await expect(page.getByTestId('editor-selection')).toHaveCount(0);
  await expect(page.locator('[data-testid="layer-row"][data-layer-id="L399"]')).toHaveClass(/is-selected/);
  const first = await groupRect(page);
  // The box spans (5,5)-(995,995) of the document. A finger on L210, a square in the middle
  // (centre 525,525), carries the whole logo right and down.
  const scale = first.width / 990;
  const from = { x: first.x + 520 * scale, y: first.y + 520 * scale };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i += 1) await page.mouse.move(from.x + 3 * i, from.y + 3 * i);
  await page.mouse.up();
  // About 30 px (the group may snap to a guide on the way), the same size.
  await expect.poll(async () => (await groupRect(page)).x - first.x).toBeGreaterThan(20);
  const shift = await groupRect(page);
  expect(shift.y - first.y).toBeGreaterThan(20);
  expect(Math.abs(shift.width - first.width)).toBeLessThan(0.5);
  // The top layer went with the rest: picked alone, it is still the box's bottom-right corner.
  const corner = await bottomRightInDocument(page, shift);
  await page.locator('[data-testid="layer-row"][data-layer-id="L399"] [data-testid="layer-select"]').click();
  expect(corner.x).toBeGreaterThan(995 + 40);
  // Polled: the panel below the stage may change its height after the tap, and the stage refits.
  await expect
    .poll(async () => {
      const last = await bottomRightInDocument(page, await selectionBox(page));
      return Math.max(Math.abs(last.x - corner.x), Math.abs(last.y - corner.y));
    })
    .toBeLessThan(1);
});
