import { z } from 'zod/mini';
import { lazily } from '../../shared/lazily.ts';
import { requestAccount, userInfoSchema, type UserInfo } from '../../services/account/userInfo.ts';
import type { ApiClient } from '../../services/api/client.ts';

/** The account calls of spec 7 with the reply shapes our server sends (docs/api.md). */
// Built on first use (shared/lazily.ts): the startup chunk imports this module.
const userReply = lazily(() => z.looseObject({ userinfo: userInfoSchema() }));
const imageReply = lazily(() => z.looseObject({ message: z.string().check(z.startsWith('data:image/')) }));
const orderListReply = lazily(() =>
  z.looseObject({
    // `pack`: our package id (docs/accounts.md), which tells a month from a year and an upgrade.
    orderlist: z.array(z.looseObject({ orderno: z.string(), status: z.coerce.number(), packageid: z.coerce.number(), pack: z.optional(z.coerce.number()) })),
  }),
);

export type AccountApiClient = Pick<ApiClient, 'post'>;

export interface GuestProof {
  viraccount: string;
  virusertoken: string;
}

function credentials(user: UserInfo) {
  return { account: requestAccount(user), usertoken: user.usertoken };
}

export function guestProof(guest: UserInfo | null): GuestProof | Record<string, never> {
  return guest ? { viraccount: requestAccount(guest), virusertoken: guest.usertoken } : {};
}

export interface OrderListItem {
  orderno: string;
  status: number;
  packageid: number;
}

export interface AccountApi {
  sendSms(phone: string, imgcode: string): Promise<unknown>;
  imageCode(phone: string): Promise<string>;
  loginQuick(phone: string, smscode: string, imgcode: string, guest: UserInfo | null): Promise<UserInfo>;
  checkToken(user: UserInfo): Promise<UserInfo>;
  memProfile(user: UserInfo): Promise<UserInfo>;
  signOut(user: UserInfo): Promise<unknown>;
  changeNick(user: UserInfo, nickname: string): Promise<UserInfo>;
  changeBasicInfo(user: UserInfo, info: { nickname: string; sex: number; birthday: string }): Promise<UserInfo>;
  feedback(user: UserInfo, content: string, contact: string): Promise<unknown>;
  cancelAccount(user: UserInfo): Promise<unknown>;
  orders(user: UserInfo): Promise<OrderListItem[]>;
  wechatGuid(): Promise<{ logintag: string; qrurl: string }>;
  wechatState(logintag: string, guest: UserInfo | null): Promise<{ userinfo: UserInfo }>;
}

export function createAccountApi(api: AccountApiClient): AccountApi {
  return {
    sendSms: (phone: string, imgcode: string) =>
      api.post('safsmsverify', { account: phone, verifytype: 'quicklogin', ...(imgcode ? { imgcode } : {}) }),
    imageCode: async (phone: string) => (await api.post('imgverify', { account: phone }, { schema: imageReply() })).message,
    loginQuick: async (phone: string, smscode: string, imgcode: string, guest: UserInfo | null) =>
      (await api.post('loginquick', { account: phone, smscode, ...(imgcode ? { imgcode } : {}), showvip: 1, ...guestProof(guest) }, { schema: userReply() }))
        .userinfo,
    checkToken: async (user: UserInfo) => (await api.post('checktoken', credentials(user), { schema: userReply() })).userinfo,
    memProfile: async (user: UserInfo) => (await api.post('memprofile', credentials(user), { schema: userReply() })).userinfo,
    signOut: (user: UserInfo) => api.post('signout', credentials(user)),
    changeNick: async (user: UserInfo, nickname: string) =>
      (await api.post('changenick', { ...credentials(user), nickname }, { schema: userReply() })).userinfo,
    changeBasicInfo: async (user: UserInfo, info: { nickname: string; sex: number; birthday: string }) =>
      (await api.post('changebasicinfo', { ...credentials(user), ...info }, { schema: userReply() })).userinfo,
    feedback: (user: UserInfo, content: string, contact: string) => api.post('feedback', { ...credentials(user), content, contact }),
    cancelAccount: (user: UserInfo) => api.post('cancelaccount', { ...credentials(user), confirm: 1 }),
    orders: async (user: UserInfo) =>
      (await api.post('memorder', { ...credentials(user), querytype: 2, ifname: 2 }, { schema: orderListReply() })).orderlist,
    wechatGuid: async () => (await api.post('wechatguid', {}, { schema: z.looseObject({ logintag: z.string(), qrurl: z._default(z.string(), '') }) })),
    wechatState: (logintag: string, guest: UserInfo | null) =>
      api.post('wechatstate', { logintag, showvip: 1, ...guestProof(guest) }, { schema: userReply() }),
  };
}
