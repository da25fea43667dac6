import type * as z from 'zod';
import { documentMessages, fieldLabels, issueMessages, layerTypeLabels, typeNames } from './messages.ts';

export type DocumentErrorCode =
  | 'NOT_JSON'
  | 'NOT_A_DOCUMENT'
  | 'NEWER_VERSION'
  | 'UNKNOWN_VERSION'
  | 'INVALID_FIELD';

export type DocumentPath = (string | number)[];

export interface DocumentError {
  code: DocumentErrorCode;
  /** Chinese, says what went wrong and what to do next. */
  message: string;
  /** Where in the (migrated) document the problem is, e.g. ['layers', 3, 'fill']. */
  path: DocumentPath;
}

export function documentError(code: DocumentErrorCode, message: string, path: DocumentPath = []): DocumentError {
  return { code, message, path };
}

function layerLabel(layers: unknown, index: number): string {
  if (index === 0) return '背景图层';
  const layer = Array.isArray(layers) ? (layers[index] as unknown) : undefined;
  const type = typeof layer === 'object' && layer !== null && 'type' in layer ? String(layer.type) : '';
  const kind = layerTypeLabels[type];
  return kind ? `第 ${index + 1} 个图层（${kind}）` : `第 ${index + 1} 个图层`;
}

/** "第 4 个图层（文字）的“填充颜色”" — a path a person can act on. */
export function describePath(path: DocumentPath, layers: unknown): string {
  const parts: string[] = [];
  let rest = path;
  if (rest[0] === 'layers' && typeof rest[1] === 'number') {
    parts.push(layerLabel(layers, rest[1]));
    rest = rest.slice(2);
  }
  const field = rest.filter((p) => typeof p === 'string').at(-1);
  if (field !== undefined) parts.push(`“${fieldLabels[field] ?? field}”`);
  return parts.length > 0 ? `${parts.join('的')}` : '文件';
}

function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issueMessages.expected(typeNames[issue.expected] ?? issue.expected);
    case 'too_small':
      return issue.origin === 'array' || issue.origin === 'string'
        ? issueMessages.tooShort(String(issue.minimum))
        : issueMessages.tooSmall(String(issue.minimum));
    case 'too_big':
      return issue.origin === 'array' || issue.origin === 'string'
        ? issueMessages.tooLong(String(issue.maximum))
        : issueMessages.tooBig(String(issue.maximum));
    case 'invalid_value':
      return issueMessages.notOneOf(issue.values.map(String).join('、'));
    case 'unrecognized_keys':
      return issueMessages.unknownKeys(issue.keys.join('、'));
    case 'invalid_union':
      return issue.path.at(-1) === 'type' ? issueMessages.unknownLayerType : issueMessages.invalid;
    case 'custom':
      return issue.message;
    default:
      return issueMessages.invalid;
  }
}

/** The first zod issue as a DocumentError (the first is enough for a person to act on). */
export function fromZodError(error: z.ZodError, raw: unknown): DocumentError {
  const issue = error.issues[0];
  if (!issue) return documentError('INVALID_FIELD', documentMessages.invalid('文件', issueMessages.invalid));
  const path: DocumentPath = issue.path.map((p) => (typeof p === 'number' ? p : String(p)));
  const layers = typeof raw === 'object' && raw !== null && 'layers' in raw ? raw.layers : undefined;
  const where = describePath(path, layers);
  return documentError('INVALID_FIELD', documentMessages.invalid(where, describeIssue(issue)), path);
}

/** The first issue of a single-layer validation (a property edit): the field's Chinese name and what is wrong. */
export function fieldIssue(error: z.ZodError): { path: DocumentPath; label: string; what: string } {
  const issue = error.issues[0];
  const path: DocumentPath = (issue?.path ?? []).map((p) => (typeof p === 'number' ? p : String(p)));
  const field = path.filter((p) => typeof p === 'string').at(-1) ?? '';
  return { path, label: fieldLabels[field] ?? field, what: issue ? describeIssue(issue) : issueMessages.invalid };
}
