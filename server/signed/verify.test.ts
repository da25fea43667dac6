import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeDatasign } from '../../workers/core/signing/sign.ts';
import type { SignablePayload } from '../../workers/core/signing/sign.ts';
import { ApiError } from '../http/errors.ts';
import { verifySignedBody } from './verify.ts';

const now = 1_800_000_000;
const secret = 'test-secret';

function sign(payload: SignablePayload): SignablePayload {
  return { ...payload, datasign: computeDatasign(payload, secret) };
}

function codeOf(run: () => unknown): number | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
}

const fieldValue = fc.oneof(fc.string({ minLength: 1 }).filter((text) => text.trim() !== ''), fc.integer(), fc.boolean());

describe('verifySignedBody', () => {
  it('accepts any payload signed with the secret and returns its signing fields', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.stringMatching(/^[a-z]{1,8}$/), fieldValue, { maxKeys: 6 }), (extra) => {
        const body = sign({ ...extra, timestamp: now, deviceid: 'd', productinfo: 352, nonce: 'n' });
        const verified = verifySignedBody(body, now, secret);
        expect(verified.fields).toMatchObject({ timestamp: now, deviceid: 'd', productinfo: '352', nonce: 'n' });
      }),
    );
  });

  it('rejects any single changed non-empty field with 40001', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.stringMatching(/^[a-z]{1,8}$/), fieldValue, { minKeys: 1, maxKeys: 6 }), (extra) => {
        const body = sign({ ...extra, timestamp: now });
        const key = Object.keys(extra)[0] ?? '';
        const changed = { ...body, [key]: `${String(body[key])}x` };
        expect(codeOf(() => verifySignedBody(changed, now, secret))).toBe(40001);
      }),
    );
  });

  it('rejects a signed timestamp outside ±300 s with 40002 and accepts the edges', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), (offset) => {
        const code = codeOf(() => verifySignedBody(sign({ timestamp: now + offset }), now, secret));
        expect(code).toBe(Math.abs(offset) > 300 ? 40002 : null);
      }),
    );
  });

  it('rejects non-objects with 40000', () => {
    for (const body of [null, undefined, [], 'text', 7]) expect(codeOf(() => verifySignedBody(body, now, secret))).toBe(40000);
  });
});
