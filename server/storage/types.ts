/**
 * Where the server keeps uploaded assets (work documents, thumbnails): bytes
 * under a key such as `works/100001/w_ab…/<hash>.json`. Local files by
 * default; an S3-compatible bucket when configured (fromEnv.ts). Keys are
 * content-addressed by the callers, so writing the same key twice is harmless.
 */
export interface StoredAsset {
  data: Buffer;
  contentType: string;
}

export interface AssetStore {
  readonly kind: 'local' | 's3';
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /**
   * Stores the file at `path` under `key` and removes it from `path`: big uploads are
   * streamed to a temporary file first (server/routes/works/streamBody.ts) and never held in memory.
   */
  putFile(key: string, path: string, contentType: string): Promise<void>;
  /** null when there is no such asset. */
  get(key: string): Promise<StoredAsset | null>;
  /** Deleting a missing asset is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are paths of safe segments: letters, digits, `_`, `-`, `.`, `~` — never empty, never `.` or `..`. */
const SEGMENT = /^[A-Za-z0-9_~-][A-Za-z0-9_.~-]*$/;

export function assertAssetKey(key: string): void {
  const segments = key.split('/');
  if (key.length > 512 || segments.some((segment) => !SEGMENT.test(segment) || segment === '..' || segment === '.')) {
    throw new Error(`invalid asset key: ${JSON.stringify(key)}`);
  }
}

const TYPES: Record<string, string> = {
  json: 'application/json',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/** Content type from the key's extension (what the local store serves back). */
export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return (Object.hasOwn(TYPES, extension) ? TYPES[extension] : undefined) ?? 'application/octet-stream';
}
