import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open.ts';
import type { JsonResponse, RunningServer } from '../testing/testServer.ts';
import { createTestDatabase, request, startTestServer } from '../testing/testServer.ts';

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

function post(path: string, body: BodyInit | undefined, contentType?: string): Promise<JsonResponse> {
  return request(`${server.url}${path}`, {
    method: 'POST',
    headers: contentType === undefined ? {} : { 'content-type': contentType },
    ...(body === undefined ? {} : { body }),
  });
}

function expectError(response: JsonResponse, status: number, code: number): void {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.body).toEqual({ code, msg: expect.any(String) });
}

/** Sends raw bytes over TCP and returns what came back, for requests fetch refuses to make. */
function rawExchange(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const { port } = new URL(server.url);
    const socket = connect(Number(port), '127.0.0.1', () => socket.end(bytes));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
  });
}

describe('malformed requests get 4xx {code,msg}, never 5xx', () => {
  const signedPath = '/api/v4/getutctime';

  it('answers broken JSON with 400 / 40000', async () => {
    for (const text of ['{', '{"a":', "{'a':1}", 'undefined', '{"a":1}}', '\u0000']) {
      expectError(await post(signedPath, text, 'application/json'), 400, 40000);
    }
  });

  it('answers an empty JSON body with 400 / 40000', async () => {
    expectError(await post(signedPath, '', 'application/json'), 400, 40000);
    expectError(await post(signedPath, '   ', 'application/json'), 400, 40000);
  });

  it('answers JSON that is not an object (array, string, number, null) with 400 / 40000', async () => {
    for (const text of ['[]', '[1,2]', '"text"', '42', 'null', 'true']) {
      expectError(await post(signedPath, text, 'application/json'), 400, 40000);
      expectError(await post('/api/analytics/batch', text, 'application/json'), 400, 40000);
    }
  });

  it('answers a body with no content type, or a non-JSON one, with 400 / 40004', async () => {
    expectError(await post(signedPath, '{}', undefined), 400, 40004);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml']) {
      expectError(await post(signedPath, 'a=1', type), 400, 40004);
    }
  });

  it('answers a POST with no body at all with 400 / 40000', async () => {
    expectError(await post(signedPath, undefined), 400, 40000);
  });

  it('refuses prototype-polluting keys and absurd nesting', async () => {
    expectError(await post(signedPath, '{"__proto__":{"admin":true}}', 'application/json'), 400, 40000);
    expectError(await post(signedPath, '{"constructor":{"prototype":{"x":1}}}', 'application/json'), 400, 40000);
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    // 200 KB: over the signed calls' 128 KiB, so it is tried on the 1 MiB analytics route; signed calls get a shallower one.
    expectError(await post('/api/analytics/batch', `{"a":${deep}}`, 'application/json'), 400, 40000);
    expectError(await post(signedPath, `{"a":${'['.repeat(1000)}${']'.repeat(1000)}}`, 'application/json'), 400, 40000);
  });

  it('answers a body over 1 MiB with 413 / 41300 (the connection still delivers the answer)', async () => {
    const huge = JSON.stringify({ blob: 'x'.repeat(1024 * 1024 + 10) });
    expectError(await post(signedPath, huge, 'application/json'), 413, 41300);
    expectError(await post('/api/analytics/batch', huge, 'application/json'), 413, 41300);
    // The server keeps serving afterwards.
    expect((await request(`${server.url}/api/v4/getutctime`)).status).toBe(200);
  });

  it('answers unknown routes with 404 / 40400 for every method', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH']) {
      expectError(await request(`${server.url}/api/v4/no-such-call`, { method }), 404, 40400);
    }
    expectError(await request(`${server.url}/nothing/here.json`), 404, 40400);
  });

  it('answers a known path with the wrong method with 405 / 40500 and an Allow header', async () => {
    const response = await request(`${server.url}/api/location_and_time`);
    expectError(response, 405, 40500);
    expect(response.headers.get('allow')).toBe('POST');
    const health = await request(`${server.url}/health`, { method: 'DELETE' });
    expectError(health, 405, 40500);
    expect(health.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers wrong query types on content routes with 400 / 40000', async () => {
    for (const query of ['', '?id=abc', '?id=-1', '?id=352&fields=secret', '?id=1&id=2']) {
      expectError(await request(`${server.url}/api/product/get${query}`), 400, 40000);
    }
    for (const query of ['', '?k=', '?k=%00', '?k=DROP%20TABLE', '?k=no_such_kind']) {
      expectError(await request(`${server.url}/api/sys/get${query}`), 400, 40000);
    }
  });

  it('answers an undecodable URL with 400 / 40000', async () => {
    expectError(await request(`${server.url}/api/%zz`), 400, 40000);
  });

  it('answers a request Node cannot parse with a JSON 400 before closing', async () => {
    const reply = await rawExchange('GARBAGE\r\n\r\n');
    expect(reply).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4))).toEqual({ code: 40000, msg: expect.any(String) });
  });
});

describe('our own faults', () => {
  it('answer 500 / 50000 (and /health 503 / 50300) when the database is gone, and the server keeps answering', async () => {
    const scratch = await createTestDatabase();
    const db = await openDatabase(scratch.config);
    const broken = await startTestServer({ db });
    try {
      await db.close();
      expectError(await request(`${broken.url}/api/product/get?id=352`), 500, 50000);
      expectError(await request(`${broken.url}/health`), 503, 50300);
      expect((await request(`${broken.url}/api/v4/getutctime`)).status).toBe(200);
    } finally {
      await broken.close();
      await scratch.dispose();
    }
  });
});
