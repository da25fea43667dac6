import { useCallback, useEffect, useRef, useState } from 'react';
import type { LoadedImage } from '../../../workers/protocol/image.ts';
import { imageWorker } from '../../app/workers/imageWorker.ts';
import { useWorkerTask } from './useWorkerTask.ts';

function dispose(image: LoadedImage | null) {
  if (!image) return;
  image.preview.close();
  void imageWorker.call((api) => api.release(image.imageId)).catch(() => undefined);
}

/** The one photo a single-image tool works on: loaded into the worker, released when replaced or when the page closes. */
export function useLoadedImage(options: { keepFull?: boolean } = {}) {
  const task = useWorkerTask();
  const { run } = task;
  const [image, setImage] = useState<LoadedImage | null>(null);
  const current = useRef<LoadedImage | null>(null);
  const keepFull = options.keepFull ?? true;

  useEffect(() => () => dispose(current.current), []);

  const load = useCallback(
    async (file: File): Promise<LoadedImage | null> => {
      const loaded = await run((api, requestId, onProgress) => api.load({ requestId, file, keepFull }, onProgress));
      if (!loaded) return null;
      dispose(current.current);
      current.current = loaded;
      setImage(loaded);
      return loaded;
    },
    [run, keepFull],
  );

  const clear = useCallback(() => {
    dispose(current.current);
    current.current = null;
    setImage(null);
  }, []);

  return { image, load, clear, task };
}
