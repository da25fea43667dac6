import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SIGN_SECRET } from '../../workers/core/signing/sign.ts';
import type { RunningServer, TestDatabase } from '../testing/testServer.ts';
import { createTestDatabase, postJson, startTestServer } from '../testing/testServer.ts';
import { signedBody } from '../testing/signing.ts';

// A clock the test holds still, so "301 s off" is exactly 301 s off.
let clockMs = Date.UTC(2026, 0, 15, 8, 0, 0);
const nowSeconds = (): number => Math.floor(clockMs / 1000);

let server: RunningServer;
let database: TestDatabase;
let endpoint: string;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer({ database: database.config, now: () => clockMs });
  endpoint = `${server.url}/api/v4/getutctime`;
});

afterAll(async () => {
  await server?.close();
  await database?.dispose();
});

beforeEach(() => {
  clockMs += 1000;
});

describe('signed POST /api/v4/getutctime', () => {
  it('accepts a body signed as the app signs it and answers with the server time', async () => {
    const response = await postJson(endpoint, signedBody({}, nowSeconds()));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ code: 10000, msg: 'success', utctime: nowSeconds() });
  });

  it('accepts a signature computed independently from the spec rule (sorted pairs + secret, MD5)', async () => {
    const timestamp = nowSeconds();
    const fields = { timestamp, deviceid: ' dev-1 ', productinfo: '352', nonce: 'n-42', empty: '' };
    // Sorted keys, trimmed values, empty values left out, then the secret suffix.
    const canonical = `deviceid=dev-1&nonce=n-42&productinfo=352&timestamp=${timestamp}`;
    const datasign = createHash('md5').update(canonical + SIGN_SECRET).digest('hex');
    const response = await postJson(endpoint, { ...fields, datasign });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ code: 10000 });
  });

  it('rejects a missing datasign with 401 / 40001', async () => {
    const { datasign: _omitted, ...unsigned } = signedBody({}, nowSeconds());
    const response = await postJson(endpoint, unsigned);
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ code: 40001 });
  });

  it('rejects a wrong datasign and a datasign made with another secret', async () => {
    const body = signedBody({}, nowSeconds());
    const wrong = await postJson(endpoint, { ...body, datasign: '0'.repeat(32) });
    const otherSecret = await postJson(endpoint, signedBody({}, nowSeconds(), 'not-our-secret'));
    const upperCase = await postJson(endpoint, { ...body, datasign: String(body.datasign).toUpperCase() });
    for (const response of [wrong, otherSecret, upperCase]) {
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ code: 40001 });
    }
  });

  it('rejects a body changed after signing (a field tampered, added or removed)', async () => {
    const body = signedBody({ account: '13800000000' }, nowSeconds());
    const tampered = await postJson(endpoint, { ...body, account: '13900000000' });
    const added = await postJson(endpoint, { ...body, vip: 1 });
    const { deviceid: _removed, ...removed } = body;
    const removedResponse = await postJson(endpoint, removed);
    for (const response of [tampered, added, removedResponse]) {
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ code: 40001 });
    }
  });

  it('rejects a timestamp 301 s behind or ahead with 401 / 40002, and accepts 300 s', async () => {
    const stale = await postJson(endpoint, signedBody({}, nowSeconds() - 301));
    const ahead = await postJson(endpoint, signedBody({}, nowSeconds() + 301));
    for (const response of [stale, ahead]) {
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ code: 40002 });
    }
    const edgeBehind = await postJson(endpoint, signedBody({}, nowSeconds() - 300));
    const edgeAhead = await postJson(endpoint, signedBody({}, nowSeconds() + 300));
    expect(edgeBehind.status).toBe(200);
    expect(edgeAhead.status).toBe(200);
  });

  it('rejects a missing or non-numeric timestamp with 40002', async () => {
    for (const timestamp of [undefined, 'soon', 1.5, -1, '']) {
      const response = await postJson(endpoint, signedBody({}, timestamp));
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ code: 40002 });
    }
  });

  it('accepts the timestamp as a digit string, as some clients send it', async () => {
    const response = await postJson(endpoint, signedBody({}, String(nowSeconds())));
    expect(response.status).toBe(200);
  });

  it('rejects the same signed payload sent twice: the second gets 409 / 40003', async () => {
    const body = signedBody({}, nowSeconds());
    const first = await postJson(endpoint, body);
    const second = await postJson(endpoint, body);
    expect(first.status).toBe(200);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 40003 });
  });

  it('rejects a replay dressed up with whitespace or an extra empty field (same signature)', async () => {
    const body = signedBody({}, nowSeconds());
    expect((await postJson(endpoint, body)).status).toBe(200);
    const padded = await postJson(endpoint, { ...body, deviceid: ` ${String(body.deviceid)} `, extra: '' });
    expect(padded.status).toBe(409);
  });

  it('lets exactly one of ten identical requests sent at once through', async () => {
    const body = signedBody({}, nowSeconds());
    const responses = await Promise.all(Array.from({ length: 10 }, () => postJson(endpoint, body)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(9).fill(409)]);
  });

  it('accepts the same fields again with a new nonce (a retry is re-signed, not replayed)', async () => {
    const first = await postJson(endpoint, signedBody({ account: 'a' }, nowSeconds()));
    const retry = await postJson(endpoint, signedBody({ account: 'a' }, nowSeconds()));
    expect([first.status, retry.status]).toEqual([200, 200]);
  });

  it('rejects signing fields of the wrong type with 4xx {code,msg}', async () => {
    for (const deviceid of [{ a: 1 }, [1], true]) {
      const response = await postJson(endpoint, signedBody({ deviceid }, nowSeconds()));
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 40000, msg: expect.any(String) });
    }
    const numericDatasign = await postJson(endpoint, { ...signedBody({}, nowSeconds()), datasign: 12345 });
    expect(numericDatasign.status).toBe(401);
  });

  it('keeps unsigned GET /api/v4/getutctime open for clock correction', async () => {
    const response = await fetch(`${server.url}/api/v4/getutctime`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ code: 10000, msg: 'success', utctime: nowSeconds() });
  });
});
