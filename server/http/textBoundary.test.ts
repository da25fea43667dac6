import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedBody } from '../testing/signing.ts';
import type { JsonResponse, RunningServer } from '../testing/testServer.ts';
import { postJson, request, startTestServer } from '../testing/testServer.ts';

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const now = () => Math.floor(Date.now() / 1000);
/** A body as the app sends it, then spoilt after signing (JSON.stringify writes a lone surrogate as \\ud800). */
// The client's MD5 itself throws on a lone surrogate, so the bad value goes in after signing (as a forger would send it).
const signed = (name: string, fields: Record<string, unknown>) => {
  const placeholders = Object.fromEntries(Object.keys(fields).map((key) => [key, 'placeholder']));
  return postJson(`${server.url}/api/v4/${name}`, { ...signedBody(placeholders, now()), ...fields });
};

function expect400(response: JsonResponse, msg: RegExp): void {
  expect(response.status).toBe(400);
  expect(response.body).toEqual({ code: 40000, msg: expect.stringMatching(msg) });
}

describe('text Postgres or the hash cannot take is a 400 at the door', () => {
  it('a lone surrogate in any field of a signed route (it used to throw inside the signature code: 500)', async () => {
    for (const [name, field] of [['getutctime', 'anything'], ['virtualactregister', 'andriodid'], ['wechatstate', 'logintag'], ['safsmsverify', 'account']] as const) {
      for (const bad of ['\ud800', 'a\udfffb', 'x\ud83d']) {
        expect400(await signed(name, { [field]: bad }), /不成对的代理项/);
      }
    }
  });

  it('NUL or a lone surrogate in analytics properties, event names or keys', async () => {
    const batch = (entry: Record<string, unknown>) => postJson(`${server.url}/api/analytics/batch`, { project: 'web', data_list: [{ event: 'open', ...entry }] });
    expect400(await batch({ properties: { page: 'a\u0000b' } }), /空字符/);
    expect400(await batch({ properties: { page: '\ud800' } }), /不成对的代理项/);
    expect400(await batch({ properties: { 'k\u0000': 1 } }), /空字符/);
    expect400(await batch({ event: 'e\u0000' }), /空字符/);
    expect400(await batch({ properties: { ['k'.repeat(200)]: 1 } }), /字段名过长/);
    const fine = await batch({ properties: { page: '首页 🎨' } });
    expect(fine.status).toBe(200);
  });

  it('NUL or a ~3 KB deviceid at guest registration', async () => {
    expect400(await signed('virtualactregister', { deviceid: 'device\u0000id' }), /空字符/);
    expect400(await signed('virtualactregister', { deviceid: 'd'.repeat(3000) }), /deviceid 过长/);
    const honestlySigned = signedBody({ andriodid: 'a'.repeat(3000), deviceid: 'd'.repeat(100) }, now());
    expect400(await postJson(`${server.url}/api/v4/virtualactregister`, honestlySigned), /andriodid/);
  });

  it('NUL in task_id', async () => {
    expect400(await signed('sub/async-task/query-result', { account: 'x', usertoken: 'y', task_id: 't\u0000' }), /空字符/);
  });

  it('NUL or broken UTF-8 in a query string or path parameter', async () => {
    for (const path of ['/api/product/get?id=352%00&fields=config', '/api/product/get?id=%ED%A0%80', '/api/account/photo/1%00', '/api/logos/list?q=%00']) {
      const response = await request(`${server.url}${path}`);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
      expect(response.body).toEqual({ code: expect.any(Number), msg: expect.any(String) });
    }
  });
});
