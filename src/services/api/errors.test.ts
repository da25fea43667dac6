import { describe, expect, it } from 'vitest';
import { createFakeFetch, jsonResponse } from '../testing/fakeFetch.ts';
import { createApiClient } from './client.ts';
import { ApiError, errorText } from './errors.ts';

describe('error text preference (spec 8)', () => {
  it('prefers msg, then message, then error', () => {
    expect(errorText({ msg: '验证码错误', message: 'm', error: 'e' }, 1)).toBe('验证码错误');
    expect(errorText({ message: '余额不足', error: 'e' }, 1)).toBe('余额不足');
    expect(errorText({ error: '服务繁忙' }, 1)).toBe('服务繁忙');
  });

  it('skips blank and non-text fields', () => {
    expect(errorText({ msg: '  ', message: 42, error: '请重新登录' }, 1)).toBe('请重新登录');
  });

  it('falls back to a Chinese message naming the code', () => {
    expect(errorText({}, 19313)).toBe('请求失败（错误码 19313），请稍后重试');
    expect(errorText('not an object', 5)).toContain('5');
  });

  it('is what a rejected call carries as msg and message', async () => {
    const fetch = createFakeFetch({
      'GET /api/v4/getutctime': () => jsonResponse({ code: 10000, utctime: 0 }),
      'POST /api/v4/loginquick': () => jsonResponse({ code: 19313, message: '短信验证码错误', error: 'bad code' }),
    });
    const api = createApiClient({ baseUrl: '', fetch, deviceId: () => 'd' });
    const error = await api.post('loginquick', { account: '13800138000' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 19313, msg: '短信验证码错误', message: '短信验证码错误', kind: 'server' });
  });
});
