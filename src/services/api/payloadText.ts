import { apiMessages } from './errorMessages.ts';
import type { SignablePayload } from '../../../workers/core/signing/sign.ts';

const isWellFormed = (text: string): boolean => (text as string & { isWellFormed(): boolean }).isWellFormed();

/**
 * Why a payload cannot be signed and sent, or null. A lone UTF-16 surrogate
 * makes blueimp-md5 throw (encodeURIComponent), and the server refuses it
 * and U+0000 with 400 / 40000 anyway (server/http/textBoundary.ts): the
 * client says the same thing without sending, instead of throwing a URIError.
 */
export function unsendableTextReason(payload: SignablePayload): string | null {
  const pending: unknown[] = [payload];
  while (pending.length > 0) {
    const node = pending.pop();
    if (typeof node === 'string') {
      if (node.includes('\u0000')) return apiMessages.nulCharacter;
      if (!isWellFormed(node)) return apiMessages.loneSurrogate;
      continue;
    }
    if (typeof node !== 'object' || node === null) continue;
    for (const [key, child] of Object.entries(node)) pending.push(key, child);
  }
  return null;
}
