import { assetHashOf, repointPicture } from '../../../workers/core/model/index.ts';
import { defineIntent } from './types.ts';

export interface PictureStoredArgs {
  /** The embedded picture (a data URL, as `pictureSourceOf` gives it) that is now in the asset store. */
  source: string;
  /** Its reference, `asset:<md5>`. */
  url: string;
}

/**
 * An embedded picture reached the asset store (the step after opening an older work): every
 * layer that drew it now refers to the stored copy, so saves stop carrying the bytes. It is
 * the same picture, so it joins the latest undo step like a text outline (amend); a layer
 * changed meanwhile to another picture is left alone.
 */
export const pictureStored = defineIntent<PictureStoredArgs>()({
  name: 'picture/stored',
  history: 'amend',
  perform(draft, { source, url }) {
    if (assetHashOf(url) === null || source === '') return;
    for (const layer of draft.doc.layers) repointPicture(layer, source, url);
  },
});
