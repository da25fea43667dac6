// Checks a TextLayoutRequest and fills defaults. A bad value is a BAD_REQUEST the
// UI can show; it must never turn into NaN coordinates in a saved document.
import { workerError } from '../core/errors.ts';
import { MAX_TEXT_LENGTH } from '../protocol/font.ts';
import type { TextAlign, TextLayoutRequest } from '../protocol/font.ts';
import { MAX_ARC_DEGREES } from './arc.ts';

export interface ValidRequest {
  requestId?: string;
  fontName: string;
  /** Characters per line; control characters removed, tabs as spaces. */
  lines: string[][];
  fontSize: number;
  letterSpacing: number;
  lineSpace: number;
  angle: number;
  vertical: boolean;
  italic: boolean;
  bold: boolean;
  align: TextAlign;
  underLine: boolean;
  deleteLine: boolean;
  precision: number;
}

export const MAX_FONT_SIZE = 10_000;
const PRECISION = 2;

// Controls, format characters (zero-width, bidi marks, BOM) and variation selectors: nothing to draw.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Variation_Selector}]/gu;

/** Spacing beyond this is a typo, and would push coordinates past what any canvas can hold. */
export const MAX_SPACING = 100_000;

const LABELS = { fontSize: '字号', letterSpacing: '字间距', lineSpace: '行间距', angle: '弧度' } as const;

function finite(request: TextLayoutRequest, field: keyof typeof LABELS, fallback: number, limit = Infinity): number {
  const value: unknown = request[field];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > limit) {
    throw workerError('BAD_REQUEST', `文字参数「${LABELS[field]}」无效，请重新设置`, `${field}=${String(value)}`);
  }
  return value;
}

export function validateRequest(request: TextLayoutRequest): ValidRequest {
  if (typeof request !== 'object' || request === null || typeof request.text !== 'string') {
    throw workerError('BAD_REQUEST', '请输入文字', 'text must be a string');
  }
  const chars = Array.from(request.text);
  if (chars.length > MAX_TEXT_LENGTH) {
    throw workerError('TEXT_TOO_LONG', `文字太长了（最多 ${MAX_TEXT_LENGTH} 字），请删减后再试`, `${chars.length} characters`);
  }
  const fontSize = finite(request, 'fontSize', NaN);
  if (!(fontSize > 0) || fontSize > MAX_FONT_SIZE) {
    throw workerError('BAD_REQUEST', `字号需大于 0 且不超过 ${MAX_FONT_SIZE}`, `fontSize=${String(request.fontSize)}`);
  }
  const angle = finite(request, 'angle', 0);
  const align = request.align === 'center' || request.align === 'right' ? request.align : 'left';
  const lines = request.text
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .split('\n')
    .map((line) => Array.from(line.replace(INVISIBLE, '')));
  return {
    ...(typeof request.requestId === 'string' ? { requestId: request.requestId } : {}),
    fontName: typeof request.fontName === 'string' ? request.fontName : '',
    lines,
    fontSize,
    letterSpacing: finite(request, 'letterSpacing', 0, MAX_SPACING),
    lineSpace: finite(request, 'lineSpace', 0, MAX_SPACING),
    angle: Math.max(-MAX_ARC_DEGREES, Math.min(MAX_ARC_DEGREES, angle)),
    vertical: request.vertical === true,
    italic: request.italic === true,
    bold: request.bold === true,
    align,
    underLine: request.underLine === true,
    deleteLine: request.deleteLine === true,
    precision: PRECISION,
  };
}
