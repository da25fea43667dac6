import { mkdtemp, rm } from 'node:fs/promises';
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
  stop(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver, from npm) on 127.0.0.1 with its objects in a temp
 * directory: the storage tests and the two-node test talk S3 to it over HTTP, signatures
 * checked, as to AWS S3, OSS, COS or MinIO.
 */
export async function startLocalS3(bucket = 'bzsj-assets'): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 'bzsj-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
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
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
