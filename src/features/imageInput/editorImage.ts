import { imageWorker } from '../../app/workers/imageWorker.ts';
import type { EditorImage } from './toolDocument.ts';

/**
 * Results enter the logo document as pictures in the asset store (as the editor's own image
 * import does), referred to as `asset:<md5>`. A full-size export can be 12 MP; 1600 px on the
 * longest side is sharper than the 1000 px canvas ever shows it. (The editor's own import
 * keeps 2048 px: it has no full-size original to fall back on; an image tool can always
 * export again.) The image worker decodes, shrinks, encodes and stores; a result already
 * small enough is kept byte for byte.
 */
export const SENT_IMAGE_MAX_SIDE = 1600;

export async function editorImage(blob: Blob, maxSide = SENT_IMAGE_MAX_SIDE): Promise<EditorImage> {
  const picture = await imageWorker.call((api) => api.importPicture({ file: blob, maxSide }));
  return { url: picture.url, width: picture.width, height: picture.height };
}
