import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, sign, verify, type KeyObject } from 'node:crypto';
import { NotificationRejected, NOTIFICATION_WINDOW_SECONDS, type NotificationInput, type PaymentGateway, type VerifiedPayment } from './types.ts';

/**
 * The default gateway for a machine with no merchant account: a hosted pay
 * page on this server (/api/pay/sandbox) whose pay button makes the server
 * send itself a notification signed with Ed25519, exactly as a real gateway
 * would: the notify endpoint holds only the public key and checks the
 * signature over `timestamp\nnonce\nbody\n`.
 */
export interface SandboxKeys {
  privateKey: KeyObject;
  publicKey: KeyObject;
}

export function generateSandboxKeys(): { privatePem: string; publicPem: string } {
  const pair = generateKeyPairSync('ed25519');
  return {
    privatePem: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

export function loadSandboxKeys(privatePem: string, publicPem: string): SandboxKeys {
  return { privateKey: createPrivateKey(privatePem), publicKey: createPublicKey(publicPem) };
}

export interface SandboxNotification {
  notify_id: string;
  orderno: string;
  trade_no: string;
  amount_fen: number;
  status: 'paid' | 'refunded' | 'closed';
}

function message(timestamp: string, nonce: string, body: string): Buffer {
  return Buffer.from(`${timestamp}\n${nonce}\n${body}\n`);
}

/** What the sandbox "gateway" sends: headers + body. */
export function signSandboxNotification(privateKey: KeyObject, notification: SandboxNotification, nowSeconds: number) {
  const body = JSON.stringify(notification);
  const timestamp = String(nowSeconds);
  const nonce = randomBytes(12).toString('hex');
  const signature = sign(null, message(timestamp, nonce, body), privateKey).toString('base64');
  return {
    headers: { 'content-type': 'application/json', 'x-sandbox-timestamp': timestamp, 'x-sandbox-nonce': nonce, 'x-sandbox-signature': signature },
    body,
  };
}

function parseVerified(body: string): VerifiedPayment {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    throw new NotificationRejected('body is not JSON');
  }
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const { orderno, trade_no: tradeNo, amount_fen: amountFen, status } = record;
  if (typeof orderno !== 'string' || typeof tradeNo !== 'string' || typeof amountFen !== 'number' || !Number.isInteger(amountFen)) {
    throw new NotificationRejected('fields missing');
  }
  const known = status === 'paid' || status === 'refunded' || status === 'closed' ? status : 'other';
  return { orderno, tradeNo, amountFen, status: known };
}

export function createSandboxGateway(keys: () => Promise<SandboxKeys>): PaymentGateway {
  return {
    name: 'sandbox',
    async start(order, origin) {
      return { payurl: `${origin}/api/pay/sandbox?orderno=${encodeURIComponent(order.orderno)}` };
    },
    async verify(input: NotificationInput, nowSeconds: number) {
      const timestamp = input.headers['x-sandbox-timestamp'] ?? '';
      const nonce = input.headers['x-sandbox-nonce'] ?? '';
      const signature = input.headers['x-sandbox-signature'] ?? '';
      if (!/^\d{1,12}$/.test(timestamp) || nonce === '' || signature === '') throw new NotificationRejected('signature headers missing');
      const { publicKey } = await keys();
      let ok = false;
      try {
        ok = verify(null, message(timestamp, nonce, input.rawBody), publicKey, Buffer.from(signature, 'base64'));
      } catch {
        ok = false;
      }
      if (!ok) throw new NotificationRejected('bad signature');
      if (Math.abs(nowSeconds - Number(timestamp)) > NOTIFICATION_WINDOW_SECONDS) throw new NotificationRejected('stale timestamp');
      return parseVerified(input.rawBody);
    },
    ack: {
      accepted: { status: 200, contentType: 'application/json', body: JSON.stringify({ code: 'SUCCESS' }) },
      refused: { status: 401, contentType: 'application/json', body: JSON.stringify({ code: 'FAIL', message: '通知验证失败' }) },
    },
  };
}
