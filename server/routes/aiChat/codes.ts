import { ApiError, ErrorCode } from '../../http/errors.ts';
import type { Hit } from '../../moderation/categories.ts';
import { describeHits } from '../../moderation/reasons.ts';

/** Codes of chat/sse besides the shared ones (docs/naming.md); the spec says only "other than 10000 is rejected". */
export const ChatCode = {
  /** The prompt or history has words the moderation list refuses. */
  moderated: 40011,
  /** No provider configured and the prompt is not a naming request. */
  offlineOnlyNames: 40012,
  /** The provider failed or timed out (sent as a data: line once streaming has begun). */
  providerFailed: 50301,
} as const;

/** The message names the words and why (docs/moderation.md), so the user knows what to change. */
export function moderatedInput(hits: readonly Hit[] = []): ApiError {
  const which = hits.length > 0 ? `：${describeHits(hits)}` : '';
  return new ApiError(ChatCode.moderated, `输入的内容含有不当词语${which}，请修改关键词后再试`, { status: 400 });
}

export function offlineOnlyNames(): ApiError {
  return new ApiError(ChatCode.offlineOnlyNames, '离线模式只能起名：请从起名页面提交', { status: 400 });
}

export function quotaUsed(perDay: number): ApiError {
  return new ApiError(ErrorCode.rateLimited, `今天的 AI 起名次数（${perDay} 次）已用完，请明天再试`, { status: 429 });
}
