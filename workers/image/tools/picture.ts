// Pictures for the logo document: the editor's image import and the image tools' hand-off.
// Everything proportional to the photo (decode, resize, encode, hash, the IndexedDB write)
// happens here, so a 12 MP photo costs the page no long task; the page gets the reference.
import { AssetStoreError, putPicture } from '../../core/storage/assetDb.ts';
import { workerError } from '../../core/errors.ts';
import { MAX_IMAGE_BYTES } from '../../protocol/image.ts';
import type { ImportedPicture, ImportPictureRequest } from '../../protocol/image.ts';
import { assetUrl } from '../../core/model/pictures.ts';
import { checkFileSize, checkHeader, checkPixels, scaledSize } from '../core/limits.ts';
import { resizeTo } from '../core/resize.ts';
import { SNIFF_BYTES, sniffImage } from '../../core/image/sniff.ts';
import type { TaskControl } from '../../core/image/task.ts';
import { decode } from './load.ts';

const IMPLAUSIBLY_SMALL_BYTES = 64 * 1024;

/** Types every browser draws as they are: such a picture small enough is kept byte for byte. */
const KEPT_AS_IS = new Set(['image/jpeg', 'image/png', 'image/webp']);

async function store(blob: Blob, width: number, height: number): Promise<ImportedPicture> {
  try {
    const hash = await putPicture(blob, { width, height });
    return { url: assetUrl(hash), hash, width, height, mimeType: blob.type };
  } catch (error) {
    if (error instanceof AssetStoreError) throw workerError('ASSET_STORE_FAILED', undefined, `${error.reason}: ${error.message}`);
    throw error;
  }
}

export async function importPicture(request: ImportPictureRequest, control: TaskControl): Promise<ImportedPicture> {
  const { file, maxSide } = request;
  const sizeError = checkFileSize(file.size);
  if (sizeError) throw sizeError;
  if (!(maxSide >= 1)) throw workerError('BAD_REQUEST', undefined, `maxSide ${maxSide}`);
  const sniffed = sniffImage(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  const headerError = checkHeader(sniffed);
  // Tens of megapixels cannot fit in a few kilobytes (even a one-colour PNG or JPEG needs about
  // 1 MB for 40 MP): such a header is garbage, i.e. a broken file, not a big picture.
  if (headerError?.code === 'IMAGE_TOO_MANY_PIXELS' && file.size < IMPLAUSIBLY_SMALL_BYTES) throw workerError('IMAGE_UNREADABLE', undefined, headerError.detail);
  if (headerError) throw headerError;
  const mimeType = sniffed?.mimeType ?? (file.type || 'application/octet-stream');
  await control.checkpoint();
  const bitmap = await decode(file, mimeType);
  try {
    const pixelError = checkPixels(bitmap.width, bitmap.height);
    if (pixelError) throw pixelError;
    control.progress(0.4);
    const size = scaledSize(bitmap.width, bitmap.height, maxSide);
    // Stored size = decoded (EXIF-turned) size only when the header agrees, i.e. no turn:
    // the kept bytes are then drawn exactly as measured here.
    const unturned = sniffed?.width === bitmap.width && sniffed.height === bitmap.height;
    if (size.width === bitmap.width && size.height === bitmap.height && KEPT_AS_IS.has(mimeType) && unturned) {
      return await store(file.type === mimeType ? file : new Blob([file], { type: mimeType }), size.width, size.height);
    }
    await control.checkpoint();
    const canvas = await resizeTo(bitmap, size.width, size.height);
    control.progress(0.8);
    // JPEG keeps photos small; PNG keeps transparency for everything else.
    const type = mimeType === 'image/jpeg' ? 'image/jpeg' : 'image/png';
    const encoded = await canvas.convertToBlob({ type, quality: 0.9 });
    return await store(encoded, size.width, size.height);
  } finally {
    bitmap.close();
  }
}

/** An older document's data URL, stored byte for byte (its pixels are already what the work shows). */
export async function storeEmbeddedPicture(dataUrl: string): Promise<ImportedPicture> {
  if (!/^data:image\//i.test(dataUrl)) throw workerError('BAD_REQUEST', undefined, 'not an image data URL');
  let blob: Blob;
  try {
    blob = await (await fetch(dataUrl)).blob();
  } catch (error) {
    throw workerError('IMAGE_UNREADABLE', undefined, error instanceof Error ? error.message : String(error));
  }
  return storePictureAsIs(blob);
}

/**
 * A picture's exact bytes (an embedded data URL's, or a works picture downloaded by the sync),
 * stored under their hash without re-encoding. Kept only in the types every reader takes:
 * anything else stays embedded in the document.
 */
export async function storePictureAsIs(blob: Blob): Promise<ImportedPicture> {
  if (blob.size === 0) throw workerError('IMAGE_EMPTY');
  if (blob.size > MAX_IMAGE_BYTES) throw workerError('IMAGE_TOO_LARGE', undefined, `${blob.size} bytes`);
  // Stored under the type its bytes are (a bare base64 `data` was always labelled PNG).
  const sniffed = sniffImage(new Uint8Array(await blob.slice(0, SNIFF_BYTES).arrayBuffer()));
  if (!sniffed || !KEPT_AS_IS.has(sniffed.mimeType) && sniffed.mimeType !== 'image/gif') {
    throw workerError('BAD_REQUEST', undefined, `picture of type ${sniffed?.mimeType ?? 'unknown'} is not stored as is`);
  }
  const typed = blob.type === sniffed.mimeType ? blob : new Blob([blob], { type: sniffed.mimeType });
  return store(typed, sniffed.width ?? 0, sniffed.height ?? 0);
}
