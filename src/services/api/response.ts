import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { badResponseError, ClientErrorCode, serverError, SUCCESS_CODE } from './errors.ts';
import type { RawResponse } from './transport.ts';

/** Turning raw replies into results or ApiErrors (spec 8). */

/** The envelope every `/api/v4` reply shares; the call's own fields sit beside it. */
export interface ApiBody {
  code: number;
  msg?: string;
  [field: string]: unknown;
}

function parseJson(raw: RawResponse): unknown {
  try {
    return JSON.parse(raw.text);
  } catch (cause) {
    throw badResponseError(raw.status, raw.text.slice(0, 200), cause);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readCode(value: unknown): number | null {
  const code = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof code === 'number' && Number.isFinite(code) ? code : null;
}

/** Narrows with a schema when given; without one the caller vouches for the shape. */
export function shaped<T>(body: unknown, status: number, schema: $ZodType<T> | undefined): T {
  if (!schema) return body as T;
  // Without zod's compiled fast path: a reply is parsed once or a few times, and compiling
  // the parser (a `new Function` per object schema) costs more than it saves: a first small
  // reply took 2.5 ms with it and 0.5 ms without (Node), and a first 2,000-item list about
  // half as long without. The compile ran inside the naming page's tap → result tasks.
  const parsed = safeParse(schema, body, { jitless: true });
  if (!parsed.success) throw badResponseError(status, body, parsed.error);
  return parsed.data;
}

/** Signed API: `code` in `okCodes` (default 10000) resolves; any other code rejects. */
export function readApiBody(raw: RawResponse, okCodes: readonly number[] = [SUCCESS_CODE]): ApiBody {
  const body = parseJson(raw);
  const code = isRecord(body) ? readCode(body.code) : null;
  if (!isRecord(body) || code === null) throw badResponseError(raw.status, body);
  if (!okCodes.includes(code)) throw serverError(body, code, raw.status);
  return { ...body, code };
}

/** Content service: any reply carrying a `code` field is an error (spec 8). */
export function readContentBody(raw: RawResponse): unknown {
  const body = parseJson(raw);
  if (isRecord(body) && 'code' in body) {
    throw serverError(body, readCode(body.code) ?? ClientErrorCode.badResponse, raw.status);
  }
  if (!raw.ok) throw badResponseError(raw.status, body);
  return body;
}
