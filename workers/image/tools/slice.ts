// Image slicing: each tile cut from the full-size photo, all tiles in one zip.
import JSZip from 'jszip';
import { workerError } from '../../core/errors.ts';
import type { SliceRequest, SliceResult } from '../../protocol/image.ts';
import { context2d, createCanvas, encodeCanvas } from '../core/canvas.ts';
import type { ImageStore } from '../core/store.ts';
import type { TaskControl } from '../../core/image/task.ts';
import { gridTiles, MAX_SLICE_SIDE } from '../../core/image/slice/grid.ts';

export async function sliceImage(store: ImageStore, request: SliceRequest, control: TaskControl): Promise<SliceResult> {
  const image = store.get(request.imageId);
  const { rows, cols } = request;
  if (!(Number.isInteger(rows) && Number.isInteger(cols) && rows >= 1 && cols >= 1 && rows <= MAX_SLICE_SIDE && cols <= MAX_SLICE_SIDE && rows * cols > 1)) {
    throw workerError('BAD_REQUEST', '切割行列数无效，请重新选择', `${rows}x${cols}`);
  }
  const tiles = gridTiles(image.width, image.height, rows, cols);
  const zip = new JSZip();
  const extension = request.encode.format === 'jpeg' ? 'jpg' : 'png';
  for (const [i, tile] of tiles.entries()) {
    const canvas = createCanvas(tile.width, tile.height);
    context2d(canvas).drawImage(image.full, tile.x * (image.full.width / image.width), tile.y * (image.full.height / image.height), tile.width * (image.full.width / image.width), tile.height * (image.full.height / image.height), 0, 0, tile.width, tile.height);
    const encoded = await encodeCanvas(canvas, request.encode);
    zip.file(`${String(i + 1).padStart(2, '0')}.${extension}`, encoded.blob);
    control.progress((i + 1) / (tiles.length + 1));
    await control.checkpoint();
  }
  // Images are already compressed: store them as they are.
  const blob = await zip.generateAsync({ type: 'blob', compression: 'STORE', mimeType: 'application/zip' });
  return { zip: blob, tiles: tiles.length };
}
