import { randomUUID } from 'node:crypto';
import { computeDatasign } from '../../src/services/api/sign';
import type { SignablePayload, SignableValue } from '../../src/services/api/sign';

/** A body signed the way the app signs it (src/services/api/sign.ts), with a fresh nonce. */
export function signedBody(fields: SignablePayload, timestamp: SignableValue, secret?: string): SignablePayload {
  const payload: SignablePayload = { deviceid: 'test-device', productinfo: 352, nonce: randomUUID(), timestamp, ...fields };
  return { ...payload, datasign: computeDatasign(payload, secret) };
}
