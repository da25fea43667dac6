import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';

/**
 * Test stand-in for the Harmony store's signer: a real ES256 key pair made
 * in the test and compact JWS signed with it, as IAP Kit signs
 * `jwsPurchaseOrder` (docs/harmony.md). The server under test is configured
 * with `publicPem`.
 */
export interface TestStoreSigner {
  publicPem: string;
  privateKey: KeyObject;
  sign(payload: Record<string, unknown>, header?: Record<string, unknown>): string;
}

export function signJws(privateKey: KeyObject, payload: Record<string, unknown>, header: Record<string, unknown> = { alg: 'ES256' }): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${encode(header)}.${encode(payload)}`;
  const signature = sign('sha256', Buffer.from(input), { key: privateKey, dsaEncoding: 'ieee-p1363' });
  return `${input}.${signature.toString('base64url')}`;
}

export function createTestStoreSigner(): TestStoreSigner {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    privateKey,
    sign: (payload, header) => signJws(privateKey, payload, header),
  };
}
