/** What a verified gateway message says about one of our orders. */
export interface VerifiedPayment {
  orderno: string;
  /** The gateway's own transaction id. */
  tradeNo: string;
  amountFen: number;
  status: 'paid' | 'refunded' | 'closed' | 'other';
}

export interface NotificationInput {
  /** Lower-case header names. */
  headers: Record<string, string | undefined>;
  /** The body exactly as received: signatures cover the bytes, not a re-serialisation. */
  rawBody: string;
}

export interface OrderForPayment {
  orderno: string;
  amountFen: number;
  title: string;
  kind: 'app' | 'h5';
  deviceos: string;
  clientIp: string;
}

export interface PaymentStart {
  /** A page the buyer opens to pay (H5 / web). */
  payurl?: string;
  /** Parameters for a native SDK (app). */
  payparams?: Record<string, string>;
}

export interface GatewayReply {
  status: number;
  contentType: string;
  body: string;
}

/**
 * One payment gateway. `verify` throws NotificationRejected for anything not
 * provably from the gateway (bad signature, stale, undecryptable); a route
 * never trusts a field of an unverified body.
 */
export interface PaymentGateway {
  readonly name: string;
  start(order: OrderForPayment, origin: string): Promise<PaymentStart>;
  verify(input: NotificationInput, nowSeconds: number): Promise<VerifiedPayment>;
  /** The answer the gateway expects for an accepted / refused notification. */
  readonly ack: { accepted: GatewayReply; refused: GatewayReply };
  /** Server-side status query, when the gateway has one. */
  query?(orderno: string): Promise<VerifiedPayment | null>;
}

export class NotificationRejected extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'NotificationRejected';
  }
}

/** Gateways sign a timestamp; older or newer than this is a replay or a broken clock. */
export const NOTIFICATION_WINDOW_SECONDS = 300;
