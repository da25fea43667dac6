import { randomUUID } from 'node:crypto';
import { computeDatasign } from '../../workers/core/signing/sign.ts';
import type { SignablePayload, SignableValue } from '../../workers/core/signing/sign.ts';

/** A body signed the way the app signs it (workers/core/signing/sign.ts), with a fresh nonce. */
export function signedBody(fields: SignablePayload, timestamp: SignableValue, secret?: string): SignablePayload {
  const payload: SignablePayload = { deviceid: 'test-device', productinfo: 352, nonce: randomUUID(), timestamp, ...fields };
  return { ...payload, datasign: computeDatasign(payload, secret) };
}
