import { ApiError } from '../http/errors.ts';
import type { SvgRejectReason } from './svgSanitize.ts';

/**
 * Codes of the PDF task (spec 8's "PDF ..." rows; docs/pdf.md).
 * 10000/11000/19000/19026/18000 are the spec's; 12000 and 194xx are ours.
 */
export const PdfCode = {
  /** create: task made; upload: the last chunk of the last file is in (conversion queued); poll: done. */
  ok: 10000,
  /** upload: chunk stored, send the next (or stop, if the user stopped). */
  nextChunk: 11000,
  /** poll: still uploading, queued or converting; `progress` says how far. */
  processing: 12000,
  /** poll: done (the spec's alternative done code; we answer 10000). */
  doneAlt: 19000,
  /** poll/upload: conversion failed; msg says why and what to do. */
  failed: 19026,
  /** poll/upload: the task was cancelled or has expired. */
  cancelled: 18000,
  /** upload: the chunk's bytes do not match chunkmd5, or a stored chunk is resent with other bytes. */
  badChunk: 19401,
  /** No such task, or the tasktoken is wrong. */
  notFound: 19404,
  /** upload: the file was refused by the sanitiser. */
  rejected: 19415,
} as const;

export const rejectMessage: Record<SvgRejectReason, string> = {
  not_svg: '文件不是有效的 SVG 矢量图，请选择 .svg 文件',
  file_too_large: 'SVG 文件过大（单个文件上限 256 MB），请简化或拆分后重试',
  malformed: 'SVG 文件格式有误（标签未闭合或不完整），请用设计软件重新导出后再试',
  doctype: 'SVG 含有 DOCTYPE 或实体声明，为安全起见无法转换，请重新导出为普通 SVG',
  script: 'SVG 含有脚本或事件代码，为安全起见无法转换，请去掉脚本后重试',
  foreign_object: 'SVG 含有嵌入的网页内容（foreignObject），无法转换，请转为普通图形后重试',
  external_ref: 'SVG 引用了外部文件或网址，无法转换，请把图片嵌入文件或删除外部引用',
  too_many_elements: 'SVG 图形元素过多（上限 20000 个），请简化后重试',
  too_deep: 'SVG 分组嵌套过深（上限 48 层），请取消部分编组后重试',
  too_long: 'SVG 中的路径或内容过长，请简化后重试',
};

export const failureMessage: Record<string, string> = {
  ...rejectMessage,
  timeout: 'PDF 转换超时，请减少文件数量或简化图形后重试',
  interrupted: 'PDF 转换被中断，请重新提交',
  internal: 'PDF 转换失败，请稍后重试',
};

export function messageOf(failure: string | null): string {
  return (failure && failureMessage[failure]) || failureMessage.internal || '';
}

export const taskNotFound = () => new ApiError(PdfCode.notFound, 'PDF 任务不存在或已过期，请重新开始转换', { status: 404 });
