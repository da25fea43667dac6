import type { Store } from '@reduxjs/toolkit';
import type { AppNavigator } from '../../app/navigation/navigator.ts';
import { rememberToolPicture } from '../../services/assets/recentPictures.ts';
import type { AppStorage } from '../../services/storage/storage.ts';
import { assetHashOf } from '../../../workers/core/model/index.ts';
import { openInEditor } from '../logo/app/openInEditor.ts';
import { editorImage } from './editorImage.ts';
import { imageToolDocument } from './toolDocument.ts';

/**
 * Opens the logo editor on a new document holding the result as an image layer, through the
 * logo feature's hand-off (the editor shows it instead of a blank canvas; a reload keeps it).
 * Loaded on demand: the editor model and store stay out of the image tools' chunks.
 */
export async function sendImageToEditor(blob: Blob, deps: { store: Store; navigator: AppNavigator; storage: AppStorage }): Promise<void> {
  const image = await editorImage(blob);
  // Listed in the editor's 我的图片 too (it is in the asset store already).
  const hash = assetHashOf(image.url);
  if (hash) rememberToolPicture(deps.storage, { hash, width: image.width, height: image.height });
  const doc = imageToolDocument(image);
  openInEditor(doc, { from: 'imageTool' }, deps);
}
