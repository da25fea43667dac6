import { readFile, rm } from 'node:fs/promises';
import { signV4, sha256Hex, type SigV4Credentials } from './sigv4.ts';
import { assertAssetKey, type AssetStore } from './types.ts';

export interface S3Options extends SigV4Credentials {
  /** e.g. https://s3.ap-east-1.amazonaws.com or http://127.0.0.1:9000 (MinIO) */
  endpoint: string;
  bucket: string;
  /** Optional key prefix inside the bucket, e.g. `biaozhi/`. */
  prefix?: string;
  /** Path-style URLs (endpoint/bucket/key): MinIO and most self-hosted stores need it. Default true. */
  pathStyle?: boolean;
  fetch?: typeof fetch;
  now?: () => Date;
}

/**
 * Assets in an S3-compatible bucket: signed PUT/GET/DELETE of single objects.
 * Tested here against a fake S3 endpoint and the SigV4 reference example; not
 * run against a real bucket in this repository (no credentials in CI).
 */
export function createS3AssetStore(options: S3Options): AssetStore {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const prefix = options.prefix ?? '';

  function urlOf(key: string): URL {
    assertAssetKey(key);
    const endpoint = new URL(options.endpoint);
    const objectKey = `${prefix}${key}`;
    if (options.pathStyle ?? true) return new URL(`${endpoint.origin}/${options.bucket}/${objectKey}`);
    return new URL(`${endpoint.protocol}//${options.bucket}.${endpoint.host}/${objectKey}`);
  }

  async function send(method: string, key: string, body?: Uint8Array, contentType?: string): Promise<Response> {
    const url = urlOf(key);
    const headers = signV4(
      { method, url, headers: contentType ? { 'content-type': contentType } : {}, payloadHash: sha256Hex(body ?? '') },
      options,
      now(),
    );
    const { host: _host, ...sendable } = headers;
    return doFetch(url, { method, headers: sendable, ...(body ? { body: Buffer.from(body) } : {}) });
  }

  const fail = async (what: string, response: Response) => new Error(`S3 ${what} failed: HTTP ${response.status} ${(await response.text()).slice(0, 200)}`);

  return {
    kind: 's3',
    async put(key, data, contentType) {
      const response = await send('PUT', key, data, contentType);
      if (!response.ok) throw await fail(`PUT ${key}`, response);
    },
    async putFile(key, path, contentType) {
      // Read whole: the request is signed over its payload (sigv4). The upload itself was streamed to
      // disk and checked before this point, so only an authenticated, verified document gets here.
      const response = await send('PUT', key, await readFile(path), contentType);
      if (!response.ok) throw await fail(`PUT ${key}`, response);
      await rm(path, { force: true });
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) return null;
      if (!response.ok) throw await fail(`GET ${key}`, response);
      return { data: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type') ?? 'application/octet-stream' };
    },
    async delete(key) {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404) throw await fail(`DELETE ${key}`, response);
    },
  };
}
