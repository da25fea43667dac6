import type { Queryable } from '../../db/types.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { alipayFromEnv, createAlipayGateway } from './alipay.ts';
import { createSandboxGateway, generateSandboxKeys, loadSandboxKeys, type SandboxKeys } from './sandbox.ts';
import type { PaymentGateway } from './types.ts';
import { createWechatPayGateway, wechatPayFromEnv } from './wechatV3.ts';

export type { PaymentGateway, VerifiedPayment, NotificationInput, GatewayReply, OrderForPayment } from './types.ts';
export { NotificationRejected } from './types.ts';

/**
 * The sandbox key pair, generated at first use and kept in the database
 * (payment_keys), so it survives restarts and is shared by mirrors on one
 * PostgreSQL. Tests may read or replace the row.
 */
export function sandboxKeyStore(db: () => Queryable, now: () => number): () => Promise<SandboxKeys> {
  let cached: Promise<SandboxKeys> | null = null;
  const load = async (): Promise<SandboxKeys> => {
    const fresh = generateSandboxKeys();
    await db().query(
      'INSERT INTO payment_keys (name, private_pem, public_pem, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (name) DO NOTHING',
      ['sandbox', fresh.privatePem, fresh.publicPem, Math.floor(now() / 1000)],
    );
    const { rows } = await db().query<{ private_pem: string; public_pem: string }>('SELECT private_pem, public_pem FROM payment_keys WHERE name = $1', ['sandbox']);
    const row = rows[0];
    if (!row) throw new Error('sandbox payment keys missing');
    return loadSandboxKeys(row.private_pem, row.public_pem);
  };
  return () => {
    cached ??= load().catch((error: unknown) => {
      cached = null;
      throw error;
    });
    return cached;
  };
}

export interface PaymentSetup {
  /** By our `paygateway` name: weixinpay, alipay. */
  forMethod(method: string): PaymentGateway;
  /** By notification path name: sandbox, wxpay, alipay. */
  byName(name: string): PaymentGateway | null;
  sandbox: PaymentGateway | null;
  sandboxKeys: () => Promise<SandboxKeys>;
}

function notConfigured(method: string): ApiError {
  return new ApiError(ErrorCode.notConfigured, method === 'alipay' ? '支付宝支付暂未开通，请使用其他支付方式' : '微信支付暂未开通，请使用其他支付方式');
}

/**
 * WeChat Pay and Alipay are used when their variables are all set
 * (docs/accounts.md). In the trial a method without a real gateway goes to
 * the sandbox; in production there is no sandbox and such a method answers
 * 50301 "not configured".
 */
export function createPayments(env: NodeJS.ProcessEnv, keys: () => Promise<SandboxKeys>, options: { production?: boolean } = {}): PaymentSetup {
  const sandbox = options.production ? null : createSandboxGateway(keys);
  const wechat = wechatPayFromEnv(env);
  const alipay = alipayFromEnv(env);
  const gateways: Record<string, PaymentGateway> = sandbox ? { sandbox } : {};
  if (wechat) gateways.wxpay = createWechatPayGateway(wechat);
  if (alipay) gateways.alipay = createAlipayGateway(alipay);
  return {
    forMethod: (method) => {
      const gateway = (method === 'alipay' ? gateways.alipay : gateways.wxpay) ?? sandbox;
      if (!gateway) throw notConfigured(method);
      return gateway;
    },
    // Own keys only: a gateway named "valueOf" must not reach Object.prototype.
    byName: (name) => (Object.hasOwn(gateways, name) ? (gateways[name] ?? null) : null),
    sandbox,
    sandboxKeys: keys,
  };
}
