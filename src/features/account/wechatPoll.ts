import { isApiError } from '../../services/api/errors.ts';
import type { UserInfo } from '../../services/account/userInfo.ts';

/** Spec 4/9: poll once per second, up to 200 tries; a logintag is reused for 60 s. */
export const WECHAT_POLL_INTERVAL_MS = 1000;
export const WECHAT_POLL_RETRIES = 200;
export const LOGIN_TAG_CACHE_MS = 60_000;
/** Spec 8 reasons, kept as the rejection messages. */
export const RETRY_LIMIT = 'retry times limit';
export const STOPPED = 'stop wechatstate';

export interface LoginTag {
  logintag: string;
  qrurl: string;
  fetchedAt: number;
}

/** A cached tag younger than 60 s is reused; otherwise a new one is requested. */
export async function obtainLoginTag(
  cached: LoginTag | null,
  nowMs: number,
  request: () => Promise<{ logintag: string; qrurl: string }>,
): Promise<LoginTag> {
  if (cached && nowMs - cached.fetchedAt < LOGIN_TAG_CACHE_MS) return cached;
  const fresh = await request();
  return { ...fresh, fetchedAt: nowMs };
}

export interface PollOptions {
  check: () => Promise<{ userinfo: UserInfo }>;
  delay: (ms: number) => Promise<void>;
  isStopped: () => boolean;
  retries?: number;
}

/**
 * Polls until the server answers 10000 with the user. Any other answer
 * (waiting, expired, offline) is another try; after `retries` tries it
 * rejects with "retry times limit", and with "stop wechatstate" once stopped.
 */
export async function pollWechatState(options: PollOptions): Promise<UserInfo> {
  const retries = options.retries ?? WECHAT_POLL_RETRIES;
  for (let attempt = 0; attempt < retries; attempt += 1) {
    if (options.isStopped()) throw new Error(STOPPED);
    try {
      return (await options.check()).userinfo;
    } catch (error) {
      if (!isApiError(error)) throw error;
    }
    if (options.isStopped()) throw new Error(STOPPED);
    await options.delay(WECHAT_POLL_INTERVAL_MS);
  }
  throw new Error(RETRY_LIMIT);
}
