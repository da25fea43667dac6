import { md5Bytes } from '../../../workers/core/hash/md5Bytes.ts';
import { withoutZipTimes } from './zipIdentity.ts';

/**
 * The id a tool's result is counted under in today's `image` download list: a hash of its
 * bytes, so downloading the very same file again is free. SHA-256 where the browser has
 * crypto.subtle (native, off the main thread: a 12 MP PNG is tens of MB), else MD5 in JS
 * (plain-http LAN origins have no subtle). One origin always takes the same path, so an id
 * never changes between two downloads of the same file. 32 hex digits keep the list short.
 */
export async function resultId(blob: Blob, subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null): Promise<string> {
  const bytes = withoutZipTimes(new Uint8Array(await blob.arrayBuffer()));
  if (!subtle) return md5Bytes(bytes);
  const digest = new Uint8Array(await subtle.digest('SHA-256', bytes));
  return Array.from(digest.subarray(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
