import { createHash } from 'node:crypto';
import { canonicalString } from '../../workers/core/signing/sign.ts';
import type { SignablePayload, SignableValue } from '../../workers/core/signing/sign.ts';
import { ApiError, ErrorCode } from '../http/errors.ts';

/** Seconds a signed request stays valid either side of server time (docs/api.md). */
export const signatureWindowSeconds = 300;

/** The fields every signed call carries besides its own (spec section 7, plus our nonce). */
export interface SignedFields {
  datasign: string;
  timestamp: number;
  deviceid?: string;
  productinfo?: string;
  nonce?: string;
}

export interface VerifiedRequest {
  fields: SignedFields;
  /** The whole body as received, datasign included; route schemas pick their fields from it. */
  payload: Record<string, unknown>;
}

function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isSignableValue(value: unknown): value is SignableValue {
  return value === null || ['string', 'number', 'boolean', 'object'].includes(typeof value);
}

function asSignable(body: Record<string, unknown>): SignablePayload {
  const payload: SignablePayload = {};
  for (const [key, value] of Object.entries(body)) {
    if (!isSignableValue(value)) throw new ApiError(ErrorCode.badRequest);
    payload[key] = value;
  }
  return payload;
}

const datasignPattern = /^[0-9a-f]{32}$/;

/**
 * The app's datasign (workers/core/signing/sign.ts) hashed with node:crypto: the
 * same UTF-8 MD5, but native, so a multi-megabyte signed body costs
 * milliseconds instead of seconds of blocked event loop.
 */
export function datasignOf(payload: SignablePayload, secret: string): string {
  return createHash('md5').update(canonicalString(payload) + secret, 'utf8').digest('hex');
}

function readTimestamp(value: unknown): number | null {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string' && /^\d{1,12}$/.test(value.trim())) return Number(value.trim());
  return null;
}

/** Longest deviceid / productinfo / nonce taken: a device key is indexed, and a btree row cannot exceed ~2.7 KB. */
export const maxSigningFieldLength = 128;

function readOptionalText(body: Record<string, unknown>, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  const text = typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : null;
  if (text === null) throw new ApiError(ErrorCode.badRequest, `参数错误：${key} 应为字符串`);
  if (text.length > maxSigningFieldLength) throw new ApiError(ErrorCode.badRequest, `参数错误：${key} 过长（上限 ${maxSigningFieldLength} 个字符）`);
  return text;
}

/**
 * Checks a signed body: an object, a well-formed datasign, a timestamp,
 * the signature itself, then the time window. The signature is checked
 * before the window so that 40002 always means "your clock is off" (the
 * client resyncs with /getutctime and signs again), never "tampered".
 * Replays are checked afterwards against the database (replayGuard.ts).
 */
export function verifySignedBody(body: unknown, nowSeconds: number, secret: string): VerifiedRequest {
  if (!isJsonObject(body)) throw new ApiError(ErrorCode.badRequest, '请求体必须是 JSON 对象');
  const { datasign } = body;
  // Exactly lowercase hex: an uppercase variant of the same signature would otherwise slip past the replay key.
  if (typeof datasign !== 'string' || !datasignPattern.test(datasign)) throw new ApiError(ErrorCode.badSignature);
  const timestamp = readTimestamp(body.timestamp);
  if (timestamp === null) throw new ApiError(ErrorCode.badTimestamp, '缺少有效的请求时间（timestamp，单位秒）');
  const deviceid = readOptionalText(body, 'deviceid');
  const productinfo = readOptionalText(body, 'productinfo');
  const nonce = readOptionalText(body, 'nonce');
  if (datasignOf(asSignable(body), secret) !== datasign) throw new ApiError(ErrorCode.badSignature);
  if (Math.abs(nowSeconds - timestamp) > signatureWindowSeconds) throw new ApiError(ErrorCode.badTimestamp);
  const fields: SignedFields = { datasign, timestamp };
  if (deviceid !== undefined) fields.deviceid = deviceid;
  if (productinfo !== undefined) fields.productinfo = productinfo;
  if (nonce !== undefined) fields.nonce = nonce;
  return { fields, payload: body };
}
