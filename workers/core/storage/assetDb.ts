// The picture asset store: IndexedDB `bzsj-assets`, object store `assets`, one record per
// picture keyed by the MD5 of its bytes (content-addressed, so a put is idempotent and two
// works using one logo share it). Documents refer to a record as `asset:<md5>`
// (workers/core/model/pictures.ts). It lives under workers/ because both sides use it: the
// image worker writes imported pictures, the render worker reads them to draw, and the page
// reads them for exports and sync and writes the ones a work file or the server brings.
// (docs/architecture.md: IndexedDB code shared by page and workers lives in workers/core/storage.)
import type { DBSchema } from 'idb';
import { reconnectingDb } from './reconnectingDb.ts';
import { md5Bytes } from '../hash/md5Bytes.ts';

export interface StoredPicture {
  /** Lower-case hex MD5 of `blob`'s bytes. */
  hash: string;
  /** MIME type of the encoded bytes (image/jpeg, image/png, …). */
  type: string;
  blob: Blob;
  /** Pixel size when known (0 when the picture came from a work file and was not decoded). */
  width: number;
  height: number;
  storedAt: number;
}

interface AssetDbSchema extends DBSchema {
  assets: { key: string; value: StoredPicture };
}

export const ASSET_DB_NAME = 'bzsj-assets';
/** Bump with a new `if (oldVersion < N)` step in upgrade; never change an old step. */
export const ASSET_DB_VERSION = 1;

/** Thrown when the store cannot be opened or written (private mode, full disk). */
export class AssetStoreError extends Error {
  constructor(
    readonly reason: 'unavailable' | 'quota' | 'corrupt',
    detail: string,
  ) {
    super(detail);
    this.name = 'AssetStoreError';
  }
}

// A newer build needing to upgrade closes the connection; the next call here reopens.
const connection = reconnectingDb<AssetDbSchema>({
  name: ASSET_DB_NAME,
  version: ASSET_DB_VERSION,
  upgrade(database, oldVersion) {
    if (oldVersion < 1) database.createObjectStore('assets', { keyPath: 'hash' });
  },
  toError: (error) => asStoreError(error),
});
const db = connection.open;

function asStoreError(error: unknown): AssetStoreError {
  if (error instanceof AssetStoreError) return error;
  const name = error instanceof DOMException ? error.name : '';
  const detail = error instanceof Error ? error.message : String(error);
  return new AssetStoreError(name === 'QuotaExceededError' ? 'quota' : 'unavailable', detail);
}

export async function hashBlob(blob: Blob): Promise<string> {
  return md5Bytes(new Uint8Array(await blob.arrayBuffer()));
}

/**
 * Keeps `blob` (already encoded) and returns its hash. A picture already stored is not
 * written again. `expectedHash` (a work file or the server naming the picture) must match
 * the bytes, else nothing is stored: a reference must never draw other pixels than it names.
 */
export async function putPicture(blob: Blob, size: { width: number; height: number } = { width: 0, height: 0 }, expectedHash?: string): Promise<string> {
  const bytes = await blob.arrayBuffer();
  const hash = md5Bytes(new Uint8Array(bytes));
  if (expectedHash !== undefined && expectedHash !== hash) throw new AssetStoreError('corrupt', `bytes hash to ${hash}, not ${expectedHash}`);
  const type = blob.type || 'application/octet-stream';
  // Nothing is awaited inside the transaction but its own requests (it would commit early).
  const record: StoredPicture = { hash, type, blob: new Blob([bytes], { type }), ...size, storedAt: Date.now() };
  try {
    const database = await db();
    const tx = database.transaction('assets', 'readwrite');
    const known = await tx.store.getKey(hash);
    if (known === undefined) await tx.store.put(record);
    await tx.done;
  } catch (error) {
    throw asStoreError(error);
  }
  return hash;
}

export async function getPicture(hash: string): Promise<StoredPicture | undefined> {
  try {
    return await (await db()).get('assets', hash);
  } catch (error) {
    throw asStoreError(error);
  }
}

/** The hashes among `hashes` that the store does not hold. */
export async function missingPictures(hashes: readonly string[]): Promise<string[]> {
  if (hashes.length === 0) return [];
  try {
    const tx = (await db()).transaction('assets', 'readonly');
    const keys = await Promise.all(hashes.map((hash) => tx.store.getKey(hash)));
    await tx.done;
    return hashes.filter((_, index) => keys[index] === undefined);
  } catch (error) {
    throw asStoreError(error);
  }
}
