import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createFakeFetch, jsonResponse, type Route } from '../testing/fakeFetch.ts';
import { createApiClient } from './client.ts';
import { ApiError, ClientErrorCode, isOfflineError } from './errors.ts';
import { computeDatasign, type SignablePayload } from '../../../workers/core/signing/sign.ts';

const NOW = 1_763_768_000_000;
const utc: Route = () => jsonResponse({ code: 10000, utctime: NOW / 1000 });

function client(routes: Record<string, Route>, extra: Partial<Parameters<typeof createApiClient>[0]> = {}) {
  const fetch = createFakeFetch({ 'GET /api/v4/getutctime': utc, ...routes });
  let n = 0;
  const api = createApiClient({
    baseUrl: 'https://api.example.cn/',
    fetch,
    deviceId: () => 'device-1',
    clock: { now: () => NOW },
    makeNonce: () => `nonce-${(n += 1)}`,
    appVersion: '1.2.3',
    domain: 'm.example.cn',
    ...extra,
  });
  return { api, fetch };
}

const never: Route = () => new Promise<Response>(() => undefined);

afterEach(() => {
  vi.useRealTimers();
});

describe('signed posts', () => {
  it('send the spec fields and a datasign the server can recompute', async () => {
    const { api, fetch } = client({ 'POST /api/v4/memprofile': () => jsonResponse({ code: 10000, msg: 'success', nick: 'a' }) });
    const reply = await api.post('/memprofile', { account: '13800138000', usertoken: 't' });
    expect(reply).toMatchObject({ code: 10000, nick: 'a' });
    const [call] = fetch.callsTo('POST /api/v4/memprofile');
    expect(call?.url.origin).toBe('https://api.example.cn');
    expect(call?.headers.get('content-type')).toBe('application/json');
    const body = call?.body as SignablePayload;
    expect(body).toMatchObject({ account: '13800138000', usertoken: 't', deviceid: 'device-1', productinfo: 352, timestamp: NOW / 1000, nonce: 'nonce-1' });
    const { datasign, ...rest } = body;
    expect(datasign).toBe(computeDatasign(rest));
  });

  it('let a call send productinfo and deviceid empty, but never its own timestamp or nonce', async () => {
    const { api, fetch } = client({ 'POST /api/v4/uploadpar': () => jsonResponse({ code: 10000 }) });
    await api.post('uploadpar', { productinfo: '', deviceid: '', timestamp: 1, nonce: 'fixed' });
    const body = fetch.callsTo('POST /api/v4/uploadpar')[0]?.body;
    expect(body).toMatchObject({ productinfo: '', deviceid: '', timestamp: NOW / 1000, nonce: 'nonce-1' });
  });

  it('make two identical calls distinct with a fresh nonce', async () => {
    const { api, fetch } = client({ 'POST /api/v4/ping': () => jsonResponse({ code: 10000 }) });
    await api.post('ping');
    await api.post('ping');
    const signs = fetch.callsTo('POST /api/v4/ping').map((c) => (c.body as SignablePayload).datasign);
    expect(new Set(signs).size).toBe(2);
  });

  it('reject any code other than 10000 with ApiError', async () => {
    const { api } = client({ 'POST /api/v4/payorderstate': () => jsonResponse({ code: 20000, msg: '未支付' }) });
    await expect(api.post('payorderstate')).rejects.toMatchObject({ code: 20000, msg: '未支付', kind: 'server' });
  });

  it('accept extra success codes when the call says so (pay state 20000 = not yet paid)', async () => {
    const { api } = client({ 'POST /api/v4/payorderstate': () => jsonResponse({ code: 20000, msg: 'waiting' }) });
    await expect(api.post('payorderstate', {}, { okCodes: [10000, 20000] })).resolves.toMatchObject({ code: 20000 });
  });

  it('carry the server code and msg of a 4xx reply', async () => {
    const { api } = client({ 'POST /api/v4/ping': () => jsonResponse({ code: 40001, msg: '签名错误' }, 401) });
    await expect(api.post('ping')).rejects.toMatchObject({ code: 40001, msg: '签名错误', status: 401 });
  });

  it('resync the clock and retry once when the server calls the timestamp stale', async () => {
    let syncs = 0;
    let tries = 0;
    const { api, fetch } = client({
      'GET /api/v4/getutctime': () => jsonResponse({ code: 10000, utctime: NOW / 1000 + (syncs += 1) * 3600 }),
      'POST /api/v4/ping': () => jsonResponse((tries += 1) === 1 ? { code: 40002, msg: '时间戳过期' } : { code: 10000 }),
    });
    await expect(api.post('ping')).resolves.toMatchObject({ code: 10000 });
    const stamps = fetch.callsTo('POST /api/v4/ping').map((c) => (c.body as SignablePayload).timestamp);
    expect(stamps).toEqual([NOW / 1000 + 3600, NOW / 1000 + 7200]);
  });

  it('validate the reply with a schema when given one', async () => {
    const { api } = client({ 'POST /api/v4/wechatguid': () => jsonResponse({ code: 10000, logintag: 42 }) });
    const schema = z.object({ logintag: z.string() });
    await expect(api.post('wechatguid', {}, { schema })).rejects.toMatchObject({ code: ClientErrorCode.badResponse, kind: 'bad_response' });
  });
});

describe("while the server's database restarts (503 / 50302)", () => {
  const busy: Route = () => jsonResponse({ code: 50302, msg: '服务器暂时无法连接数据库，请稍后重试（已保存的内容不会丢失）' }, 503, { 'retry-after': '3' });

  it('repeats an idempotent call 1 s, 2 s, then 4 s later, each freshly signed, and the user sees only the answer', async () => {
    vi.useFakeTimers();
    let n = 0;
    const { api, fetch } = client({ 'POST /api/v4/worklist': (call) => ((n += 1) < 4 ? busy(call) : jsonResponse({ code: 10000, works: [] })) });
    const reply = api.post('worklist', { account: 'a', usertoken: 't' });
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000);
    await expect(reply).resolves.toMatchObject({ code: 10000, works: [] });
    const nonces = fetch.callsTo('POST /api/v4/worklist').map((call) => (call.body as SignablePayload).nonce);
    expect(new Set(nonces).size).toBe(4);
  });

  it("gives up after four tries with the server's Chinese message", async () => {
    vi.useFakeTimers();
    const { api, fetch } = client({ 'POST /api/v4/memprofile': busy });
    const reply = api.post('memprofile').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await reply).toMatchObject({ code: 50302, status: 503, msg: expect.stringContaining('请稍后重试') });
    expect(fetch.callsTo('POST /api/v4/memprofile')).toHaveLength(4);
  });

  it('never repeats a call that is not idempotent (an order): the user decides', async () => {
    const { api, fetch } = client({ 'POST /api/v4/payh5order': busy });
    await expect(api.post('payh5order')).rejects.toMatchObject({ code: 50302 });
    expect(fetch.callsTo('POST /api/v4/payh5order')).toHaveLength(1);
  });

  it('repeats a content GET', async () => {
    vi.useFakeTimers();
    let n = 0;
    const { api } = client({ 'GET /api/product/get': (call) => ((n += 1) < 2 ? busy(call) : jsonResponse({ config: {} })) });
    const reply = api.contentGet('/api/product/get', { id: 352 });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(reply).resolves.toEqual({ config: {} });
  });
});

describe('failures the UI must tell apart', () => {
  it('no network → code -1 with the spec message', async () => {
    const { api } = client({ 'POST /api/v4/ping': () => Promise.reject(new TypeError('Failed to fetch')) });
    const error = await api.post('ping').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: -1, kind: 'network', msg: '网络连接不可用，请稍后重试' });
    expect(isOfflineError(error)).toBe(true);
  });

  it('an HTML error page → bad response, not a crash', async () => {
    const { api } = client({ 'POST /api/v4/ping': () => new Response('<html>502</html>', { status: 502 }) });
    await expect(api.post('ping')).rejects.toMatchObject({ code: ClientErrorCode.badResponse, status: 502 });
  });

  it('times out after 20 s by default', async () => {
    vi.useFakeTimers();
    const { api } = client({ 'POST /api/v4/ping': never });
    let settled = false;
    const result = api
      .post('ping')
      .catch((e: unknown) => e)
      .finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(19_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toMatchObject({ code: ClientErrorCode.timeout, kind: 'timeout' });
  });

  it('lets a call wait longer, but never beyond 300000 ms', async () => {
    vi.useFakeTimers();
    const { api } = client({ 'POST /api/v4/taskdown': never });
    let settled = false;
    const result = api
      .post('taskdown', {}, { timeoutMs: 10_000_000 })
      .catch((e: unknown) => e)
      .finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(299_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toMatchObject({ kind: 'timeout' });
  });

  it('stops when the caller aborts', async () => {
    const { api } = client({ 'POST /api/v4/ping': never });
    const controller = new AbortController();
    const result = api.post('ping', {}, { signal: controller.signal }).catch((e: unknown) => e);
    await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort();
    expect(await result).toMatchObject({ code: ClientErrorCode.aborted, kind: 'aborted' });
  });

  it('refuses a call already aborted without sending it', async () => {
    const { api, fetch } = client({ 'GET /api/sys/get': () => jsonResponse({ k: 'logo_category', v: [] }) });
    const controller = new AbortController();
    controller.abort();
    await expect(api.contentGet('/api/sys/get', {}, { signal: controller.signal })).rejects.toMatchObject({ kind: 'aborted' });
    expect(fetch.callsTo('GET /api/sys/get')).toHaveLength(0);
  });
});

describe('content service', () => {
  it('sends the X- headers and the query', async () => {
    const { api, fetch } = client(
      { 'GET /api/product/get': () => jsonResponse({ id: 352, config: { notice: '', province: '' } }) },
      { credits: () => 'cred' },
    );
    await api.contentGet('/api/product/get', { id: 352, fields: 'config', t: NOW, skip: undefined });
    const [call] = fetch.calls;
    expect(call?.url.search).toBe(`?id=352&fields=config&t=${NOW}`);
    expect(Object.fromEntries(['x-product', 'x-version', 'x-credits', 'x-domain'].map((h) => [h, call?.headers.get(h)]))).toEqual({
      'x-product': '352',
      'x-version': '1.2.3',
      'x-credits': 'cred',
      'x-domain': 'm.example.cn',
    });
  });

  it('posts JSON and resolves the plain body', async () => {
    const { api, fetch } = client({ 'POST /api/location_and_time': () => jsonResponse({ province: '广东', city: '深圳' }) });
    await expect(api.contentPost('/api/location_and_time', { time: 1 })).resolves.toEqual({ province: '广东', city: '深圳' });
    expect(fetch.calls[0]?.body).toEqual({ time: 1 });
  });

  it('treats any reply with a code field as an error, even HTTP 200', async () => {
    const { api } = client({ 'GET /api/sys/get': () => jsonResponse({ code: 0, error: '参数缺失' }) });
    await expect(api.contentGet('/api/sys/get')).rejects.toMatchObject({ code: 0, msg: '参数缺失', kind: 'server' });
  });
});
