import { md5Utf8 } from './md5Utf8.ts';

/**
 * Hash of a work's JSON text, shared with the server (which recomputes it
 * over the UTF-8 bytes it receives). MD5 because it is only an identity and
 * integrity check (read-back, idempotent uploads), not a security boundary,
 * and because crypto.subtle is missing on plain-http origins. The same digest
 * as blueimp-md5, without its copies of the whole text (md5Utf8.ts).
 */
export function contentHashOf(content: string): string {
  return md5Utf8(content);
}
