import type { Patch } from 'immer';
import { embeddedPictures, isDataUrl, type LogoDocument } from '../../../workers/core/model/index.ts';

/** Stores an embedded picture (a data URL) in the asset store; answers its `asset:` reference. */
export type StoreEmbeddedPicture = (dataUrl: string) => Promise<{ url: string }>;

/**
 * The open-time step that moves pictures embedded in older works (data URLs) into the asset
 * store, so saves stop carrying them: each distinct picture once, through the image worker
 * (decode, hash and IndexedDB write are off the main thread). The document keeps drawing the
 * data URL until the reference arrives; a picture that cannot be stored stays embedded (it
 * still draws and saves) and is not tried again in this editor session.
 */
export function createPictureMover(store: StoreEmbeddedPicture, repoint: (source: string, url: string) => void) {
  const busy = new Set<string>();
  const failed = new Set<string>();
  let active = true;
  return {
    move(doc: LogoDocument) {
      for (const source of embeddedPictures(doc)) {
        if (busy.has(source) || failed.has(source)) continue;
        busy.add(source);
        store(source).then(
          ({ url }) => {
            busy.delete(source);
            if (active) repoint(source, url);
          },
          () => {
            busy.delete(source);
            failed.add(source);
          },
        );
      }
    },
    stop() {
      active = false;
    },
  };
}

/**
 * Whether these patches may have put an embedded picture into the document (a pasted or
 * restored layer, a field set to a data URL): only then is the whole document looked at, so
 * a drag step costs nothing here.
 */
export function patchesMayEmbedPicture(patches: readonly Patch[]): boolean {
  const embeds = (value: unknown, depth: number): boolean => {
    if (typeof value === 'string') return isDataUrl(value);
    if (depth > 1 || typeof value !== 'object' || value === null) return false;
    if (Array.isArray(value)) return value.some((item) => embeds(item, depth + 1));
    const fields = value as { data?: unknown; url?: unknown };
    // Bare base64 in an image layer's data only comes with a whole older document (documentLoaded).
    return embeds(fields.data, depth + 1) || embeds(fields.url, depth + 1);
  };
  return patches.some((patch) => patch.op !== 'remove' && embeds(patch.value, 0));
}
