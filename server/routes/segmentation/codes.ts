import { ApiError, ErrorCode } from '../../http/errors.ts';
import type { SegmentFailure } from '../../jobs/segment/codec.ts';

/** Codes of the segmentation task (docs/image-tools.md). 100702 is the spec's; the others are ours. */
export const SegmentationCode = {
  /** Still queued or running: ask again in a second (HTTP 200, not an error). */
  processing: 100702,
  /** The task ended without a result; msg says why and what to do. */
  failed: 100703,
  /** No such task for this account (or it expired). */
  notFound: 100704,
  /** image_url is not an image uploaded to this server by this account. */
  badImageUrl: 100705,
} as const;

export const failureMessage: Record<SegmentFailure | 'interrupted' | 'timeout' | 'internal', string> = {
  unsupported: '只支持 PNG 或 JPEG 图片，请换一张图片',
  unreadable: '图片已损坏或无法读取，请换一张图片',
  too_many_pixels: '图片太大，请换一张不超过 1200 万像素、10MB 的图片',
  no_background: '没有找到可去除的纯色背景，请换一张背景简单的图片，或使用本机的人像抠图',
  interrupted: '抠图任务被中断，请重新提交',
  timeout: '抠图超时，请换一张小一些的图片再试',
  internal: '抠图失败，请稍后重试',
};

export function badImageUrl(): ApiError {
  return new ApiError(SegmentationCode.badImageUrl, '图片地址无效：请先上传图片，再用上传后返回的地址提交抠图');
}

export function taskNotFound(): ApiError {
  return new ApiError(SegmentationCode.notFound, '抠图任务不存在或已过期，请重新提交', { status: 404 });
}

export function busy(message: string): ApiError {
  return new ApiError(ErrorCode.rateLimited, message, { status: 429 });
}
