/**
 * AI chat configuration from the environment (docs/naming.md). Without a
 * provider URL the offline poetry generator answers; with one, requests go to
 * an OpenAI-compatible `POST {base}/chat/completions` with `stream: true`.
 */
export interface ChatSettings {
  provider: { baseUrl: string; apiKey: string; model: string } | null;
  /** Replies per user per UTC day. */
  dailyLimit: number;
  /** For VIP (AI设计不限次数, docs/membership.md): no daily allowance, only this fair-use ceiling against scripted abuse. */
  vipDailyLimit: number;
  /** Until the provider's first byte. */
  connectTimeoutMs: number;
  /** For the whole reply. */
  totalTimeoutMs: number;
}

function positive(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? Math.floor(parsed) : fallback;
}

export function chatSettings(env: NodeJS.ProcessEnv = process.env): ChatSettings {
  const baseUrl = (env.AI_CHAT_BASE_URL ?? '').trim().replace(/\/+$/, '');
  return {
    provider: baseUrl ? { baseUrl, apiKey: env.AI_CHAT_API_KEY ?? '', model: env.AI_CHAT_MODEL || 'doubao-pro-32k' } : null,
    dailyLimit: positive(env.AI_CHAT_DAILY_LIMIT, 100),
    vipDailyLimit: positive(env.AI_CHAT_VIP_DAILY_LIMIT, 2000),
    connectTimeoutMs: positive(env.AI_CHAT_CONNECT_TIMEOUT_MS, 15_000),
    totalTimeoutMs: positive(env.AI_CHAT_TOTAL_TIMEOUT_MS, 90_000),
  };
}
