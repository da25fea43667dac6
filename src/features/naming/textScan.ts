import { z } from 'zod';
import type { ApiClient } from '../../services/api/client.ts';

/**
 * The text scan every published text goes through (spec 5 and 7):
 * entries trimmed, blanks dropped, joined with semicolons; nothing to scan
 * passes without a call. 'refused' = the server found banned words;
 * 'unavailable' = the scan itself failed (any code but 10000, no reply) —
 * the spec's "upgrading" toast (docs/naming.md).
 */
export type ScanOutcome = { ok: true } | { ok: false; reason: 'refused'; hits: string[] } | { ok: false; reason: 'unavailable' };

const scanReply = z.looseObject({ code: z.number(), pass: z.boolean().optional(), hits: z.array(z.string()).optional() });

export function joinScanTexts(texts: readonly string[]): string {
  return texts
    .map((t) => t.trim())
    .filter(Boolean)
    .join(';');
}

export async function scanTexts(api: Pick<ApiClient, 'post'>, texts: readonly string[], signal?: AbortSignal): Promise<ScanOutcome> {
  const joined = joinScanTexts(texts);
  if (joined === '') return { ok: true };
  let reply: z.infer<typeof scanReply>;
  try {
    reply = await api.post('sub/green/scan-text', { texts: joined }, { schema: scanReply, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, reason: 'unavailable' };
  }
  if (reply.code === 10000 && reply.pass === true) return { ok: true };
  if (reply.code === 10000 && reply.pass === false) return { ok: false, reason: 'refused', hits: reply.hits ?? [] };
  return { ok: false, reason: 'unavailable' };
}
