import { vi } from 'vitest';
import { parseUserInfo, type UserInfo } from '../../services/account/userInfo.ts';
import type { AccountApi } from './accountApi.ts';

/** A user record as the server sends it, for tests. */
export function testUser(uid: string, extra: Record<string, unknown> = {}): UserInfo {
  const parsed = parseUserInfo({ uid, username: `user_${uid}`, usertoken: `tok-${uid}`, accounttype: 2, bindmobile: '13912345678', vip: [], ...extra });
  if (!parsed) throw new Error('bad user');
  return parsed;
}

/** Every account call as a vi.fn with a plausible success; tests override per call. */
export function fakeAccountApi() {
  return {
    sendSms: vi.fn<AccountApi['sendSms']>(async () => ({ code: 10000 })),
    imageCode: vi.fn<AccountApi['imageCode']>(async () => 'data:image/svg+xml;base64,AAAA'),
    loginQuick: vi.fn<AccountApi['loginQuick']>(async () => testUser('100001')),
    checkToken: vi.fn<AccountApi['checkToken']>(async (user) => user),
    memProfile: vi.fn<AccountApi['memProfile']>(async (user) => user),
    signOut: vi.fn<AccountApi['signOut']>(async () => ({ code: 10000 })),
    changeNick: vi.fn<AccountApi['changeNick']>(async (user, nickname) => ({ ...user, nickname })),
    changeBasicInfo: vi.fn<AccountApi['changeBasicInfo']>(async (user, info) => ({ ...user, ...info })),
    feedback: vi.fn<AccountApi['feedback']>(async () => ({ code: 10000 })),
    cancelAccount: vi.fn<AccountApi['cancelAccount']>(async () => ({ code: 10000 })),
    orders: vi.fn<AccountApi['orders']>(async () => []),
    wechatGuid: vi.fn<AccountApi['wechatGuid']>(async () => ({ logintag: 'tag', qrurl: '' })),
    wechatState: vi.fn<AccountApi['wechatState']>(async () => ({ userinfo: testUser('100002', { accounttype: 1 }) })),
  } satisfies AccountApi;
}
