import type { Db, Queryable } from '../../db/types.ts';
import { decideTicket, shanghaiDay, type DownloadKind, type TicketDecision } from './rules.ts';

export interface DownloadClaim {
  uid: number;
  vip: boolean;
  kind: DownloadKind;
  items: readonly string[];
  side: number;
  vipOnly: readonly string[];
  nowSeconds: number;
}

/**
 * Decides a ticket and, for a free account, counts the item, in one
 * transaction with the account row locked: two exports racing (or two server
 * nodes) cannot both take the last free download.
 */
export function claimDownload(db: Db, claim: DownloadClaim): Promise<TicketDecision> {
  return db.transaction(async (tx) => {
    const day = shanghaiDay(claim.nowSeconds);
    let counted: string[] = [];
    if (!claim.vip) {
      await tx.query('SELECT 1 FROM accounts WHERE uid = $1 FOR UPDATE', [claim.uid]);
      counted = await countedToday(tx, claim.uid, day, claim.kind);
    }
    const decision = decideTicket({ vip: claim.vip, side: claim.side, countedToday: counted, items: claim.items, vipOnly: claim.vipOnly });
    if (decision.ok) {
      for (const item of decision.count) {
        await tx.query('INSERT INTO vip_downloads (uid, day, kind, item, at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING', [
          claim.uid,
          day,
          claim.kind,
          item,
          claim.nowSeconds,
        ]);
      }
    }
    return decision;
  });
}

async function countedToday(db: Queryable, uid: number, day: string, kind: DownloadKind): Promise<string[]> {
  const { rows } = await db.query<{ item: string }>('SELECT item FROM vip_downloads WHERE uid = $1 AND day = $2 AND kind = $3', [uid, day, kind]);
  return rows.map((row) => row.item);
}

/** Free downloads left today per list, for the UI's "今日还可下载 N 次". */
export async function usageToday(db: Queryable, uid: number, nowSeconds: number): Promise<Record<DownloadKind, number>> {
  const { rows } = await db.query<{ kind: DownloadKind; n: number }>(
    'SELECT kind, count(*)::int AS n FROM vip_downloads WHERE uid = $1 AND day = $2 GROUP BY kind',
    [uid, shanghaiDay(nowSeconds)],
  );
  const used: Record<DownloadKind, number> = { logo: 0, card: 0, image: 0 };
  for (const row of rows) used[row.kind] = row.n;
  return used;
}

export async function sweepDownloads(db: Queryable, nowSeconds: number): Promise<void> {
  await db.query('DELETE FROM vip_downloads WHERE day < $1', [shanghaiDay(nowSeconds - 2 * 86_400)]);
}
