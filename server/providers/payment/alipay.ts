import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import { NotificationRejected, type PaymentGateway, type VerifiedPayment } from './types.ts';

/**
 * Alipay (RSA2). Notifications are form posts: every parameter except `sign`
 * and `sign_type`, sorted by name, joined as `k=v&…` (decoded values), and
 * verified with SHA256withRSA against Alipay's public key. A payment starts
 * as a signed alipay.trade.wap.pay URL the buyer opens.
 */
export interface AlipayConfig {
  appId: string;
  appPrivateKey: KeyObject;
  alipayPublicKey: KeyObject;
  notifyUrl: string;
  gateway?: string;
}

export function alipaySignContent(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((key) => key !== 'sign' && key !== 'sign_type' && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key] ?? ''}`)
    .join('&');
}

function yuanToFen(text: string): number | null {
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

function beijingTime(date: Date): string {
  const shifted = new Date(date.getTime() + 8 * 3_600_000);
  return shifted.toISOString().slice(0, 19).replace('T', ' ');
}

export function createAlipayGateway(config: AlipayConfig): PaymentGateway {
  return {
    name: 'alipay',
    async start(order, origin) {
      const params: Record<string, string> = {
        app_id: config.appId,
        method: 'alipay.trade.wap.pay',
        charset: 'utf-8',
        sign_type: 'RSA2',
        timestamp: beijingTime(new Date()),
        version: '1.0',
        notify_url: config.notifyUrl,
        return_url: `${origin}/#/pages/checkOut/checkOut?orderno=${encodeURIComponent(order.orderno)}`,
        biz_content: JSON.stringify({
          out_trade_no: order.orderno,
          total_amount: (order.amountFen / 100).toFixed(2),
          subject: order.title,
          product_code: 'QUICK_WAP_WAY',
        }),
      };
      params.sign = sign('sha256', Buffer.from(alipaySignContent(params)), config.appPrivateKey).toString('base64');
      return { payurl: `${config.gateway ?? 'https://openapi.alipay.com/gateway.do'}?${new URLSearchParams(params).toString()}` };
    },
    async verify(input) {
      const params = Object.fromEntries(new URLSearchParams(input.rawBody));
      const signature = params.sign ?? '';
      if (!signature || (params.sign_type && params.sign_type !== 'RSA2')) throw new NotificationRejected('signature missing');
      let ok = false;
      try {
        ok = verify('sha256', Buffer.from(alipaySignContent(params)), config.alipayPublicKey, Buffer.from(signature, 'base64'));
      } catch {
        ok = false;
      }
      if (!ok) throw new NotificationRejected('bad signature');
      if (params.app_id !== config.appId) throw new NotificationRejected('another app');
      const amountFen = yuanToFen(params.total_amount ?? '');
      if (!params.out_trade_no || amountFen === null) throw new NotificationRejected('fields missing');
      const state = params.trade_status;
      const status: VerifiedPayment['status'] =
        state === 'TRADE_SUCCESS' || state === 'TRADE_FINISHED' ? 'paid' : state === 'TRADE_CLOSED' ? 'closed' : 'other';
      return { orderno: params.out_trade_no, tradeNo: params.trade_no ?? '', amountFen, status };
    },
    ack: {
      accepted: { status: 200, contentType: 'text/plain', body: 'success' },
      refused: { status: 400, contentType: 'text/plain', body: 'failure' },
    },
  };
}

export function alipayFromEnv(env: NodeJS.ProcessEnv): AlipayConfig | null {
  const names = ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY', 'ALIPAY_NOTIFY_URL'];
  const present = names.filter((name) => env[name]);
  if (present.length === 0) return null;
  if (present.length !== names.length) throw new Error(`Alipay needs all of ${names.join(', ')}`);
  return {
    appId: env.ALIPAY_APP_ID ?? '',
    appPrivateKey: createPrivateKey(env.ALIPAY_PRIVATE_KEY ?? ''),
    alipayPublicKey: createPublicKey(env.ALIPAY_PUBLIC_KEY ?? ''),
    notifyUrl: env.ALIPAY_NOTIFY_URL ?? '',
    ...(env.ALIPAY_GATEWAY ? { gateway: env.ALIPAY_GATEWAY } : {}),
  };
}
