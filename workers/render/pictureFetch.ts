// Where a picture's bytes come from: `asset:<md5>` from the asset store (IndexedDB, readable
// in this worker), anything else (data URLs, catalogue addresses) through fetch.
import { getPicture } from '../core/storage/assetDb.ts';
import { assetHashOf } from '../core/model/pictures.ts';

const FETCH_TIMEOUT_MS = 20_000;

export async function fetchPicture(url: string): Promise<Blob> {
  const hash = assetHashOf(url);
  if (hash !== null) {
    const stored = await getPicture(hash);
    // Missing: a work copied from another device before its pictures arrived; drawn as a placeholder.
    if (!stored) throw new Error(`asset ${hash} is not stored on this device`);
    return stored.blob;
  }
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.blob();
}
