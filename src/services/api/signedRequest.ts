import { computeDatasign, type SignablePayload } from '../../../workers/core/signing/sign.ts';

/** The spec's product id, sent as `productinfo` with every signed request. */
export const PRODUCT_ID = 352;

/** Where a signed request's fresh fields come from (the API client's, or a caller's own for tests). */
export interface SigningContext {
  deviceId(): string;
  /** Server-synchronised seconds (TimeSync.nowSeconds). */
  nowSeconds(): number;
  nonce(): string;
  productId?: number;
}

/**
 * The fields of a signed request (spec 7): the caller's, `deviceid` and `productinfo` (the
 * caller may override them: some calls send them empty), then a fresh `timestamp` and `nonce`
 * the caller never overrides, and `datasign` over all of them. The one place this is built:
 * the API client's JSON calls, and the calls whose body is a file or a stream (signed fields
 * in the query string, signedQuery) or that stream the reply (SSE).
 */
export function signedFields(payload: SignablePayload, context: SigningContext): SignablePayload {
  const fields: SignablePayload = {
    deviceid: context.deviceId(),
    productinfo: context.productId ?? PRODUCT_ID,
    ...payload,
    timestamp: context.nowSeconds(),
    nonce: context.nonce(),
  };
  fields.datasign = computeDatasign(fields);
  return fields;
}

/** signedFields as a URL query string, for a request whose body is the file itself. */
export function signedQuery(payload: Record<string, string>, context: SigningContext): string {
  const fields = signedFields(payload, context);
  return new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])).toString();
}
