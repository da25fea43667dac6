import type { Queryable } from '../db/types.ts';

function utcDay(nowSeconds: number): string {
  return new Date(nowSeconds * 1000).toISOString().slice(0, 10);
}

/**
 * Takes one reply from the user's daily allowance in one statement (two
 * servers answering the same user cannot both take the last one). Returns
 * false, taking nothing, when the day's allowance is used up.
 */
export async function takeChatQuota(db: Queryable, uid: number, nowSeconds: number, perDay: number): Promise<boolean> {
  const { rows } = await db.query<{ used: number }>(
    `INSERT INTO ai_chat_usage (uid, day, used) VALUES ($1, $2, 1)
     ON CONFLICT (uid, day) DO UPDATE SET used = ai_chat_usage.used + 1 WHERE ai_chat_usage.used < $3
     RETURNING used`,
    [uid, utcDay(nowSeconds), perDay],
  );
  return rows.length > 0;
}

/** Gives back a reply that produced nothing (the provider failed before the first name). */
export async function returnChatQuota(db: Queryable, uid: number, nowSeconds: number): Promise<void> {
  await db.query('UPDATE ai_chat_usage SET used = greatest(used - 1, 0) WHERE uid = $1 AND day = $2', [uid, utcDay(nowSeconds)]);
}

export async function sweepChatQuota(db: Queryable, nowSeconds: number): Promise<void> {
  await db.query('DELETE FROM ai_chat_usage WHERE day < $1', [utcDay(nowSeconds - 2 * 86400)]);
}
