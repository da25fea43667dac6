import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** s3rver's built-in account: it checks SigV4 signatures (headers and presigned query strings) against these. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1' } as const;

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** ASSET_STORE=s3 variables for a server process using this store. */
  env: Record<string, string>;
  /** Keys of the objects in the bucket (read from s3rver's directory). */
  objectKeys(): Promise<string[]>;
  /** UploadIds of multipart uploads neither completed nor aborted (their parts still stored). */
  openUploads(): Promise<string[]>;
  stop(): Promise<void>;
}

interface KoaContext {
  method: string;
  path: string;
  query: Record<string, unknown>;
  status: number;
  body: unknown;
  get(name: string): string;
}
type KoaMiddleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;

/** s3rver keeps the parts of an upload in `<bucket>/._S3rver_uploads/<UploadId>/` (its filesystem store). */
const uploadsDir = (directory: string, bucket: string) => join(directory, bucket, '._S3rver_uploads');

/**
 * s3rver 3.7.1, the newest release, implements CreateMultipartUpload, UploadPart and
 * CompleteMultipartUpload but answers AbortMultipartUpload (`DELETE /<bucket>/<key>?uploadId=`)
 * with 405 MethodNotAllowed. This adds it as the S3 API defines it (204; 404 NoSuchUpload for an
 * unknown id), doing what s3rver's own Complete does at its end: the upload's parts folder is removed.
 * Requests must name s3rver's access key, as its own authentication requires.
 */
function abortMultipartUpload(directory: string): KoaMiddleware {
  return async (ctx, next) => {
    if (ctx.method !== 'DELETE' || typeof ctx.query.uploadId !== 'string') return next();
    if (!ctx.get('authorization').includes(`Credential=${S3RVER_CREDENTIALS.accessKeyId}/`)) {
      ctx.status = 403;
      ctx.body = '<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code></Error>';
      return;
    }
    const bucket = ctx.path.split('/')[1] ?? '';
    const uploadId = ctx.query.uploadId;
    const known = /^[0-9a-f]{32}$/.test(uploadId) && (await readdir(uploadsDir(directory, bucket)).catch(() => [] as string[])).includes(uploadId);
    if (!known) {
      ctx.status = 404;
      ctx.body = '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code></Error>';
      return;
    }
    await rm(join(uploadsDir(directory, bucket), uploadId), { recursive: true, force: true });
    ctx.status = 204;
  };
}

/**
 * A real S3-compatible server (s3rver, from npm) on 127.0.0.1 with its objects in a temp
 * directory: the storage tests and the two-node test talk S3 to it over HTTP, signatures
 * checked, as to AWS S3, OSS, COS or MinIO. `cors` is the bucket's CORSConfiguration XML.
 */
export async function startLocalS3(bucket = 'bzsj-assets', options: { cors?: string } = {}): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 'bzsj-s3-'));
  const configs = options.cors ? [options.cors] : [];
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs }] });
  // Koa composes its middleware list when the server starts: this one runs before s3rver's router.
  (server as unknown as { middleware: KoaMiddleware[] }).middleware.unshift(abortMultipartUpload(directory));
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      ASSET_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: S3RVER_CREDENTIALS.region,
      S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    },
    async objectKeys() {
      const root = join(directory, bucket);
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      return entries
        .filter((entry) => entry.isFile() && entry.name.endsWith('._S3rver_object'))
        .map((entry) => join(entry.parentPath, entry.name.slice(0, -'._S3rver_object'.length)).slice(root.length + 1))
        .sort();
    },
    async openUploads() {
      return readdir(uploadsDir(directory, bucket)).catch(() => [] as string[]);
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
