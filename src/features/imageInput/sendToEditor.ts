import type { Store } from '@reduxjs/toolkit';
import type { AppNavigator } from '../../app/navigation/navigator.ts';
import { openInEditor } from '../logo/app/openInEditor.ts';
import { editorImage } from './editorImage.ts';
import { imageToolDocument } from './toolDocument.ts';

/**
 * Opens the logo editor on a new document holding the result as an image layer, through the
 * logo feature's hand-off (the editor shows it instead of a blank canvas; a reload keeps it).
 * Loaded on demand: the editor model and store stay out of the image tools' chunks.
 */
export async function sendImageToEditor(blob: Blob, deps: { store: Store; navigator: AppNavigator }): Promise<void> {
  const doc = imageToolDocument(await editorImage(blob));
  openInEditor(doc, { from: 'imageTool' }, deps);
}
