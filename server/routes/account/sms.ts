import * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '../../context.ts';
import type { Queryable } from '../../db/types.ts';
import { visitorAddress } from '../../http/clientAddress.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { safeText } from '../../http/validation.ts';
import { loginSmsText } from '../../providers/sms/index.ts';
import { registerSigned } from '../../signed/registerSigned.ts';
import { captchaDataUrl, CAPTCHA, randomCaptchaCode } from './captcha.ts';
import { SmsCode, SMS_CODE_LIFE_SECONDS } from './codes.ts';
import type { AccountDeps } from './deps.ts';
import { consumeImageCode, storeImageCode } from './imageCodes.ts';
import { createMemoryLimiter } from './memoryLimiter.ts';
import { normalisePhone } from './schemas.ts';
import { dropSmsCode, randomSmsCode, storeSmsCode } from './smsCodes.ts';
import { checkSendLimits, recordSend } from './smsLimits.ts';

const sendSchema = z.object({
  account: safeText(32),
  verifytype: safeText(32).optional(),
  imgcode: safeText(16).optional(),
});

const imageSchema = z.object({ account: safeText(32) });

export function phoneOrThrow(raw: string): string {
  const phone = normalisePhone(raw);
  if (!phone) throw new ApiError(ErrorCode.badRequest, '请输入正确的手机号');
  return phone;
}

/**
 * SMS sending and image codes. The answer never depends on whether the phone
 * has an account (login creates one), so nothing can be learnt about who is
 * registered.
 */
export function registerSmsRoutes(app: FastifyInstance, deps: AccountDeps): void {
  const imageLimiter = createMemoryLimiter({ limit: 30, windowMs: 10 * 60_000 });

  const send = async (input: z.output<typeof sendSchema>, ip: string) => {
    const provider = deps.sms.provider;
    if (!provider) throw new ApiError(ErrorCode.notConfigured, '短信登录暂未开通，请使用微信登录');
    const phone = phoneOrThrow(input.account);
    const now = nowSeconds(app.services);
    const { db } = app.services;
    const code = randomSmsCode();
    const lock = (tx: Queryable) => tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`sms:${phone}`]);
    const { imageCodeRequired } = await db.transaction(async (tx) => {
      await lock(tx);
      return checkSendLimits(tx, phone, ip, now);
    });
    // Outside any transaction: a wrong guess must use the picture up even though the send fails.
    const imgcode = input.imgcode?.trim() ?? '';
    if (imgcode !== '') await consumeImageCode(db, phone, imgcode, now);
    else if (imageCodeRequired) throw new ApiError(SmsCode.imageCodeNeeded, '请输入图形验证码');
    await db.transaction(async (tx) => {
      // One sender per phone at a time; the limits are checked again under the lock, so racing sends cannot both pass.
      await lock(tx);
      await checkSendLimits(tx, phone, ip, now);
      await recordSend(tx, phone, ip, now);
      await storeSmsCode(tx, phone, code, now);
    });
    try {
      await provider.send({ phone, code, text: loginSmsText(code, SMS_CODE_LIFE_SECONDS / 60) });
    } catch (error) {
      app.log.error({ err: error }, 'SMS delivery failed');
      await dropSmsCode(db, phone);
      throw new ApiError(SmsCode.deliveryFailed, '短信发送失败，请稍后重试', { status: 502 });
    }
    return {};
  };

  registerSigned(app, '/safsmsverify', sendSchema, (input, { request }) => send(input, visitorAddress(request)));
  // The spec also lists /smsverify without its payload; it is the same send.
  registerSigned(app, '/smsverify', sendSchema, (input, { request }) => send(input, visitorAddress(request)));

  registerSigned(app, '/imgverify', imageSchema, async (input, { request }) => {
    const phone = phoneOrThrow(input.account);
    if (!imageLimiter.hit(visitorAddress(request), app.services.now())) throw new ApiError(ErrorCode.rateLimited);
    const code = randomCaptchaCode();
    await storeImageCode(app.services.db, phone, code, nowSeconds(app.services));
    deps.imageOutbox?.add(phone, code);
    return { message: captchaDataUrl(code), width: CAPTCHA.width, height: CAPTCHA.height };
  });
}
