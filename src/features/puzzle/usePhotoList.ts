import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_PUZZLE_PHOTOS } from '../../../workers/core/image/puzzle/layouts.ts';
import type { LoadedImage } from '../../../workers/protocol/image.ts';
import { imageWorker } from '../../app/workers/imageWorker.ts';
import { useWorkerTask } from '../imageInput/useWorkerTask.ts';

function release(image: LoadedImage) {
  image.preview.close();
  void imageWorker.call((api) => api.release(image.imageId)).catch(() => undefined);
}

/** Up to nine photos in the worker (working copies only: a puzzle cell never needs more). */
export function usePhotoList() {
  const task = useWorkerTask();
  const { run } = task;
  const [photos, setPhotos] = useState<LoadedImage[]>([]);
  const current = useRef<LoadedImage[]>([]);

  useEffect(() => () => current.current.forEach(release), []);

  const add = useCallback(
    async (files: File[]): Promise<{ added: number; dropped: number }> => {
      const room = MAX_PUZZLE_PHOTOS - current.current.length;
      const accepted = files.slice(0, Math.max(0, room));
      let added = 0;
      for (const file of accepted) {
        const loaded = await run((api, requestId, onProgress) => api.load({ requestId, file, keepFull: false }, onProgress));
        if (!loaded) break;
        current.current = [...current.current, loaded];
        setPhotos(current.current);
        added += 1;
      }
      return { added, dropped: files.length - accepted.length };
    },
    [run],
  );

  const remove = useCallback((index: number) => {
    const photo = current.current[index];
    if (!photo) return;
    release(photo);
    current.current = current.current.filter((_, i) => i !== index);
    setPhotos(current.current);
  }, []);

  return { photos, add, remove, task };
}
