import type { Readable } from 'node:stream';

/**
 * Where the server keeps every file another node may need (work documents and
 * pictures, segmentation uploads and results): bytes under a key such as
 * `works/100001/w_ab…/<hash>.json` or `segmentation/results/<task id>.png`. Local
 * files by default; an S3-compatible bucket when configured (fromEnv.ts). Keys are
 * content hashes or task ids chosen by the server, never user-supplied names, so
 * writing the same key twice is harmless.
 */
export interface StoredAsset {
  data: Buffer;
  contentType: string;
}

export interface OpenedAsset {
  stream: Readable;
  contentType: string;
  size: number | undefined;
}

/**
 * The store cannot be reached or refuses us (network, 5xx, bad credentials): answered
 * 503 / 50303 with a Chinese message (http/errorHandling.ts). Nothing already stored
 * is touched by the failing call.
 */
export class AssetStoreUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AssetStoreUnavailable';
  }
}

/**
 * S3 multipart uploads (AWS S3 API: CreateMultipartUpload, UploadPart, CompleteMultipartUpload,
 * AbortMultipartUpload): the PDF chunks (docs/pdf.md "Object store") go straight to the store as
 * parts, each part once. Parts are numbered 1..10,000; every part but the last must be ≥ 5 MiB.
 */
export interface MultipartUploads {
  /** A new upload of `key`; its UploadId. */
  create(key: string, contentType: string): Promise<string>;
  /**
   * Streams `body` (exactly `size` bytes) as part `partNumber`; the same number again replaces
   * the part. `md5` (hex) goes out as Content-MD5, so a store that checks it (AWS, OSS, COS,
   * MinIO) refuses other bytes: resolves `{ etag }`, or `{ refused: 'BadDigest' … }` for a 4xx
   * about the body. A failing `body` rejects with its own error.
   */
  uploadPart(key: string, uploadId: string, partNumber: number, body: Readable, size: number, md5: string): Promise<{ etag: string } | { refused: string }>;
  /** Joins the parts (ascending numbers, their ETags) into the object `key`. */
  complete(key: string, uploadId: string, parts: ReadonlyArray<{ partNumber: number; etag: string }>): Promise<void>;
  /** Frees the parts; an upload already gone (completed or aborted) is not an error. */
  abort(key: string, uploadId: string): Promise<void>;
}

export interface AssetStore {
  readonly kind: 'local' | 's3';
  /** Present on S3 stores. */
  readonly multipart?: MultipartUploads;
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /**
   * Stores the file at `path` under `key` and removes it from `path`: big uploads are
   * streamed to a temporary file first (server/routes/works/streamBody.ts) and never held in memory.
   */
  putFile(key: string, path: string, contentType: string): Promise<void>;
  /** null when there is no such asset. */
  get(key: string): Promise<StoredAsset | null>;
  /** The asset as a stream, never buffered whole (big files served through the node); null when missing. */
  open(key: string): Promise<OpenedAsset | null>;
  /**
   * A URL a browser can GET directly for `seconds` (S3 presigned GET, answered with `contentType`
   * and `disposition` as Content-Type / Content-Disposition); absent on the local store and when
   * S3_PRESIGN=0.
   */
  presignGet?(key: string, seconds: number, contentType?: string, disposition?: string): Promise<string>;
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
