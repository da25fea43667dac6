import { rememberToolPicture } from '../../services/assets/recentPictures.ts';
import type { AppStorage } from '../../services/storage/storage.ts';
import { assetHashOf } from '../../../workers/core/model/index.ts';
import { editorImage } from './editorImage.ts';

/** A downloaded result into the asset store (as a hand-off stores it) and the editor's 我的图片 list. */
export async function rememberResult(blob: Blob, storage: AppStorage): Promise<void> {
  const image = await editorImage(blob);
  const hash = assetHashOf(image.url);
  if (hash) rememberToolPicture(storage, { hash, width: image.width, height: image.height });
}
