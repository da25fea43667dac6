// The browser's own resampler. In a Chromium worker, createImageBitmap with resize options
// takes ~10 ms for 12 MP → 1080 px where pica (js + wasm, one thread) takes ~240 ms, and it
// reads an ImageBitmap directly, so no full-size canvas copy is needed.
//
// Support is probed, not assumed: a browser that does not know these options drops them (an
// options dictionary ignores unknown members) and silently returns a full-size bitmap.

let supported: Promise<boolean> | null = null;

async function probe(): Promise<boolean> {
  if (typeof createImageBitmap !== 'function' || typeof ImageData !== 'function') return false;
  // A dictionary reads every member it knows; a getter nobody reads means the browser would
  // ignore 'high' and fall back to its cheap, aliasing default.
  let qualityKnown = false;
  const options: ImageBitmapOptions = {
    resizeWidth: 1,
    resizeHeight: 1,
    get resizeQuality(): ResizeQuality {
      qualityKnown = true;
      return 'high';
    },
  };
  try {
    const bitmap = await createImageBitmap(new ImageData(4, 4), options);
    const resized = bitmap.width === 1 && bitmap.height === 1;
    bitmap.close();
    return resized && qualityKnown;
  } catch {
    return false;
  }
}

/** Whether createImageBitmap resamples with resizeQuality 'high' here; probed once per worker. */
export function nativeResizeSupported(): Promise<boolean> {
  supported ??= probe();
  return supported;
}

/**
 * `source` resampled to width × height by the browser, or null where that is unsupported or
 * failed for this image (the caller then uses pica).
 */
export async function resampleNatively(source: ImageBitmap | OffscreenCanvas, width: number, height: number): Promise<ImageBitmap | null> {
  if (!(await nativeResizeSupported())) return null;
  try {
    const bitmap = await createImageBitmap(source, { resizeWidth: width, resizeHeight: height, resizeQuality: 'high' });
    if (bitmap.width === width && bitmap.height === height) return bitmap;
    bitmap.close();
  } catch {
    // Out of memory or a source the browser will not read: pica may still manage.
  }
  return null;
}
