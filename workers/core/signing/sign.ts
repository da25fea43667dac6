import md5 from 'blueimp-md5';

/**
 * Request signing shared by the app and the server (spec section 7).
 *
 * datasign = lowercase MD5 over the sorted, trimmed, non-empty `key=value`
 * pairs joined by `&`, followed by the fixed secret suffix. The secret ships
 * in the client, so this is tamper-evidence, not authentication: the server
 * still checks tokens, ownership, clock skew and replays.
 */

/** The fixed suffix of the local trial. The spec does not show the original value; this is ours. */
export const SIGN_SECRET = 'bzsj!web#2026';

/**
 * What the app signs with: a production build sets VITE_SIGN_SECRET to the
 * server's SIGN_SECRET (the production server refuses the trial one). The
 * server imports this file too, where import.meta.env does not exist.
 */
const buildSecret = (import.meta as { env?: Record<string, string | undefined> }).env?.VITE_SIGN_SECRET;
const defaultSecret = buildSecret || SIGN_SECRET;

export type SignableValue = string | number | boolean | null | undefined | object;
export type SignablePayload = Record<string, SignableValue>;

/** How one value is written into the signed string: objects as JSON, the rest as text. */
export function signValueText(value: SignableValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value).trim();
}

/**
 * `%`, `&` and `=` inside keys and values are percent-escaped so that two
 * different maps never produce the same string (`{a:'1&b=2'}` vs `{a:'1',b:'2'}`).
 * Values without those characters are written exactly as the spec says.
 */
function escapePart(text: string): string {
  return text.replace(/%/g, '%25').replace(/&/g, '%26').replace(/=/g, '%3D');
}

/** The exact string that is hashed, without the secret (exported for tests and debugging). */
export function canonicalString(payload: SignablePayload): string {
  return Object.keys(payload)
    .filter((key) => key !== 'datasign')
    .sort()
    .map((key) => [key.trim(), signValueText(payload[key])] as const)
    .filter(([key, text]) => key !== '' && text !== '')
    .map(([key, text]) => `${escapePart(key)}=${escapePart(text)}`)
    .join('&');
}

export function computeDatasign(payload: SignablePayload, secret: string = defaultSecret): string {
  return md5(canonicalString(payload) + secret).toLowerCase();
}
