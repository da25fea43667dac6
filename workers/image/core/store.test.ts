import { describe, expect, it } from 'vitest';
import { createPixels } from '../../core/image/pixels.ts';
import { ImageStore } from './store.ts';

function fakeBitmap() {
  const bitmap = { width: 4, height: 4, closed: false, close() {
    bitmap.closed = true;
  } };
  return bitmap;
}

describe('image store', () => {
  it('drops the least recently used photo beyond its capacity and closes its bitmap', () => {
    const store = new ImageStore(2);
    const bitmaps = [fakeBitmap(), fakeBitmap(), fakeBitmap()];
    const add = (i: number) => {
      const full: ImageBitmap | undefined = bitmaps[i];
      if (!full) throw new Error('no bitmap');
      return store.add({ mimeType: 'image/png', full, width: 4, height: 4, work: createPixels(4, 4) });
    };
    const a = add(0);
    const b = add(1);
    store.get(a.id); // a is now the most recent
    add(2);
    expect(store.size).toBe(2);
    expect(bitmaps[1]?.closed).toBe(true);
    expect(() => store.get(b.id)).toThrow(expect.objectContaining({ code: 'IMAGE_EXPIRED', message: '图片已失效，请重新选择图片' }));
    expect(store.get(a.id).id).toBe(a.id);
  });
});
