import { createDecipheriv, createPrivateKey, createPublicKey, randomBytes, sign, verify, type KeyObject } from 'node:crypto';
import { NotificationRejected, NOTIFICATION_WINDOW_SECONDS, type PaymentGateway, type VerifiedPayment } from './types.ts';

/**
 * WeChat Pay API v3. Notifications: RSA-SHA256 over
 * `Wechatpay-Timestamp\nWechatpay-Nonce\nbody\n` with the platform public key,
 * then the `resource` decrypted with AEAD_AES_256_GCM and the APIv3 key.
 * Starting a payment: an H5 order with a merchant-signed request. Only the
 * notification side is tested (with keys the test generates); the order call
 * needs a real merchant account to exercise.
 */
export interface WechatPayConfig {
  mchId: string;
  appId: string;
  /** 32-byte APIv3 key (text). */
  apiV3Key: string;
  merchantPrivateKey: KeyObject;
  merchantSerialNo: string;
  platformPublicKey: KeyObject;
  notifyUrl: string;
  fetch?: typeof fetch;
}

export function decryptWechatResource(apiV3Key: string, resource: { ciphertext: string; nonce: string; associated_data?: string }): string {
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length < 17) throw new NotificationRejected('ciphertext too short');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(resource.nonce, 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  try {
    return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    throw new NotificationRejected('resource does not decrypt');
  }
}

function object(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

export function createWechatPayGateway(config: WechatPayConfig): PaymentGateway {
  const doFetch = config.fetch ?? fetch;
  return {
    name: 'wxpay',
    async start(order) {
      const body = JSON.stringify({
        appid: config.appId,
        mchid: config.mchId,
        description: order.title,
        out_trade_no: order.orderno,
        notify_url: config.notifyUrl,
        amount: { total: order.amountFen, currency: 'CNY' },
        scene_info: { payer_client_ip: order.clientIp || '127.0.0.1', h5_info: { type: 'Wap' } },
      });
      const path = '/v3/pay/transactions/h5';
      const timestamp = String(Math.floor(Date.now() / 1000));
      const nonce = randomBytes(16).toString('hex');
      const signature = sign('sha256', Buffer.from(`POST\n${path}\n${timestamp}\n${nonce}\n${body}\n`), config.merchantPrivateKey).toString('base64');
      const authorization = `WECHATPAY2-SHA256-RSA2048 mchid="${config.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${config.merchantSerialNo}"`;
      const response = await doFetch(`https://api.mch.weixin.qq.com${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', authorization },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      const reply = object(await response.json().catch(() => null));
      if (!response.ok || typeof reply.h5_url !== 'string') throw new Error(`WeChat Pay order failed: HTTP ${response.status} ${String(reply.message ?? '')}`);
      return { payurl: reply.h5_url };
    },
    async verify(input, nowSeconds) {
      const timestamp = input.headers['wechatpay-timestamp'] ?? '';
      const nonce = input.headers['wechatpay-nonce'] ?? '';
      const signature = input.headers['wechatpay-signature'] ?? '';
      if (!/^\d{1,12}$/.test(timestamp) || !nonce || !signature) throw new NotificationRejected('signature headers missing');
      let ok = false;
      try {
        ok = verify('sha256', Buffer.from(`${timestamp}\n${nonce}\n${input.rawBody}\n`), config.platformPublicKey, Buffer.from(signature, 'base64'));
      } catch {
        ok = false;
      }
      if (!ok) throw new NotificationRejected('bad signature');
      if (Math.abs(nowSeconds - Number(timestamp)) > NOTIFICATION_WINDOW_SECONDS) throw new NotificationRejected('stale timestamp');
      let envelope: Record<string, unknown>;
      try {
        envelope = object(JSON.parse(input.rawBody));
      } catch {
        throw new NotificationRejected('body is not JSON');
      }
      const resource = object(envelope.resource);
      if (resource.algorithm !== 'AEAD_AES_256_GCM' || typeof resource.ciphertext !== 'string' || typeof resource.nonce !== 'string') {
        throw new NotificationRejected('resource missing');
      }
      const plain = decryptWechatResource(config.apiV3Key, {
        ciphertext: resource.ciphertext,
        nonce: resource.nonce,
        associated_data: typeof resource.associated_data === 'string' ? resource.associated_data : '',
      });
      const transaction = object(JSON.parse(plain));
      const amount = object(transaction.amount);
      if (typeof transaction.out_trade_no !== 'string' || typeof amount.total !== 'number') throw new NotificationRejected('transaction fields missing');
      const state = transaction.trade_state;
      const status: VerifiedPayment['status'] = state === 'SUCCESS' ? 'paid' : state === 'REFUND' ? 'refunded' : state === 'CLOSED' ? 'closed' : 'other';
      return { orderno: transaction.out_trade_no, tradeNo: String(transaction.transaction_id ?? ''), amountFen: amount.total, status };
    },
    ack: {
      accepted: { status: 200, contentType: 'application/json', body: JSON.stringify({ code: 'SUCCESS', message: '成功' }) },
      refused: { status: 401, contentType: 'application/json', body: JSON.stringify({ code: 'FAIL', message: '验签失败' }) },
    },
  };
}

export function wechatPayFromEnv(env: NodeJS.ProcessEnv): WechatPayConfig | null {
  const names = ['WXPAY_MCH_ID', 'WXPAY_APPID', 'WXPAY_API_V3_KEY', 'WXPAY_PRIVATE_KEY', 'WXPAY_SERIAL_NO', 'WXPAY_PLATFORM_PUBLIC_KEY', 'WXPAY_NOTIFY_URL'];
  const present = names.filter((name) => env[name]);
  if (present.length === 0) return null;
  if (present.length !== names.length) throw new Error(`WeChat Pay needs all of ${names.join(', ')}`);
  return {
    mchId: env.WXPAY_MCH_ID ?? '',
    appId: env.WXPAY_APPID ?? '',
    apiV3Key: env.WXPAY_API_V3_KEY ?? '',
    merchantPrivateKey: createPrivateKey(env.WXPAY_PRIVATE_KEY ?? ''),
    merchantSerialNo: env.WXPAY_SERIAL_NO ?? '',
    platformPublicKey: createPublicKey(env.WXPAY_PLATFORM_PUBLIC_KEY ?? ''),
    notifyUrl: env.WXPAY_NOTIFY_URL ?? '',
  };
}
