import { useState } from 'react';
import type { LoadedImage } from '../../../workers/protocol/image.ts';
import { useLoadedImage } from './useLoadedImage.ts';

/**
 * The photo and the note line of a single-photo tool: `pick` loads the first picked file into
 * the worker (null when it failed: the failure is in `loadTask.error`); a file that is not a
 * picture becomes the note.
 */
export function useToolPhoto() {
  const { image, load, task: loadTask } = useLoadedImage();
  const [notice, setNotice] = useState<string | null>(null);

  const pick = async (files: File[]): Promise<LoadedImage | null> => {
    setNotice(null);
    const file = files[0];
    return file ? load(file) : null;
  };
  const reject = (message: string) => {
    loadTask.clearError();
    setNotice(message);
  };

  return { image, loadTask, notice, setNotice, pick, reject };
}

export type ToolPhoto = ReturnType<typeof useToolPhoto>;
