import * as z from 'zod';
import { ApiError, ErrorCode } from './errors.ts';

/** Names the offending fields in Chinese-facing text, e.g. "参数错误：config.notice、id". */
export function describeIssues(error: z.ZodError): string {
  const paths = [...new Set(error.issues.map((issue) => issue.path.map(String).join('.') || '请求体'))];
  return `参数错误：${paths.slice(0, 5).join('、')}`;
}

/** Validates input against a zod schema or throws a 40000 naming the bad fields. */
export function parseOrThrow<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ApiError(ErrorCode.badRequest, describeIssues(result.error));
  return result.data;
}

/** A string PostgreSQL can store: bounded, and without U+0000 (text and jsonb refuse it). */
export function safeText(max: number) {
  return z.string().max(max).refine((text) => !text.includes('\u0000'), { message: 'contains U+0000' });
}
