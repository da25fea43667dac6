// Picture puzzle export: background, then each photo clipped to its (rounded) cell.
import { workerError } from '../../core/errors.ts';
import type { EncodedImage, PuzzleRequest } from '../../protocol/image.ts';
import { context2d, createCanvas, encodeCanvas } from '../core/canvas.ts';
import type { ImageStore } from '../core/store.ts';
import type { TaskControl } from '../../core/image/task.ts';
import { coverPlacement, findLayout, layoutCells } from '../../core/image/puzzle/layouts.ts';
import { isColourString } from '../../core/image/watermark/settings.ts';

export const MAX_PUZZLE_SIDE = 4096;

export async function renderPuzzle(store: ImageStore, request: PuzzleRequest, control: TaskControl): Promise<EncodedImage> {
  const layout = findLayout(request.layoutId);
  if (!layout) throw workerError('BAD_REQUEST', '拼图布局无效，请重新选择', request.layoutId);
  if (request.cells.length !== layout.count) throw workerError('BAD_REQUEST', `这个布局需要 ${layout.count} 张图片`, `${request.cells.length} cells`);
  const width = Math.round(request.width);
  const height = Math.round(request.height);
  if (!(width >= 64 && height >= 64 && width <= MAX_PUZZLE_SIDE && height <= MAX_PUZZLE_SIDE)) throw workerError('BAD_REQUEST', undefined, `${width}x${height}`);
  if (!isColourString(request.background)) throw workerError('BAD_REQUEST', '背景颜色无效，请重新选择', request.background);
  // Resolve every photo first, so a missing one fails before any drawing.
  const photos = request.cells.map((cell) => store.get(cell.imageId));
  const canvas = createCanvas(width, height);
  const ctx = context2d(canvas);
  ctx.fillStyle = request.background;
  ctx.fillRect(0, 0, width, height);
  ctx.imageSmoothingQuality = 'high';
  const cells = layoutCells(layout, width, height, request.spacing);
  for (const [i, cell] of cells.entries()) {
    const content = request.cells[i];
    const photo = photos[i];
    if (!content || !photo) continue;
    const placed = coverPlacement(cell, photo, content.zoom, content.panX, content.panY);
    ctx.save();
    ctx.beginPath();
    ctx.roundRect(cell.x, cell.y, cell.width, cell.height, Math.max(0, Math.min(request.cornerRadius, cell.width / 2, cell.height / 2)));
    ctx.clip();
    ctx.drawImage(photo.full, placed.x, placed.y, placed.width, placed.height);
    ctx.restore();
    control.progress((i + 1) / (cells.length + 1));
    await control.checkpoint();
  }
  return encodeCanvas(canvas, request.encode);
}
