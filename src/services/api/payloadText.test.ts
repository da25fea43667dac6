import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unsafeTextReason } from '../../../server/http/textBoundary.ts';
import { createFakeFetch, jsonResponse } from '../testing/fakeFetch.ts';
import { createApiClient } from './client.ts';
import { ApiError } from './errors.ts';
import { unsendableTextReason } from './payloadText.ts';
import { computeDatasign } from '../../../workers/core/signing/sign.ts';

function client() {
  const fetch = createFakeFetch({
    'GET /api/v4/getutctime': () => jsonResponse({ code: 10000, utctime: 1_763_768_000 }),
    'POST /api/v4/changenick': () => jsonResponse({ code: 10000 }),
  });
  const api = createApiClient({ baseUrl: 'https://api.example.cn/', fetch, deviceId: () => 'd', clock: { now: () => 1_763_768_000_000 }, appVersion: '1' });
  return { api, fetch };
}

describe('text the server would refuse', () => {
  it('is refused before signing with the server’s code and words, and nothing is sent', async () => {
    const { api, fetch } = client();
    const sent = api.post('changenick', { nickname: 'ab\uD800c' });
    await expect(sent).rejects.toBeInstanceOf(ApiError);
    await expect(sent).rejects.toMatchObject({ code: 40000, status: 400, msg: '请求包含无效的文字编码（不成对的代理项），请删除后重试' });
    await expect(api.post('changenick', { nested: { list: ['\uDC00'] } })).rejects.toMatchObject({ code: 40000 });
    await expect(api.post('changenick', { nickname: 'a\u0000' })).rejects.toMatchObject({ msg: '请求包含空字符（U+0000），请删除后重试' });
    expect(fetch.callsTo('POST /api/v4/changenick')).toHaveLength(0);
    await expect(api.post('changenick', { nickname: '标志设计😀' })).resolves.toMatchObject({ code: 10000 });
  });

  it('agrees with the server boundary on any string, and whatever passes can be signed', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 12 }), (text) => {
        expect(unsendableTextReason({ field: text })).toBe(unsafeTextReason(text));
        if (unsendableTextReason({ field: text }) === null) expect(() => computeDatasign({ field: text })).not.toThrow();
      }),
      { numRuns: 100 },
    );
  });
});
