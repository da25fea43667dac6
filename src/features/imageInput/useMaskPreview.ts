import { useEffect, useState } from 'react';
import type { BrushStroke, LoadedImage, MaskEditRequest } from '../../../workers/protocol/image.ts';
import { useWorkerTask } from './useWorkerTask.ts';

type Preview = { bitmap: ImageBitmap; strokes: BrushStroke[]; imageId: string };

/**
 * The brush tools' live result: after each stroke (or `refresh` change) the worker draws the
 * mask applied to `base`; a late answer for an older stroke list is dropped. Strokes the shown
 * preview does not include yet are `pending`, for the stage to draw on top until it catches up.
 */
export function useMaskPreview({ image, base, strokes, enabled = true, refresh }: {
  image: LoadedImage | null;
  base: MaskEditRequest['base'];
  strokes: BrushStroke[];
  enabled?: boolean;
  /** Changes when the worker's copy changed under the preview (a fill, a new cutout). */
  refresh?: unknown;
}) {
  const task = useWorkerTask();
  const [drawn, setPreview] = useState<Preview | null>(null);
  const runPreview = task.run;

  useEffect(() => {
    if (!image || !enabled) return;
    let stale = false;
    void runPreview((api) => api.maskPreview({ imageId: image.imageId, base, strokes })).then((bitmap) => {
      if (!bitmap) return;
      if (stale) return bitmap.close();
      setPreview((old) => {
        old?.bitmap.close();
        return { bitmap, strokes, imageId: image.imageId };
      });
    });
    return () => {
      stale = true;
    };
  }, [image, base, strokes, enabled, refresh, runPreview]);

  // A preview of the photo before is never shown over a new one.
  const preview = drawn && drawn.imageId === image?.imageId ? drawn : null;
  const pending = preview ? strokes.filter((s) => !preview.strokes.includes(s)) : strokes;
  const clear = () => setPreview(null);
  return { preview, pending, clear, task };
}
