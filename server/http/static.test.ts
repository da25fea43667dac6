import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open.ts';
import type { TestDatabase } from '../testing/testServer.ts';
import type { Db } from '../db/types.ts';
import type { RunningServer } from '../testing/testServer.ts';
import { createTestDatabase, request, startTestServer } from '../testing/testServer.ts';

let dir: string;
let database: TestDatabase;
let db: Db;
let site: RunningServer;
let bare: RunningServer;

const manifest = JSON.stringify({ slices: Array.from({ length: 200 }, (_, i) => ({ ranges: `${i},1+2`, files: { 400: `f-${i}-400.woff` } })) });

/** Raw bytes and headers, no automatic decompression (fetch would undo what is being tested). */
function rawGet(url: string, acceptEncoding?: string): Promise<{ status: number; encoding?: string; vary?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          encoding: response.headers['content-encoding'],
          vary: typeof response.headers.vary === 'string' ? response.headers.vary : undefined,
          body: Buffer.concat(chunks),
        }),
      );
    }).on('error', reject);
  });
}

const shell = '<!doctype html><html lang="zh-CN"><title>标志设计</title><div id="root"></div></html>';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bzsj-static-'));
  await mkdir(join(dir, 'app', 'assets'), { recursive: true });
  await mkdir(join(dir, 'public', 'catalogue'), { recursive: true });
  await writeFile(join(dir, 'app', 'index.html'), shell);
  await writeFile(join(dir, 'app', 'assets', 'index-3f2a1b.js'), 'console.log(1)');
  await writeFile(join(dir, 'app', '.env'), 'SECRET=1');
  await writeFile(join(dir, 'public', 'catalogue', 'colors.json'), '["#000000,#ffffff"]');
  await mkdir(join(dir, 'public', 'fonts'), { recursive: true });
  await writeFile(join(dir, 'public', 'fonts', 'manifest.json'), manifest);
  await writeFile(join(dir, 'public', 'fonts', 'manifest.json.br'), brotliCompressSync(manifest));
  await writeFile(join(dir, 'public', 'fonts', 'manifest.json.gz'), gzipSync(manifest));
  database = await createTestDatabase();
  db = await openDatabase(database.config);
  site = await startTestServer({ db, staticRoots: [join(dir, 'app'), join(dir, 'public')] });
  bare = await startTestServer({ db, staticRoots: [join(dir, 'not-built'), join(dir, 'missing-public')] });
});

afterAll(async () => {
  await site?.close();
  await bare?.close();
  await db?.close();
  await database?.dispose();
  await rm(dir, { recursive: true, force: true });
});

describe('static site', () => {
  it('serves the app shell at / without long caching', async () => {
    const response = await request(`${site.url}/`);
    expect(response.status).toBe(200);
    expect(response.text).toBe(shell);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('caches hashed build assets for a year', async () => {
    const response = await request(`${site.url}/assets/index-3f2a1b.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('serves catalogue files from public/ at the same paths', async () => {
    const response = await request(`${site.url}/catalogue/colors.json`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(['#000000,#ffffff']);
  });

  it('gives a browser navigating to an unknown page the app shell, but API paths stay JSON 404s', async () => {
    const page = await request(`${site.url}/pages/index/index`, { headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(page.status).toBe(200);
    expect(page.text).toBe(shell);
    const api = await request(`${site.url}/api/nothing`, { headers: { accept: 'text/html' } });
    expect(api.status).toBe(404);
    expect(api.body).toMatchObject({ code: 40400 });
    const file = await request(`${site.url}/catalogue/missing.json`);
    expect(file.status).toBe(404);
    expect(file.body).toMatchObject({ code: 40400 });
  });

  it('sends the precompressed sibling to a browser that accepts it, the plain file otherwise', async () => {
    const url = `${site.url}/fonts/manifest.json`;
    const br = await rawGet(url, 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.encoding).toBe('br');
    expect(br.body.length).toBeLessThan(manifest.length / 3);
    expect(brotliDecompressSync(br.body).toString()).toBe(manifest);
    expect(br.vary).toMatch(/accept-encoding/i);
    const gz = await rawGet(url, 'gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(manifest);
    const plain = await rawGet(url);
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(manifest);
  });

  it('does not serve dotfiles', async () => {
    const response = await request(`${site.url}/.env`);
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('SECRET');
  });

  it('runs the API when the UI is not built', async () => {
    expect((await request(`${bare.url}/api/v4/getutctime`)).status).toBe(200);
    const root = await request(`${bare.url}/`, { headers: { accept: 'text/html' } });
    expect(root.status).toBe(404);
    expect(root.body).toMatchObject({ code: 40400 });
  });
});
