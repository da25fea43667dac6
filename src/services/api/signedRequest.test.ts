import { describe, expect, it } from 'vitest';
import { computeDatasign } from '../../../workers/core/signing/sign.ts';
import { PRODUCT_ID, signedFields, signedQuery } from './signedRequest.ts';

const context = { deviceId: () => 'dev-1', nowSeconds: () => 1_700_000_000, nonce: () => 'n0nce' };

describe('signed request fields', () => {
  it('adds device, product, a fresh timestamp and nonce, and a datasign over all of them', () => {
    const fields = signedFields({ account: '138', usertoken: 't' }, context);
    expect(fields).toMatchObject({ account: '138', usertoken: 't', deviceid: 'dev-1', productinfo: PRODUCT_ID, timestamp: 1_700_000_000, nonce: 'n0nce' });
    const { datasign, ...signed } = fields;
    expect(datasign).toBe(computeDatasign(signed));
  });

  it('lets the caller empty deviceid or productinfo but never set the timestamp or nonce', () => {
    const fields = signedFields({ deviceid: '', productinfo: '', timestamp: 1, nonce: 'old' }, context);
    expect(fields).toMatchObject({ deviceid: '', productinfo: '', timestamp: 1_700_000_000, nonce: 'n0nce' });
  });

  it('as a query string, carries the same fields and a datasign the server can recompute', () => {
    const query = Object.fromEntries(new URLSearchParams(signedQuery({ filemd5: 'abc' }, context)));
    expect(query).toMatchObject({ filemd5: 'abc', deviceid: 'dev-1', productinfo: String(PRODUCT_ID), timestamp: '1700000000', nonce: 'n0nce' });
    const { datasign, ...signed } = query;
    expect(datasign).toBe(computeDatasign(signed));
  });
});
