import { createServer, type Server } from 'node:http';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetStoreFromEnv } from './fromEnv.ts';
import { createLocalAssetStore } from './local.ts';
import { createS3AssetStore } from './s3.ts';
import { sha256Hex, signV4 } from './sigv4.ts';
import type { AssetStore } from './types.ts';

const secretAccessKey = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
const credentials = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey, region: 'us-east-1' };

async function roundTrip(store: AssetStore) {
  const bytes = new TextEncoder().encode('{"作品":"标志"}');
  await store.put('works/1/w_a/abc.json', bytes, 'application/json');
  const back = await store.get('works/1/w_a/abc.json');
  expect(back && new TextDecoder().decode(back.data)).toBe('{"作品":"标志"}');
  expect(back?.contentType).toBe('application/json');
  await store.put('works/1/w_a/abc.json', bytes, 'application/json');
  await store.delete('works/1/w_a/abc.json');
  expect(await store.get('works/1/w_a/abc.json')).toBeNull();
  await store.delete('works/1/w_a/abc.json');
}

describe('local asset store', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'bzsj-assets-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('stores, reads back, overwrites and deletes by key, leaving no temporary files', async () => {
    const store = createLocalAssetStore(dir);
    await roundTrip(store);
    expect((await readdir(join(dir, 'works/1/w_a'))).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('refuses keys that could leave its directory', async () => {
    const store = createLocalAssetStore(dir);
    for (const key of ['../x', 'a/../../b', '/etc/passwd', 'a//b', '', 'a/./b', 'a\\b']) {
      await expect(store.put(key, new Uint8Array(1), 'text/plain')).rejects.toThrow(/invalid asset key/);
    }
  });

  it('is what the environment selects by default, under DATA_DIR/assets', () => {
    expect(assetStoreFromEnv({ DATA_DIR: dir }).kind).toBe('local');
    expect(() => assetStoreFromEnv({ ASSET_STORE: 's3' })).toThrow(/S3_ENDPOINT/);
    expect(() => assetStoreFromEnv({ ASSET_STORE: 'ftp' })).toThrow(/local or s3/);
  });
});

describe('S3 signature (AWS SigV4)', () => {
  it('matches the reference GET Object example of the S3 documentation', () => {
    const headers = signV4(
      { method: 'GET', url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'), headers: { range: 'bytes=0-9' }, payloadHash: sha256Hex('') },
      credentials,
      new Date(Date.UTC(2013, 4, 24)),
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

describe('S3 asset store against a fake S3 endpoint', () => {
  let server: Server;
  let endpoint = '';
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: string[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '';
        seen.push(`${request.method} ${path} ${String(request.headers.authorization).slice(0, 16)} ${String(request.headers['x-amz-content-sha256']).slice(0, 8)}`);
        if (!String(request.headers.authorization).startsWith('AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/')) {
          response.writeHead(403).end('denied');
        } else if (request.method === 'PUT') {
          objects.set(path, { body: Buffer.concat(chunks), type: String(request.headers['content-type']) });
          response.writeHead(200).end();
        } else if (request.method === 'GET') {
          const object = objects.get(path);
          if (!object) response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
          else response.writeHead(200, { 'content-type': object.type }).end(object.body);
        } else {
          objects.delete(path);
          response.writeHead(204).end();
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    endpoint = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('puts, gets and deletes signed objects under bucket/prefix', async () => {
    await roundTrip(createS3AssetStore({ ...credentials, endpoint, bucket: 'logos', prefix: 'app/' }));
    expect(seen[0]).toMatch(/^PUT \/logos\/app\/works\/1\/w_a\/abc\.json AWS4-HMAC-SHA256 [0-9a-f]{8}$/);
    expect(seen.some((line) => line.startsWith('DELETE /logos/app/works/1/w_a/abc.json'))).toBe(true);
  });

  it('reports a refused request as an error', async () => {
    const store = createS3AssetStore({ ...credentials, accessKeyId: 'WRONG', endpoint, bucket: 'logos' });
    await expect(store.put('a.json', new Uint8Array(1), 'application/json')).rejects.toThrow(/HTTP 403/);
  });
});
