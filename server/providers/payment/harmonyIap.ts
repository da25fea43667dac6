import { createPublicKey, verify as verifySignature, X509Certificate, type KeyObject } from 'node:crypto';

/**
 * Harmony in-app purchases (IAP Kit). The shell's purchase result carries
 * `jwsPurchaseOrder`: a compact JWS (ES256) whose payload is the purchase
 * order, signed by the store. We trust a purchase only when that signature
 * verifies with the key we are configured with (docs/harmony.md):
 *
 * - `HARMONY_IAP_KEY`: PEM. Either the store's root certificate (then the
 *   JWS header's `x5c` chain must lead to it, and its leaf key signs), or an
 *   EC P-256 public key / certificate that signs the JWS directly.
 * - `HARMONY_PACKAGE_ID`: the app's Harmony package id (spec 9, value not
 *   shown); a purchase for another app is refused.
 * - `HARMONY_IAP_SANDBOX=1` also accepts the store's sandbox purchases
 *   (testing; never set it in production).
 */
export interface HarmonyIapConfig {
  /** The key that signs the JWS directly, or null when `root` is used. */
  signingKey: KeyObject | null;
  /** The store's root certificate: the JWS's x5c chain must end at it. */
  root: X509Certificate | null;
  packageId: string;
  allowSandbox: boolean;
}

export const HARMONY_ENV_NAMES = ['HARMONY_IAP_KEY', 'HARMONY_PACKAGE_ID'] as const;

/** null = Harmony purchases off (nothing set); a half-set configuration stops the start. */
export function harmonyIapFromEnv(env: NodeJS.ProcessEnv): HarmonyIapConfig | null {
  const present = HARMONY_ENV_NAMES.filter((name) => env[name]);
  if (present.length === 0) return null;
  if (present.length !== HARMONY_ENV_NAMES.length) throw new Error(`Harmony in-app purchase needs all of ${HARMONY_ENV_NAMES.join(', ')}`);
  const pem = (env.HARMONY_IAP_KEY ?? '').replace(/\\n/g, '\n');
  const isCert = pem.includes('BEGIN CERTIFICATE');
  // A certificate with CA:TRUE is a root to chain to; any other certificate or key signs directly.
  const cert = isCert ? new X509Certificate(pem) : null;
  const root = cert?.ca ? cert : null;
  const signingKey = root ? null : cert ? cert.publicKey : createPublicKey(pem);
  if (signingKey) assertP256(signingKey, 'HARMONY_IAP_KEY');
  return { signingKey, root, packageId: env.HARMONY_PACKAGE_ID ?? '', allowSandbox: env.HARMONY_IAP_SANDBOX === '1' };
}

function assertP256(key: KeyObject, what: string): void {
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new Error(`${what} must be an EC P-256 key (the store signs with ES256)`);
  }
}

/** Why a purchase order was not accepted (logged; the buyer sees one message). */
export class HarmonyPurchaseRejected extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'HarmonyPurchaseRejected';
  }
}

/** The purchase order fields we act on (IAP Kit PurchaseOrderPayload). */
export interface HarmonyPurchaseOrder {
  purchaseOrderId: string;
  purchaseToken: string;
  productId: string;
  developerPayload: string;
  bundleName: string;
  environment: string;
  revoked: boolean;
}

const JWS = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/;

function json(part: string, what: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new HarmonyPurchaseRejected(`${what} is not a JSON object`);
}

/** The x5c chain (leaf first) checked link by link up to the configured root, at `now`. */
function leafKeyFromChain(header: Record<string, unknown>, root: X509Certificate, nowMs: number): KeyObject {
  const x5c = header.x5c;
  if (!Array.isArray(x5c) || x5c.length === 0 || x5c.length > 5 || !x5c.every((entry) => typeof entry === 'string')) {
    throw new HarmonyPurchaseRejected('x5c chain missing');
  }
  let chain: X509Certificate[];
  try {
    chain = (x5c as string[]).map((entry) => new X509Certificate(Buffer.from(entry, 'base64')));
  } catch {
    throw new HarmonyPurchaseRejected('x5c entry is not a certificate');
  }
  const links = [...chain, root];
  for (let index = 0; index < chain.length; index += 1) {
    const cert = links[index] as X509Certificate;
    const issuer = links[index + 1] as X509Certificate;
    // A chain that already reached the root (the store may include it) ends here.
    if (cert.fingerprint256 === root.fingerprint256) break;
    if (nowMs < Date.parse(cert.validFrom) || nowMs > Date.parse(cert.validTo)) throw new HarmonyPurchaseRejected('certificate outside its validity');
    if (index > 0 && !cert.ca) throw new HarmonyPurchaseRejected('intermediate is not a CA');
    if (!cert.checkIssued(issuer) || !cert.verify(issuer.publicKey)) throw new HarmonyPurchaseRejected('certificate chain does not lead to the configured root');
  }
  const leaf = chain[0] as X509Certificate;
  assertP256(leaf.publicKey, 'the leaf certificate');
  return leaf.publicKey;
}

function text(payload: Record<string, unknown>, name: string): string {
  const value = payload[name];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/**
 * Verifies `jws` (ES256 only: a header naming another algorithm, or `none`,
 * is refused before any key is used) and returns its purchase order. Throws
 * HarmonyPurchaseRejected for anything else.
 */
export function verifyJwsPurchaseOrder(jws: string, config: HarmonyIapConfig, nowMs: number): HarmonyPurchaseOrder {
  const parts = JWS.exec(jws);
  if (!parts) throw new HarmonyPurchaseRejected('not a compact JWS');
  const [, headerPart = '', payloadPart = '', signaturePart = ''] = parts;
  const header = json(headerPart, 'header');
  if (header.alg !== 'ES256') throw new HarmonyPurchaseRejected(`algorithm ${String(header.alg)} not accepted`);
  const key = config.root ? leafKeyFromChain(header, config.root, nowMs) : config.signingKey;
  if (!key) throw new HarmonyPurchaseRejected('no verification key');
  const signature = Buffer.from(signaturePart, 'base64url');
  // ES256 signatures are r||s (64 bytes), not DER.
  const valid = signature.length === 64 && verifySignature('sha256', Buffer.from(`${headerPart}.${payloadPart}`), { key, dsaEncoding: 'ieee-p1363' }, signature);
  if (!valid) throw new HarmonyPurchaseRejected('signature does not verify');
  const payload = json(payloadPart, 'payload');
  const order: HarmonyPurchaseOrder = {
    purchaseOrderId: text(payload, 'purchaseOrderId'),
    purchaseToken: text(payload, 'purchaseToken'),
    productId: text(payload, 'productId'),
    developerPayload: text(payload, 'developerPayload'),
    bundleName: text(payload, 'bundleName'),
    environment: text(payload, 'environment') || 'NORMAL',
    revoked: text(payload, 'purchaseOrderRevocationReasonCode') !== '' || text(payload, 'revocationTime') !== '',
  };
  if (order.bundleName !== config.packageId) throw new HarmonyPurchaseRejected('purchase is for another app');
  if (order.environment !== 'NORMAL' && !(order.environment === 'SANDBOX' && config.allowSandbox)) {
    throw new HarmonyPurchaseRejected(`environment ${order.environment} not accepted`);
  }
  if (order.revoked) throw new HarmonyPurchaseRejected('purchase was revoked');
  return order;
}
