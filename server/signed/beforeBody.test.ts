import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountServer, type AccountServer } from '../testing/accountServer.ts';
import { signedBody } from '../testing/signing.ts';
import { healthDuring, sendInPieces, sendOnlyTheStart } from '../testing/streamedUpload.ts';
import { loadScaled } from '../testing/loadScaled.ts';

// Issue 14 (2), the uploads signed in the query string: /changephoto (2 MB), the segmentation upload
// (10 MB) and PDF chunks (50 MiB) buffered their whole body before the signature and the login were
// looked at. Now both are checked before a byte of the body is read (real HTTP, real PGlite).

let server: AccountServer;
const MB = 1024 * 1024;

beforeAll(async () => {
  server = await startAccountServer();
}, 120_000);
afterAll(async () => {
  await server?.close();
});

function url(path: string, fields: Record<string, string | number>, datasign?: string): string {
  const signed = signedBody(fields, String(server.clock.seconds()));
  if (datasign) signed.datasign = datasign;
  return `${server.url}${path}?${new URLSearchParams(Object.entries(signed).map(([key, value]) => [key, String(value)]))}`;
}

const stranger = { account: '13900000002', usertoken: 'not-a-token' };
const chunkFields = { tasktag: `p${'a'.repeat(32)}`, tasktoken: 'not-the-token', chunk: 0, chunks: 1, fileindex: 0, chunkmd5: 'b'.repeat(32) };

describe('uploads signed in the query string are judged before their body is read', () => {
  it.each([
    ['/api/v4/changephoto', 'image/png', 2 * MB - 1024, { ...stranger, filemd5: 'c'.repeat(32) }],
    ['/api/v4/sub/async-task/upload-image', 'image/png', 10 * MB - 1024, { ...stranger, filemd5: 'c'.repeat(32) }],
    ['/api/v4/pdf/uploadchunk', 'application/octet-stream', 50 * MB, chunkFields],
  ] as const)('%s: a bogus signature, then a valid one without a valid login, are answered with only the start of the body sent', async (path, type, size, fields) => {
    const forged = await sendOnlyTheStart(url(path, fields, '0'.repeat(32)), { 'content-type': type }, size);
    expect(forged.status).toBe(401);
    expect(forged.body.code).toBe(40001);
    const noLogin = await sendOnlyTheStart(url(path, fields), { 'content-type': type }, size);
    expect(noLogin.status).toBeGreaterThanOrEqual(400);
    expect(noLogin.status).toBeLessThan(500);
    expect(noLogin.body.code).not.toBe(40001);
    expect(noLogin.body.msg).toEqual(expect.any(String));
  }, 60_000);

  it('eight parallel 50 MiB PDF chunks of an unknown task: RSS does not grow by them and /health stays quick', async () => {
    const body = Buffer.alloc(50 * MB, 2);
    global.gc?.();
    const before = process.memoryUsage().rss;
    const all = Promise.all(Array.from({ length: 8 }, () => sendInPieces(url('/api/v4/pdf/uploadchunk', chunkFields), { 'content-type': 'application/octet-stream' }, body)));
    const worstHealth = await healthDuring(server.url, all);
    const grown = process.memoryUsage().rss - before;
    console.log(`8 × 50 MiB unknown-task chunks: worst /health ${Math.round(worstHealth)} ms, RSS +${Math.round(grown / MB)} MB`);
    for (const answer of await all) {
      expect(answer.status).toBeLessThan(500);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.sentAtResponse).toBeLessThan(body.length / 2);
    }
    expect(worstHealth).toBeLessThan(loadScaled(1000));
    // Buffering them took 8 × 50 MiB.
    expect(grown).toBeLessThan(100 * MB);
  }, 60_000);
});
