import { join, resolve } from 'node:path';
import { createLocalAssetStore } from './local.ts';
import { createS3AssetStore } from './s3.ts';
import type { AssetStore } from './types.ts';

/**
 * The asset store the environment asks for (docs/works.md):
 *   ASSET_STORE=local (default)  files under ASSET_DIR, default DATA_DIR/assets
 *   ASSET_STORE=s3               S3_ENDPOINT, S3_BUCKET, S3_REGION (default us-east-1),
 *                                S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, optional S3_PREFIX,
 *                                S3_PATH_STYLE=0 for virtual-hosted buckets,
 *                                S3_PRESIGN=0 to stream downloads through the node
 */
export function assetStoreFromEnv(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): AssetStore {
  const kind = env.ASSET_STORE || 'local';
  if (kind === 'local') {
    const dataDir = resolve(cwd, env.DATA_DIR || './data');
    return createLocalAssetStore(env.ASSET_DIR ? resolve(cwd, env.ASSET_DIR) : join(dataDir, 'assets'));
  }
  if (kind !== 's3') throw new Error(`ASSET_STORE must be local or s3, got "${kind}"`);
  const required = (name: string): string => {
    const value = env[name];
    if (!value) throw new Error(`ASSET_STORE=s3 needs ${name}`);
    return value;
  };
  return createS3AssetStore({
    endpoint: required('S3_ENDPOINT'),
    bucket: required('S3_BUCKET'),
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: required('S3_ACCESS_KEY_ID'),
    secretAccessKey: required('S3_SECRET_ACCESS_KEY'),
    prefix: env.S3_PREFIX || '',
    pathStyle: env.S3_PATH_STYLE !== '0',
    presign: env.S3_PRESIGN !== '0',
  });
}
