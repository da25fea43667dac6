import { expect, test } from '@playwright/test';
import { openEditor, selectionBox } from './editor-support.ts';

test('a slider scrub is one undo step', async ({ page }) => {
  await openEditor(page);
  await page.getByTestId('editor-add-shape-rectangle').click();
  const slider = page.getByTestId('prop-opacity');
  await slider.scrollIntoViewIfNeeded();
  const box = await slider.boundingBox();
  if (!box) throw new Error('no slider');
  const y = box.y + box.height / 2;
  // From the thumb at 100% to about a third, in many small steps like a thumb scrub.
  await page.mouse.move(box.x + box.width - 4, y);
  await page.mouse.down();
  for (let i = 1; i <= 15; i += 1) await page.mouse.move(box.x + box.width - 4 - (i * box.width * 0.6) / 15, y);
  await page.mouse.up();
  const scrubbed = Number(await slider.inputValue());
  expect(scrubbed).toBeLessThan(0.5);
  await page.getByTestId('editor-undo').click();
  await expect(slider).toHaveValue('1');
  // Only the scrub was undone: the rectangle is still selected on the canvas.
  await expect(page.getByTestId('editor-selection')).toHaveCount(1);
});

test('the corner handle resizes about the opposite corner; undo restores the size', async ({ page }) => {
  await openEditor(page);
  await page.getByTestId('editor-add-shape-rectangle').click();
  const before = await selectionBox(page);
  const handle = { x: before.x + before.width, y: before.y + before.height };
  await page.mouse.move(handle.x, handle.y);
  await page.keyboard.down('Alt');
  await page.mouse.down();
  await page.mouse.move(handle.x + 30, handle.y + 10, { steps: 8 });
  await page.mouse.up();
  await page.keyboard.up('Alt');
  const after = await selectionBox(page);
  expect(after.x).toBeCloseTo(before.x, 0);
  expect(after.y).toBeCloseTo(before.y, 0);
  expect(after.width - before.width).toBeCloseTo(30, 0);
  expect(after.height - before.height).toBeCloseTo(10, 0);
  await page.getByTestId('editor-undo').click();
  const undone = await selectionBox(page);
  expect(undone.width).toBeCloseTo(before.width, 0);
});

test('多选 picks two layers, 组合 makes a group that a tap selects whole', async ({ page }) => {
  await openEditor(page);
  await page.getByTestId('editor-add-shape-rectangle').click();
  await page.getByTestId('editor-tab-add').click();
  await page.getByTestId('editor-add-shape-circle').click();
  // Move the circle aside so both can be tapped.
  const circle = await selectionBox(page);
  await page.mouse.move(circle.x + circle.width / 2, circle.y + circle.height / 2);
  await page.keyboard.down('Alt');
  await page.mouse.down();
  await page.mouse.move(circle.x + circle.width / 2 + circle.width, circle.y + circle.height / 2, { steps: 6 });
  await page.mouse.up();
  await page.keyboard.up('Alt');
  const moved = await selectionBox(page);

  await page.getByTestId('editor-multi').click();
  await page.mouse.click(circle.x + 8, circle.y + circle.height / 2);
  await expect(page.getByTestId('editor-selection')).toHaveCount(2);
  await expect(page.getByTestId('editor-selection-group')).toBeVisible();
  await page.getByTestId('editor-tab-arrange').click();
  await page.getByTestId('arrange-group').click();
  await page.getByTestId('editor-multi').click();
  // Clear, then tap only the circle: the whole group comes back.
  await page.getByTestId('editor-stage').click({ position: { x: 4, y: 4 } });
  await expect(page.getByTestId('editor-selection')).toHaveCount(0);
  await page.mouse.click(moved.x + moved.width / 2, moved.y + moved.height / 2);
  await expect(page.getByTestId('editor-selection')).toHaveCount(2);
});
