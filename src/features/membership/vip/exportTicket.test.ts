import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../services/api/client.ts';
import { createFakeFetch, jsonResponse, type Route } from '../../../services/testing/fakeFetch.ts';
import { userInfoSchema } from '../../../services/account/userInfo.ts';
import { requestExportTicket } from './exportTicket.ts';

const user = userInfoSchema().parse({ uid: '1', username: 'guest_1', usertoken: 'tok', accounttype: 5 });
const request = { kind: 'logo' as const, item: 'w1', doc: 'h', side: 4000, fonts: ['zhi-mang-xing', '思源宋体'] };

function api(route: Route) {
  const fetch = createFakeFetch({ 'GET /api/v4/getutctime': () => jsonResponse({ code: 10000, utctime: 1_763_768_000 }), 'POST /api/v4/exportticket': route });
  return { api: createApiClient({ baseUrl: 'https://x.cn/', fetch, deviceId: () => 'd', clock: { now: () => 1_763_768_000_000 }, appVersion: '1' }), fetch };
}

describe('requestExportTicket', () => {
  it('sends the declared fonts as one signed field and reads the granted size', async () => {
    const { api: client, fetch } = api(() => jsonResponse({ code: 10000, msg: 'success', ticket: 't.s', vip: false, hd: false, side: 1000, maxSide: 1000, left: 2 }));
    expect(await requestExportTicket(client, user, request)).toEqual({ ok: true, ticket: 't.s', vip: false, side: 1000, left: 2 });
    expect(fetch.callsTo('POST /api/v4/exportticket')[0]?.body).toMatchObject({ account: 'guest_1', usertoken: 'tok', fonts: 'zhi-mang-xing,思源宋体', templates: '', side: 4000 });
  });

  it('turns the server refusals into the reasons the VIP sheet explains, and anything else into a message', async () => {
    const limit = api(() => jsonResponse({ code: 42910, msg: '今日免费下载次数（3 次）已用完' }, 429));
    expect(await requestExportTicket(limit.api, user, request)).toEqual({ ok: false, reason: 'limit', message: '今日免费下载次数（3 次）已用完' });
    const font = api(() => jsonResponse({ code: 40310, msg: '作品使用了会员专属字体「智莽行书」' }, 403));
    expect(await requestExportTicket(font.api, user, request)).toMatchObject({ ok: false, reason: 'vipContent' });
    const down = api(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await requestExportTicket(down.api, user, request)).toEqual({ ok: false, reason: 'error', message: '暂时无法确认下载权限，请检查网络后重试' });
    expect(await requestExportTicket(down.api, null, request)).toEqual({ ok: false, reason: 'error', message: '账号正在准备中，请稍后再试' });
  });

  it('VIP: unlimited is left null', async () => {
    const { api: client } = api(() => jsonResponse({ code: 10000, ticket: 't.s', vip: true, hd: true, side: 4000, maxSide: 4000, left: -1 }));
    expect(await requestExportTicket(client, user, request)).toMatchObject({ ok: true, side: 4000, left: null });
  });
});
