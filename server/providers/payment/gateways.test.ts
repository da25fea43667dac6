import { createCipheriv, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { alipaySignContent, createAlipayGateway } from './alipay.ts';
import { NotificationRejected } from './types.ts';
import { createWechatPayGateway } from './wechatV3.ts';

const NOW = 1_772_000_000;

describe('WeChat Pay v3 notifications', () => {
  const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const apiV3Key = randomBytes(16).toString('hex');
  const gateway = createWechatPayGateway({
    mchId: '1900000001',
    appId: 'wx0000000000000001',
    apiV3Key,
    merchantPrivateKey: merchant.privateKey,
    merchantSerialNo: 'SERIAL',
    platformPublicKey: platform.publicKey,
    notifyUrl: 'https://example.test/api/pay/notify/wxpay',
  });

  function encrypt(plain: object, associated = 'transaction') {
    const nonce = randomBytes(6).toString('hex');
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(nonce));
    cipher.setAAD(Buffer.from(associated));
    const data = Buffer.concat([cipher.update(JSON.stringify(plain)), cipher.final(), cipher.getAuthTag()]);
    return { algorithm: 'AEAD_AES_256_GCM', ciphertext: data.toString('base64'), nonce, associated_data: associated, original_type: 'transaction' };
  }

  function signed(resource: object, key = platform.privateKey, timestamp = String(NOW)) {
    const rawBody = JSON.stringify({ id: 'EV-1', event_type: 'TRANSACTION.SUCCESS', resource_type: 'encrypt-resource', resource });
    const nonce = randomBytes(8).toString('hex');
    const signature = sign('sha256', Buffer.from(`${timestamp}\n${nonce}\n${rawBody}\n`), key).toString('base64');
    return { headers: { 'wechatpay-timestamp': timestamp, 'wechatpay-nonce': nonce, 'wechatpay-signature': signature, 'wechatpay-serial': 'PLAT' }, rawBody };
  }

  const transaction = { out_trade_no: 'BZ20260301080000abcdef0123', transaction_id: '4200000001', trade_state: 'SUCCESS', amount: { total: 5800, currency: 'CNY' } };

  it('verifies the signature and decrypts the transaction', async () => {
    await expect(gateway.verify(signed(encrypt(transaction)), NOW)).resolves.toEqual({
      orderno: transaction.out_trade_no,
      tradeNo: '4200000001',
      amountFen: 5800,
      status: 'paid',
    });
  });

  it('refuses a tampered body, another key, a stale timestamp and a resource that does not decrypt', async () => {
    const good = signed(encrypt(transaction));
    const cases = [
      { ...good, rawBody: good.rawBody.replace('EV-1', 'EV-2') },
      signed(encrypt(transaction), generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey),
      signed(encrypt(transaction), platform.privateKey, String(NOW - 301)),
      signed({ ...encrypt(transaction), associated_data: 'changed' }),
    ];
    for (const input of cases) await expect(gateway.verify(input, NOW)).rejects.toBeInstanceOf(NotificationRejected);
  });
});

describe('Alipay notifications', () => {
  const alipayKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const gateway = createAlipayGateway({ appId: '2021000000000001', appPrivateKey: app.privateKey, alipayPublicKey: alipayKeys.publicKey, notifyUrl: 'https://example.test/n' });

  function form(params: Record<string, string>, key = alipayKeys.privateKey): string {
    const signature = sign('sha256', Buffer.from(alipaySignContent(params)), key).toString('base64');
    return new URLSearchParams({ ...params, sign: signature, sign_type: 'RSA2' }).toString();
  }
  const params = {
    app_id: '2021000000000001',
    out_trade_no: 'BZ20260301080000abcdef0123',
    trade_no: '2026030122001',
    trade_status: 'TRADE_SUCCESS',
    total_amount: '58.00',
    notify_time: '2026-03-01 16:00:00',
  };

  it('verifies the RSA2 signature over the sorted parameters', async () => {
    await expect(gateway.verify({ headers: {}, rawBody: form(params) }, NOW)).resolves.toEqual({
      orderno: params.out_trade_no,
      tradeNo: params.trade_no,
      amountFen: 5800,
      status: 'paid',
    });
  });

  it('refuses a changed amount, another signer and another app', async () => {
    const tampered = form(params).replace('total_amount=58.00', 'total_amount=0.01');
    for (const rawBody of [tampered, form(params, generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey), form({ ...params, app_id: '2021999' })]) {
      await expect(gateway.verify({ headers: {}, rawBody }, NOW)).rejects.toBeInstanceOf(NotificationRejected);
    }
  });

  it('builds a pay URL whose signature Alipay (the public half of the app key) would accept', async () => {
    const { payurl } = await gateway.start({ orderno: 'BZ1', amountFen: 5800, title: '月度会员', kind: 'h5', deviceos: '', clientIp: '' }, 'https://app.test');
    const query = Object.fromEntries(new URL(payurl ?? '').searchParams);
    const { createVerify } = await import('node:crypto');
    const verifier = createVerify('sha256');
    verifier.update(alipaySignContent(query));
    expect(verifier.verify(app.publicKey, query.sign ?? '', 'base64')).toBe(true);
    expect(JSON.parse(query.biz_content ?? '{}')).toMatchObject({ out_trade_no: 'BZ1', total_amount: '58.00' });
  });
});
