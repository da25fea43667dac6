import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Export tickets (issue 14): what the server allows for one export, signed
 * with HMAC-SHA256 under a key only the server holds (EXPORT_TICKET_SECRET).
 * Anything that later produces the file on the server (e.g. a server-side
 * PDF or HD render) verifies the ticket instead of trusting the client.
 * Format: base64url(JSON payload) "." base64url(mac).
 */
export interface TicketPayload {
  /** Version of this format. */
  v: 1;
  uid: number;
  kind: string;
  item: string;
  /** The client's hash of the document it is exporting (binds the ticket to that content). */
  doc: string;
  side: number;
  hd: boolean;
  watermark: boolean;
  /** Unix seconds. */
  iat: number;
  exp: number;
}

/** The trial's built-in key; production refuses to start with it (server/config.ts). */
export const TRIAL_TICKET_SECRET = 'bzsj-trial-export-ticket-key-not-for-production';

function mac(secret: string, body: string): Buffer {
  return createHmac('sha256', secret).update(`export-ticket.${body}`).digest();
}

export function signTicket(payload: TicketPayload, secret: string): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${mac(secret, body).toString('base64url')}`;
}

export type TicketCheck = { ok: true; payload: TicketPayload } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

export function verifyTicket(ticket: string, secret: string, nowSeconds: number): TicketCheck {
  const parts = ticket.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return { ok: false, reason: 'malformed' };
  const [body, sig] = parts as [string, string];
  const expected = mac(secret, body);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
  let payload: TicketPayload;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TicketPayload;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (payload.v !== 1 || typeof payload.exp !== 'number') return { ok: false, reason: 'malformed' };
  if (payload.exp <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, payload };
}
