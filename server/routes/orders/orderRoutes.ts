import * as z from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { nowSeconds } from '../../context.ts';
import { visitorAddress } from '../../http/clientAddress.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { safeText } from '../../http/validation.ts';
import type { PaymentSetup } from '../../providers/payment/index.ts';
import { harmonyIapFromEnv } from '../../providers/payment/harmonyIap.ts';
import { registerSigned, type SignedContext } from '../../signed/registerSigned.ts';
import { LIFETIME_EXPIRY } from '../account/accounts.ts';
import { credentials } from '../account/schemas.ts';
import { authenticate } from '../account/tokens.ts';
import { checkOfferEligible } from '../popups/offerEligibility.ts';
import { createOrder, findOrder, latestPaidOf, listOrders, orderRecord } from './orderStore.ts';
import { decodePaypack, PACKAGES, packageRecord, type PackageDef } from './packages.ts';
import { HARMONY_GATEWAY, harmonyUnavailable, registerHarmonyRoute } from './harmonyRoute.ts';
import { OrderStatus } from './stateMachine.ts';

export const OrderCode = {
  /** Pay state: not paid yet (spec 8: not an error). */
  waiting: 20000,
  /** Pay state: the order is closed or refunded. */
  notPayable: 40902,
} as const;

const createSchema = z.object({
  ...credentials,
  orderpackinfo: safeText(512),
  /** harmonyiap: an order number for the Harmony shell's in-app purchase (/produceorderno only). */
  paygateway: z.enum(['weixinpay', 'alipay', 'harmonyiap']).default('weixinpay'),
  deviceos: safeText(512).optional(),
});
const stateSchema = z.object({ ...credentials, order: safeText(64) });
const listSchema = z.object({ ...credentials, querytype: z.coerce.number().optional(), ifname: z.coerce.number().optional() });

function origin(request: FastifyRequest, env: NodeJS.ProcessEnv): string {
  if (env.PUBLIC_URL) return env.PUBLIC_URL.replace(/\/+$/, '');
  return `${request.protocol}://${request.headers.host ?? '127.0.0.1'}`;
}

/** Upgrades are sold only on top of an active month or year membership that was paid for. */
async function checkEligible(app: FastifyInstance, uid: number, deviceId: string | undefined, pack: PackageDef, vip: number | null, now: number): Promise<void> {
  // Pop-up offers (issue 15): only while offered, to someone who was shown one, and not to a VIP.
  await checkOfferEligible(app.services.db, pack.id, { uid, deviceId, isVip: vip !== null && vip > now }, now);
  if (pack.grant.kind !== 'upgrade') return;
  const active = vip !== null && vip > now && vip < LIFETIME_EXPIRY;
  const base = await latestPaidOf(app.services.db, uid, pack.grant.from === 'month' ? [3] : [2]);
  if (!active || !base) throw new ApiError(ErrorCode.badRequest, '当前会员不支持该升级套餐');
}

/** Orders: packages, creation, state, details and the user's list (spec 7). */
export function registerOrderRoutes(app: FastifyInstance, payments: PaymentSetup, env: NodeJS.ProcessEnv): void {
  const harmony = harmonyIapFromEnv(env);
  registerSigned(app, '/packagelist', z.object({}), () => ({ list: PACKAGES.filter((pack) => pack.listed).map(packageRecord) }));

  const create = async (input: z.output<typeof createSchema>, { request, signed }: SignedContext) => {
    const now = nowSeconds(app.services);
    const auth = await authenticate(app.services.db, input.account, input.usertoken, now);
    const pack = decodePaypack(input.orderpackinfo);
    if (!pack) throw new ApiError(ErrorCode.badRequest, '套餐不存在，请刷新后重试');
    await checkEligible(app, auth.account.uid, signed.deviceid, pack, auth.account.vip_expires_at, now);
    const deviceos = input.deviceos || String(request.headers['user-agent'] ?? '').slice(0, 512);
    if (input.paygateway === 'harmonyiap') {
      // The store takes the money in the shell; the order waits for its verified report (harmonyRoute.ts).
      if (!harmony) throw harmonyUnavailable();
      return { order: await createOrder(app.services.db, { uid: auth.account.uid, pack, paygateway: HARMONY_GATEWAY, deviceos, now }), gateway: null, pack };
    }
    const gateway = payments.forMethod(input.paygateway);
    const order = await createOrder(app.services.db, { uid: auth.account.uid, pack, paygateway: gateway.name, deviceos, now });
    return { order, gateway, pack };
  };

  registerSigned(app, '/produceorderno', createSchema, async (input, context) => {
    const { order } = await create(input, context);
    return { orderno: order.orderno, paygateway: order.paygateway };
  });

  for (const [name, kind] of [['/payapporder', 'app'], ['/payh5order', 'h5']] as const) {
    registerSigned(app, name, createSchema, async (input, context) => {
      const { request } = context;
      // The in-app purchase has no pay page: its order number comes from /produceorderno.
      if (input.paygateway === 'harmonyiap') throw new ApiError(ErrorCode.badRequest, '鸿蒙应用内支付请在鸿蒙应用中完成');
      const { order, gateway, pack } = await create(input, context);
      if (!gateway) throw new ApiError(ErrorCode.badRequest, '鸿蒙应用内支付请在鸿蒙应用中完成');
      const start = await gateway.start(
        { orderno: order.orderno, amountFen: order.amount_fen, title: `标志设计${pack.name}`, kind, deviceos: order.deviceos, clientIp: visitorAddress(request) },
        origin(request, env),
      );
      return { orderno: order.orderno, paygateway: order.paygateway, paymethod: input.paygateway, ...start };
    });
  }

  const ownOrder = async (input: z.output<typeof stateSchema>) => {
    const now = nowSeconds(app.services);
    const auth = await authenticate(app.services.db, input.account, input.usertoken, now);
    const order = await findOrder(app.services.db, input.order);
    // Someone else's order number reads as unknown: nothing about it is revealed.
    if (!order || order.uid !== auth.account.uid) throw new ApiError(ErrorCode.notFound, '订单不存在');
    return order;
  };

  registerSigned(app, '/payorderstate', stateSchema, async (input) => {
    const order = await ownOrder(input);
    if (order.status === OrderStatus.paid) return { paid: true, packageid: order.product_id };
    if (order.status === OrderStatus.created) return { code: OrderCode.waiting, msg: '等待支付', paid: false };
    throw new ApiError(OrderCode.notPayable, order.status === OrderStatus.closed ? '订单已关闭' : '订单已退款');
  });

  registerSigned(app, '/payorderstatedetails', stateSchema, async (input) => ({ data: orderRecord(await ownOrder(input)) }));

  registerSigned(app, '/memorder', listSchema, async (input) => {
    const auth = await authenticate(app.services.db, input.account, input.usertoken, nowSeconds(app.services));
    return { orderlist: (await listOrders(app.services.db, auth.account.uid)).map(orderRecord) };
  });

  registerHarmonyRoute(app, harmony);
}
