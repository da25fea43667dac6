import { z } from 'zod';
import { requestAccount, type UserInfo } from '../../../services/account/userInfo.ts';
import type { ApiClient } from '../../../services/api/client.ts';
import { isApiError } from '../../../services/api/errors.ts';
import { strings } from '../../../shared/strings.ts';

/**
 * Asks the server for an export ticket (POST /exportticket, docs/membership.md).
 * The server alone decides the size and counts the free downloads: nothing in
 * local storage takes part, so editing it changes nothing.
 */

/** Server codes of a refusal the VIP sheet explains (server/routes/vip). */
export const VIP_REFUSAL_CODES = { dailyLimit: 42910, vipContent: 40310 } as const;

const ticketReply = z.looseObject({
  ticket: z.string(),
  vip: z.boolean(),
  hd: z.boolean(),
  side: z.number(),
  maxSide: z.number(),
  left: z.number(),
});

export interface ExportTicketRequest {
  kind: 'logo' | 'card' | 'image';
  /** What counts as one download: the work id, else the document hash. */
  item: string;
  doc: string;
  side: number;
  fonts: readonly string[];
  templates?: readonly string[];
}

export type ExportTicket =
  | { ok: true; ticket: string; vip: boolean; side: number; left: number | null }
  | { ok: false; reason: 'limit' | 'vipContent'; message: string }
  | { ok: false; reason: 'error'; message: string };

export async function requestExportTicket(api: Pick<ApiClient, 'post' | 'time'>, user: UserInfo | null, request: ExportTicketRequest): Promise<ExportTicket> {
  if (!user?.usertoken) return { ok: false, reason: 'error', message: strings.vip.needAccount };
  try {
    await api.time.ensure();
    const reply = await api.post(
      'exportticket',
      {
        account: requestAccount(user),
        usertoken: user.usertoken,
        kind: request.kind,
        item: request.item,
        doc: request.doc,
        side: request.side,
        fonts: request.fonts.join(','),
        templates: (request.templates ?? []).join(','),
      },
      { schema: ticketReply },
    );
    return { ok: true, ticket: reply.ticket, vip: reply.vip, side: reply.side, left: reply.left < 0 ? null : reply.left };
  } catch (error) {
    if (isApiError(error) && error.code === VIP_REFUSAL_CODES.dailyLimit) return { ok: false, reason: 'limit', message: error.msg };
    if (isApiError(error) && error.code === VIP_REFUSAL_CODES.vipContent) return { ok: false, reason: 'vipContent', message: error.msg };
    return { ok: false, reason: 'error', message: isApiError(error) && error.kind === 'server' ? error.msg : strings.vip.ticketFailed };
  }
}
