import { getPicture, missingPictures } from '../../../../workers/core/storage/assetDb.ts';
import { readAsDataUrl } from '../../../shared/readAsDataUrl.ts';
import { imageWorker } from '../../../app/workers/imageWorker.ts';
import type { SyncPictures } from './syncEngine.ts';

/**
 * The sync's view of this device's asset store. Reading a picture is an IndexedDB read and a
 * FileReader (both off the main thread); a downloaded picture is sniffed, hashed and stored
 * by the image worker, so a 20 MB picture costs the page no long task.
 */
export const devicePictures: SyncPictures = {
  async dataUrlOf(hash) {
    const stored = await getPicture(hash);
    return stored ? readAsDataUrl(stored.blob) : null;
  },
  has: async (hash) => (await missingPictures([hash])).length === 0,
  async store(hash, picture) {
    const stored = await imageWorker.call((api) => api.storeDownloadedPicture(picture));
    if (stored.hash !== hash) throw new Error(`picture ${hash} arrived as ${stored.hash}`);
  },
};
