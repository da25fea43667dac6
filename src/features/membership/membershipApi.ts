import { z } from 'zod';
import { requestAccount, type UserInfo } from '../../services/account/userInfo.ts';
import type { ApiClient } from '../../services/api/client.ts';
import type { SignablePayload } from '../../../workers/core/signing/sign.ts';

export const packageSchema = z.looseObject({
  id: z.coerce.number(),
  readid: z.coerce.number(),
  type: z.string(),
  name: z.string(),
  price: z.string(),
  unitPrice: z.string(),
  unit: z.string().default(''),
  monovalent: z.string().default(''),
  paypackDis: z.string().default(''),
  paypack: z.string(),
  tag: z.string().default(''),
  upgradeFrom: z.string().default(''),
});
export type VipPackage = z.output<typeof packageSchema>;

const listReply = z.looseObject({ list: z.array(packageSchema) });
const orderReply = z.looseObject({ orderno: z.string(), paygateway: z.string(), payurl: z.string().optional() });
const stateReply = z.looseObject({ code: z.number() });

export type PayMethod = 'weixinpay' | 'alipay';

export interface MembershipApi {
  packages(): Promise<VipPackage[]>;
  /** /payh5order: productinfo forced empty, deviceos the browser's user agent (spec 7). */
  createOrder(user: UserInfo, paypack: string, method: PayMethod): Promise<{ orderno: string; paygateway: string; payurl?: string }>;
  /** /produceorderno for the Harmony shell's in-app purchase: an order number, no pay page. */
  createIapOrder(user: UserInfo, paypack: string): Promise<{ orderno: string; paygateway: string }>;
  /** /payharmonyosinner: the shell's finished purchase, verified by the server. */
  reportHarmony(payload: SignablePayload): Promise<unknown>;
  /** Spec 4: 10000 paid, 20000 still waiting; anything else rejects. */
  payState(user: UserInfo, orderno: string): Promise<'paid' | 'waiting'>;
}

export function createMembershipApi(api: Pick<ApiClient, 'post'>, userAgent: () => string): MembershipApi {
  const credentials = (user: UserInfo) => ({ account: requestAccount(user), usertoken: user.usertoken });
  return {
    packages: async () => (await api.post('packagelist', {}, { schema: listReply })).list,
    createOrder: (user, paypack, method) =>
      api.post('payh5order', { ...credentials(user), orderpackinfo: paypack, paygateway: method, productinfo: '', deviceos: userAgent() }, { schema: orderReply }),
    createIapOrder: (user, paypack) =>
      api.post('produceorderno', { ...credentials(user), orderpackinfo: paypack, paygateway: 'harmonyiap', productinfo: '', deviceos: userAgent() }, { schema: orderReply }),
    reportHarmony: (payload) => api.post('payharmonyosinner', payload),
    async payState(user, orderno) {
      const reply = await api.post('payorderstate', { ...credentials(user), order: orderno }, { schema: stateReply, okCodes: [10000, 20000] });
      return reply.code === 10000 ? 'paid' : 'waiting';
    },
  };
}
