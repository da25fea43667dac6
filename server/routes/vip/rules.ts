/**
 * Free and VIP download rules (issue 14, docs/membership.md). Pure: the route
 * feeds it what the database says; tests drive it with any clock.
 */

/** Distinct items a free account may download per list and per Asia/Shanghai day. */
export const FREE_DAILY_DOWNLOADS = 3;
/** Longest side (px) of a free download; VIP gets up to HD_MAX_SIDE. */
export const STANDARD_MAX_SIDE = 1000;
export const HD_MAX_SIDE = 4000;
/** A ticket is for the export the user just tapped, not for later. */
export const TICKET_LIFETIME_SECONDS = 300;

export const DOWNLOAD_KINDS = ['logo', 'card', 'image'] as const;
export type DownloadKind = (typeof DOWNLOAD_KINDS)[number];

/** China has one time zone and no daylight saving: the day is UTC+8's calendar date. */
const SHANGHAI_OFFSET_SECONDS = 8 * 3600;

/** The Asia/Shanghai calendar date (YYYY-MM-DD) of a server time in unix seconds. */
export function shanghaiDay(nowSeconds: number): string {
  return new Date((Math.floor(nowSeconds) + SHANGHAI_OFFSET_SECONDS) * 1000).toISOString().slice(0, 10);
}

export interface TicketRequest {
  vip: boolean;
  /** Longest side the user asked for. */
  side: number;
  /** Ids already counted today (for this account and list), before this request. */
  countedToday: readonly string[];
  /** The works of this export: one, or several for a zip (all or none). */
  items: readonly string[];
  /** VIP-only fonts and templates the document uses (already matched against the catalogue). */
  vipOnly: readonly string[];
}

export type TicketDecision =
  | { ok: true; hd: boolean; watermark: boolean; maxSide: number; side: number; /** items to count now */ count: string[]; left: number | null }
  | { ok: false; reason: 'vipContent'; names: readonly string[] }
  | { ok: false; reason: 'limit'; limit: number; remaining: number };

/**
 * VIP: any side up to HD_MAX_SIDE, never counted. Free: VIP-only content is
 * refused; otherwise the side is capped at STANDARD_MAX_SIDE and the item is
 * counted once a day (the same item again that day is free), refused once
 * FREE_DAILY_DOWNLOADS distinct items were counted. Several items (a zip)
 * are granted all or none.
 */
export function decideTicket(request: TicketRequest): TicketDecision {
  if (request.vip) {
    const side = Math.min(request.side, HD_MAX_SIDE);
    return { ok: true, hd: side > STANDARD_MAX_SIDE, watermark: false, maxSide: HD_MAX_SIDE, side, count: [], left: null };
  }
  if (request.vipOnly.length > 0) return { ok: false, reason: 'vipContent', names: request.vipOnly };
  const counted = new Set(request.countedToday);
  const fresh = [...new Set(request.items)].filter((item) => !counted.has(item));
  const remaining = Math.max(0, FREE_DAILY_DOWNLOADS - counted.size);
  if (fresh.length > remaining) return { ok: false, reason: 'limit', limit: FREE_DAILY_DOWNLOADS, remaining };
  return {
    ok: true,
    hd: false,
    watermark: false,
    maxSide: STANDARD_MAX_SIDE,
    side: Math.min(request.side, STANDARD_MAX_SIDE),
    count: fresh,
    left: remaining - fresh.length,
  };
}
