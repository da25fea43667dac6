import { createHash } from 'node:crypto';
import { ApiError } from '../../http/errors.ts';
import type { ReplayGuard } from '../../signed/replayGuard.ts';
import { verifyTicket, type TicketPayload } from './ticket.ts';

/**
 * Redeeming an export ticket where the server itself hands out what the ticket pays for
 * (docs/membership.md "Tickets on the server"). Every check a producer needs, in one place:
 * the key, the expiry, that the ticket was issued to this account for this kind, item and
 * document, and that it is used once per item: a ticket pays for one file of each item it
 * names, not for a stream of them.
 */

export const TicketCode = {
  /** Not a ticket of this server (malformed, other key, edited). */
  invalid: 40311,
  /** Past its 300 s. */
  expired: 40312,
  /** Issued to another account, or for another kind, item or document. */
  mismatch: 40313,
  /** Already used for this item. */
  used: 40911,
} as const;

export interface TicketUse {
  uid: number;
  kind: string;
  item: string;
  /** The document hash the file is made from; '' when the producer does not know one. */
  doc?: string;
}

/** Verifies and claims `ticket` for one use; throws a 4xx ApiError saying what to do otherwise. */
export async function redeemTicket(
  ticket: string,
  use: TicketUse,
  deps: { secret: string; replay: ReplayGuard; nowSeconds: number },
): Promise<TicketPayload> {
  const check = verifyTicket(ticket, deps.secret, deps.nowSeconds);
  if (!check.ok && check.reason === 'expired') throw new ApiError(TicketCode.expired, '下载凭证已过期，请重新导出', { status: 403 });
  if (!check.ok) throw new ApiError(TicketCode.invalid, '下载凭证无效，请重新导出', { status: 403 });
  const { payload } = check;
  const items = payload.item.split(',');
  const sameDoc = !use.doc || payload.doc === '' || payload.doc === use.doc;
  if (payload.uid !== use.uid || payload.kind !== use.kind || !items.includes(use.item) || !sameDoc) {
    throw new ApiError(TicketCode.mismatch, '下载凭证与当前账号或作品不符，请重新导出', { status: 403 });
  }
  // Single use per item, in the database (holds across nodes); kept until the ticket expires anyway.
  const key = createHash('md5').update(`ticket\u0000${ticket}\u0000${use.item}`).digest('hex');
  if (!(await deps.replay.claim(key, payload.exp))) throw new ApiError(TicketCode.used, '下载凭证已使用，请重新导出', { status: 409 });
  return payload;
}
