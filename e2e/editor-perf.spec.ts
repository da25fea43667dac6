import { expect, test } from '@playwright/test';
import { openEditor, selectionBox, waitForTextOutline } from './editor-support.ts';

test('?perf=1 shows each worker’s call timings, queue depth and frame times', async ({ page }) => {
  await openEditor(page, '?perf=1');
  const overlay = page.getByTestId('editor-perf');
  await expect(overlay).toBeVisible({ timeout: 10_000 });
  await page.getByTestId('editor-add-text').click();
  await page.getByTestId('prop-text-content').fill('标志');
  await waitForTextOutline(page);
  await page.getByTestId('editor-tab-add').click();
  await page.getByTestId('editor-add-shape-rectangle').click();
  const box = await selectionBox(page);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 10; i += 1) await page.mouse.move(box.x + box.width / 2 + i * 4, box.y + box.height / 2);
  await page.mouse.up();
  // The figures refresh every second.
  // Patches go without round trips (workers/protocol/patchLane.ts): the worker counts them.
  await expect(overlay).toContainText(/patches [1-9]\d* in [1-9]\d* msgs/, { timeout: 5_000 });
  await expect(overlay).toContainText(/layoutText\s+\d+×/);
  await expect(overlay).toContainText(/render {2}frames \d+ p50 [\d.]+ p95 [\d.]+/);
  await expect(overlay).toContainText(/main {4}frames > 50 ms \d+ \([\d.]+ ms, max [\d.]+\)/);
  await expect(overlay).toContainText(/render {2}queue \d+/);
  await expect(overlay).toContainText(/font {4}queue \d+/);
  await expect(overlay).toHaveAttribute('data-render-queue', /^\d+$/);
  // Issue 12: what autosave costs the page, and the page's long tasks, without DevTools.
  await expect(overlay).toContainText(/long tasks \d+ \([\d.]+ ms, max [\d.]+\)/);
  await expect(overlay).toContainText(/autosave\s+\d+× [\d.]+ ms total, max [\d.]+ ms/);
});

test('without ?perf=1 there is no overlay', async ({ page }) => {
  await openEditor(page);
  await page.getByTestId('editor-add-shape-rectangle').click();
  await expect(page.getByTestId('editor-selection')).toHaveCount(1);
  await expect(page.getByTestId('editor-perf')).toHaveCount(0);
});
