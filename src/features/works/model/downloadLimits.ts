import { listOf } from '../../../services/storage/dailyDownloads.ts';
import type { DownloadUserList } from '../../../services/storage/index.ts';

/**
 * Daily download limits (spec 3: downloadUserList {logo, card}, cleared when
 * the stored day differs from today — the storage helpers do the clearing).
 *
 * Our rule (the spec names the lists, not the numbers):
 *   - VIP (membership not expired): unlimited;
 *   - everyone else (guest or signed in): FREE_DAILY_DOWNLOADS distinct logos and
 *     as many distinct cards per day; downloading a work already downloaded
 *     today again is free (the lists hold ids);
 *   - QR codes are not limited (the spec keeps no list for them).
 * Several works in one zip count one each; a zip that would pass the limit is
 * refused whole, with how many are left, rather than exported half.
 * The image tools use the same rule on their own `image` list (docs/image-tools.md).
 */
export const FREE_DAILY_DOWNLOADS = 3;

export type LimitedKind = keyof DownloadUserList;

export type DownloadDecision =
  | { ok: true; /** ids to record in today's list */ record: string[] }
  | { ok: false; remaining: number; requested: number };

export function decideDownload(options: {
  kind: LimitedKind;
  ids: readonly string[];
  today: DownloadUserList;
  vip: boolean;
  limit?: number;
}): DownloadDecision {
  const already = new Set(listOf(options.today, options.kind).map(String));
  const fresh = [...new Set(options.ids)].filter((id) => !already.has(id));
  if (options.vip) return { ok: true, record: fresh };
  const remaining = Math.max(0, (options.limit ?? FREE_DAILY_DOWNLOADS) - already.size);
  if (fresh.length > remaining) return { ok: false, remaining, requested: fresh.length };
  return { ok: true, record: fresh };
}
