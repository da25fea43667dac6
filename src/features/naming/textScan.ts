import { z } from 'zod';
import type { ApiClient } from '../../services/api/client.ts';
import { strings } from '../../shared/strings.ts';

/** One refused word and its category (涉政, 暴恐, 违禁, 色情, 辱骂, 广告; '' when the server named none). */
export interface ScanHit {
  word: string;
  category: string;
}

/**
 * The text scan every published text goes through (spec 5 and 7):
 * entries trimmed, blanks dropped, joined with semicolons; nothing to scan
 * passes without a call. 'refused' = the server found banned words (each with
 * its category, docs/moderation.md); 'unavailable' = the scan itself failed
 * (any code but 10000, no reply) — the spec's "upgrading" toast (docs/naming.md).
 */
export type ScanOutcome = { ok: true } | { ok: false; reason: 'refused'; hits: ScanHit[] } | { ok: false; reason: 'unavailable' };

// Hits were plain words before categories came (issue 28); both are read.
const hitSchema = z.union([z.string(), z.looseObject({ word: z.string(), category: z.string() })]);
const scanReply = z.looseObject({ code: z.number(), pass: z.boolean().optional(), hits: z.array(hitSchema).optional() });

export function joinScanTexts(texts: readonly string[]): string {
  return texts
    .map((t) => t.trim())
    .filter(Boolean)
    .join(';');
}

/** "「法轮功」涉及政治敏感内容；「加v」含有联系方式或引流广告" — what to tell the user (at most five words). */
export function describeRefusal(hits: readonly ScanHit[]): string {
  const t = strings.naming;
  if (hits.length === 0) return t.scanRefused;
  const reasons = hits.slice(0, 5).map((hit) => `「${hit.word}」${t.scanReasons[hit.category] ?? t.scanReasonUnknown}`);
  return t.scanRefusedWords(reasons.join('；'));
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
  if (reply.code === 10000 && reply.pass === false) return { ok: false, reason: 'refused', hits: (reply.hits ?? []).map((hit) => (typeof hit === 'string' ? { word: hit, category: '' } : { word: hit.word, category: hit.category })) };
  return { ok: false, reason: 'unavailable' };
}
