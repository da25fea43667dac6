import { execFileSync } from 'node:child_process';
import { createPrivateKey, generateKeyPairSync, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestStoreSigner, signJws } from '../../testing/harmonyJws.ts';
import { harmonyIapFromEnv, HarmonyPurchaseRejected, verifyJwsPurchaseOrder, type HarmonyIapConfig } from './harmonyIap.ts';

/**
 * The store's real set-up: the JWS header carries an x5c chain (leaf first)
 * that must lead to the root certificate we are configured with. The chain is
 * made here with openssl (Node cannot issue certificates).
 */
const dir = mkdtempSync(join(tmpdir(), 'harmony-iap-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });

function makeRoot(name: string) {
  openssl('ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', `${name}.key`);
  openssl('req', '-x509', '-new', '-key', `${name}.key`, '-subj', `/CN=${name}`, '-days', '3650', '-out', `${name}.pem`,
    '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign');
  return readFileSync(join(dir, `${name}.pem`), 'utf8');
}

function makeLeaf(name: string, root: string, days = 365) {
  openssl('ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', `${name}.key`);
  openssl('req', '-new', '-key', `${name}.key`, '-subj', `/CN=${name}`, '-out', `${name}.csr`);
  openssl('x509', '-req', '-in', `${name}.csr`, '-CA', `${root}.pem`, '-CAkey', `${root}.key`, '-CAcreateserial', '-days', String(days), '-out', `${name}.pem`);
  const cert = new X509Certificate(readFileSync(join(dir, `${name}.pem`)));
  return { cert, x5c: cert.raw.toString('base64'), key: createPrivateKey(readFileSync(join(dir, `${name}.key`))) };
}

const rootPem = makeRoot('root');
const otherRootPem = makeRoot('other');
const leaf = makeLeaf('leaf', 'root');
const stranger = makeLeaf('stranger', 'other');
const rootX5c = new X509Certificate(rootPem).raw.toString('base64');

const PACKAGE_ID = 'com.example.biaozhi';
const purchase = { purchaseOrderId: 'PO1', purchaseToken: 'TK1', productId: 'bzsj_vip_month', developerPayload: 'BZ1', bundleName: PACKAGE_ID, environment: 'NORMAL' };
const rootConfig = harmonyIapFromEnv({ HARMONY_IAP_KEY: rootPem, HARMONY_PACKAGE_ID: PACKAGE_ID }) as HarmonyIapConfig;
const now = Date.now();

const rejects = (run: () => unknown, reason: RegExp) => expect(run).toThrow(expect.objectContaining({ name: HarmonyPurchaseRejected.name, message: expect.stringMatching(reason) }));

describe('HARMONY_IAP_* configuration', () => {
  it('is off with nothing set, refuses to start half set or with a key that is not P-256', () => {
    expect(harmonyIapFromEnv({})).toBeNull();
    expect(() => harmonyIapFromEnv({ HARMONY_IAP_KEY: rootPem })).toThrow(/HARMONY_PACKAGE_ID/);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString();
    expect(() => harmonyIapFromEnv({ HARMONY_IAP_KEY: rsa, HARMONY_PACKAGE_ID: PACKAGE_ID })).toThrow(/P-256/);
  });

  it('takes a CA certificate as the root to chain to, a public key (with \\n escapes from an env file) as the signer', () => {
    expect(rootConfig.root).not.toBeNull();
    expect(rootConfig.signingKey).toBeNull();
    const signer = createTestStoreSigner();
    const direct = harmonyIapFromEnv({ HARMONY_IAP_KEY: signer.publicPem.replace(/\n/g, '\\n'), HARMONY_PACKAGE_ID: PACKAGE_ID });
    expect(direct?.signingKey?.asymmetricKeyType).toBe('ec');
    expect(verifyJwsPurchaseOrder(signer.sign(purchase), direct as HarmonyIapConfig, now)).toMatchObject({ purchaseOrderId: 'PO1', revoked: false });
  });
});

describe('jwsPurchaseOrder with an x5c chain', () => {
  it('verifies a purchase whose leaf chains to the configured root (with or without the root in x5c)', () => {
    expect(verifyJwsPurchaseOrder(signJws(leaf.key, purchase, { alg: 'ES256', x5c: [leaf.x5c] }), rootConfig, now)).toEqual({ ...purchase, revoked: false });
    expect(verifyJwsPurchaseOrder(signJws(leaf.key, purchase, { alg: 'ES256', x5c: [leaf.x5c, rootX5c] }), rootConfig, now).productId).toBe('bzsj_vip_month');
  });

  it('refuses a chain to another root, a missing chain, a leaf outside its validity, and a leaf key that did not sign', () => {
    rejects(() => verifyJwsPurchaseOrder(signJws(stranger.key, purchase, { alg: 'ES256', x5c: [stranger.x5c] }), rootConfig, now), /root/);
    rejects(() => verifyJwsPurchaseOrder(signJws(leaf.key, purchase, { alg: 'ES256' }), rootConfig, now), /x5c/);
    rejects(() => verifyJwsPurchaseOrder(signJws(leaf.key, purchase, { alg: 'ES256', x5c: ['bm90IGEgY2VydA=='] }), rootConfig, now), /certificate/);
    const afterExpiry = Date.parse(leaf.cert.validTo) + 1000;
    rejects(() => verifyJwsPurchaseOrder(signJws(leaf.key, purchase, { alg: 'ES256', x5c: [leaf.x5c] }), rootConfig, afterExpiry), /validity/);
    rejects(() => verifyJwsPurchaseOrder(signJws(stranger.key, purchase, { alg: 'ES256', x5c: [leaf.x5c] }), rootConfig, now), /signature/);
    expect(otherRootPem).not.toBe(rootPem);
  });

  it('refuses other apps, sandbox purchases unless allowed, and revoked purchases', () => {
    const sign = (payload: Record<string, unknown>) => signJws(leaf.key, payload, { alg: 'ES256', x5c: [leaf.x5c] });
    rejects(() => verifyJwsPurchaseOrder(sign({ ...purchase, bundleName: 'com.other' }), rootConfig, now), /another app/);
    rejects(() => verifyJwsPurchaseOrder(sign({ ...purchase, environment: 'SANDBOX' }), rootConfig, now), /SANDBOX/);
    expect(verifyJwsPurchaseOrder(sign({ ...purchase, environment: 'SANDBOX' }), { ...rootConfig, allowSandbox: true }, now).environment).toBe('SANDBOX');
    rejects(() => verifyJwsPurchaseOrder(sign({ ...purchase, revocationTime: 1700000000000 }), rootConfig, now), /revoked/);
  });
});
