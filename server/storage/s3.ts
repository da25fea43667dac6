import { createReadStream } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { stat, rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { AwsV4Signer } from 'aws4fetch';
import { AssetStoreUnavailable, assertAssetKey, type AssetStore, type MultipartUploads } from './types.ts';

export interface S3Options {
  /** e.g. https://s3.ap-east-1.amazonaws.com, https://oss-cn-hangzhou.aliyuncs.com or http://127.0.0.1:9000 (MinIO) */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Optional key prefix inside the bucket, e.g. `biaozhi/`. */
  prefix?: string;
  /** Path-style URLs (endpoint/bucket/key): MinIO, s3rver and most self-hosted stores need it. Default true. */
  pathStyle?: boolean;
  /** Milliseconds a request may take before the store counts as unreachable. */
  timeoutMs?: number;
  /** Hand out presigned GET URLs (default true); off: big files are streamed through the node (S3_PRESIGN=0). */
  presign?: boolean;
}

interface SendOptions {
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: Buffer | Readable;
}

/**
 * Assets in an S3-compatible bucket. Requests are signed by aws4fetch's AwsV4Signer (SigV4,
 * payload `UNSIGNED-PAYLOAD` so bodies stream) and sent with node:http(s), which lets a file
 * stream go out with its Content-Length (fetch would send a stream chunked, which S3 refuses).
 * Any network failure, timeout, 5xx or refusal (403) becomes AssetStoreUnavailable (503 to
 * the user); 404 is "no such asset". Tested against s3rver (storage.test.ts).
 */
export function createS3AssetStore(options: S3Options): AssetStore {
  const prefix = options.prefix ?? '';
  const endpoint = new URL(options.endpoint);
  const timeoutMs = options.timeoutMs ?? 30_000;

  function urlOf(key: string, query: Record<string, string> = {}): URL {
    assertAssetKey(key);
    const objectKey = `${prefix}${key}`;
    const url =
      (options.pathStyle ?? true)
        ? new URL(`${endpoint.origin}/${options.bucket}/${objectKey}`)
        : new URL(`${endpoint.protocol}//${options.bucket}.${endpoint.host}/${objectKey}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return url;
  }

  const signer = (method: string, url: URL, headers: Record<string, string>, signQuery = false) =>
    new AwsV4Signer({ method, url: url.toString(), headers, accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey, service: 's3', region: options.region, signQuery });

  async function send(method: string, key: string, sendOptions: SendOptions = {}): Promise<IncomingMessage> {
    const signed = await signer(method, urlOf(key, sendOptions.query), sendOptions.headers ?? {}).sign();
    const headers: Record<string, string> = {};
    signed.headers.forEach((value, name) => (headers[name] = value));
    const url = signed.url;
    return new Promise((resolve, reject) => {
      const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, { method, headers, timeout: timeoutMs });
      request.on('timeout', () => request.destroy(new Error(`S3 ${method} timed out after ${timeoutMs} ms`)));
      const { body } = sendOptions;
      // A body that fails (a client's upload cut off) rejects with its own error, not as the store's fault.
      let bodyError: unknown;
      request.on('error', (error) => reject(bodyError ?? new AssetStoreUnavailable(`S3 ${method} ${key}: ${error.message}`, { cause: error })));
      request.on('response', (response) => {
        // Refused before the body was all sent: the rest of a streamed body is read and dropped, so its source never stalls.
        if ((response.statusCode ?? 0) >= 300 && body !== undefined && !Buffer.isBuffer(body) && !body.readableEnded) {
          body.unpipe(request);
          body.resume();
        }
        resolve(response);
      });
      if (body === undefined) request.end();
      else if (Buffer.isBuffer(body)) request.end(body);
      else {
        body.on('error', (error) => {
          bodyError = error;
          request.destroy(error);
        });
        body.pipe(request);
      }
    });
  }

  async function readAll(response: IncomingMessage): Promise<Buffer> {
    const parts: Buffer[] = [];
    for await (const part of response) parts.push(part as Buffer);
    return Buffer.concat(parts);
  }

  async function failed(what: string, response: IncomingMessage): Promise<AssetStoreUnavailable> {
    const text = (await readAll(response).catch(() => Buffer.alloc(0))).toString('utf8').slice(0, 300);
    return new AssetStoreUnavailable(`S3 ${what} failed: HTTP ${response.statusCode} ${text}`);
  }

  async function putBody(key: string, body: Buffer | Readable, size: number, contentType: string): Promise<void> {
    const response = await send('PUT', key, { headers: { 'content-type': contentType, 'content-length': String(size) }, body });
    if ((response.statusCode ?? 0) >= 300) throw await failed(`PUT ${key}`, response);
    response.resume();
  }

  /** An S3 error document's <Code>, e.g. NoSuchUpload, BadDigest. */
  const errorCode = (text: string) => /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? '';

  const multipart: MultipartUploads = {
    async create(key, contentType) {
      const response = await send('POST', key, { query: { uploads: '' }, headers: { 'content-type': contentType } });
      if (response.statusCode !== 200) throw await failed(`CreateMultipartUpload ${key}`, response);
      const uploadId = /<UploadId>([^<]+)<\/UploadId>/.exec((await readAll(response)).toString('utf8'))?.[1];
      if (!uploadId) throw new AssetStoreUnavailable(`S3 CreateMultipartUpload ${key}: no UploadId in the answer`);
      return uploadId;
    },
    async uploadPart(key, uploadId, partNumber, body, size, md5) {
      const headers = { 'content-length': String(size), 'content-md5': Buffer.from(md5, 'hex').toString('base64') };
      const response = await send('PUT', key, { query: { partNumber: String(partNumber), uploadId }, headers, body });
      const status = response.statusCode ?? 0;
      if (status === 200) {
        response.resume();
        const etag = response.headers.etag;
        if (!etag) throw new AssetStoreUnavailable(`S3 UploadPart ${key}: no ETag in the answer`);
        return { etag };
      }
      const text = (await readAll(response).catch(() => Buffer.alloc(0))).toString('utf8');
      // The body's own fault (wrong MD5, wrong length): the chunk is refused, the store is fine.
      if (status === 400 && /^(BadDigest|InvalidDigest|IncompleteBody|EntityTooSmall|EntityTooLarge)$/.test(errorCode(text))) return { refused: errorCode(text) };
      throw new AssetStoreUnavailable(`S3 UploadPart ${key} failed: HTTP ${status} ${text.slice(0, 300)}`);
    },
    async complete(key, uploadId, parts) {
      const xml = `<CompleteMultipartUpload xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${parts
        .map((part) => `<Part><PartNumber>${part.partNumber}</PartNumber><ETag>${part.etag}</ETag></Part>`)
        .join('')}</CompleteMultipartUpload>`;
      const body = Buffer.from(xml, 'utf8');
      const response = await send('POST', key, { query: { uploadId }, headers: { 'content-type': 'application/xml', 'content-length': String(body.length) }, body });
      const text = (await readAll(response).catch(() => Buffer.alloc(0))).toString('utf8');
      // S3 may answer 200 and still report an error in the body (it sends the status before joining).
      if (response.statusCode !== 200 || /<Error>/.test(text)) throw new AssetStoreUnavailable(`S3 CompleteMultipartUpload ${key} failed: HTTP ${response.statusCode} ${errorCode(text) || text.slice(0, 300)}`);
    },
    async abort(key, uploadId) {
      const response = await send('DELETE', key, { query: { uploadId } });
      if ((response.statusCode ?? 0) >= 300 && response.statusCode !== 404) throw await failed(`AbortMultipartUpload ${key}`, response);
      response.resume();
    },
  };

  const store: AssetStore = {
    kind: 's3',
    multipart,
    async put(key, data, contentType) {
      await putBody(key, Buffer.from(data.buffer, data.byteOffset, data.byteLength), data.byteLength, contentType);
    },
    async putFile(key, path, contentType) {
      // Streamed from disk with its length: a 24 MiB document never sits in memory.
      const { size } = await stat(path);
      await putBody(key, createReadStream(path), size, contentType);
      await rm(path, { force: true });
    },
    async get(key) {
      const opened = await this.open(key);
      if (!opened) return null;
      const parts: Buffer[] = [];
      for await (const part of opened.stream) parts.push(part as Buffer);
      return { data: Buffer.concat(parts), contentType: opened.contentType };
    },
    async open(key) {
      const response = await send('GET', key);
      if (response.statusCode === 404) {
        response.resume();
        return null;
      }
      if (response.statusCode !== 200) throw await failed(`GET ${key}`, response);
      const length = Number(response.headers['content-length']);
      return { stream: response, contentType: response.headers['content-type'] ?? 'application/octet-stream', size: Number.isFinite(length) ? length : undefined };
    },
    async delete(key) {
      const response = await send('DELETE', key);
      if ((response.statusCode ?? 0) >= 300 && response.statusCode !== 404) throw await failed(`DELETE ${key}`, response);
      response.resume();
    },
    async presignGet(key, seconds, contentType, disposition) {
      const query: Record<string, string> = { 'X-Amz-Expires': String(Math.max(1, Math.min(604_800, Math.round(seconds)))) };
      if (contentType) query['response-content-type'] = contentType;
      if (disposition) query['response-content-disposition'] = disposition;
      const signed = await signer('GET', urlOf(key, query), {}, true).sign();
      return signed.url.toString();
    },
  };
  // A store behind a private network (or one whose URLs must not leave it) streams through the node instead.
  if (options.presign === false) delete store.presignGet;
  return store;
}
