// Watermark settings as the worker accepts them: clamped numbers, a checked colour.
import { workerError } from '../../errors.ts';
import type { WatermarkSettings } from '../types.ts';

export const DEFAULT_WATERMARK: WatermarkSettings = {
  enabled: true,
  text: '标志设计',
  bold: false,
  underline: false,
  deleteLine: false,
  fontSize: 36,
  color: '#ffffff',
  opacity: 0.5,
  angle: -30,
  dashedLines: true,
};

export const WATERMARK_TEXT_MAX = 30;
export const FONT_SIZE_RANGE = { min: 12, max: 120 } as const;

/** Spec section 5 "colour strings": hex of 3–8 digits, or rgb()/rgba(). */
export function isColourString(value: string): boolean {
  const v = value.trim();
  if (/^#[0-9a-f]{3,8}$/i.test(v)) return true;
  return /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i.test(v);
}

function clamp(value: number, min: number, max: number, fallback: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
}

export function normalizeWatermark(settings: WatermarkSettings): WatermarkSettings {
  if (!isColourString(settings.color)) throw workerError('BAD_REQUEST', '水印颜色无效，请重新选择颜色', settings.color);
  return {
    enabled: settings.enabled,
    text: [...settings.text.replace(/[\r\n]+/g, ' ')].slice(0, WATERMARK_TEXT_MAX).join(''),
    bold: settings.bold,
    underline: settings.underline,
    deleteLine: settings.deleteLine,
    fontSize: clamp(settings.fontSize, FONT_SIZE_RANGE.min, FONT_SIZE_RANGE.max, DEFAULT_WATERMARK.fontSize),
    color: settings.color.trim(),
    opacity: clamp(settings.opacity, 0, 1, DEFAULT_WATERMARK.opacity),
    angle: clamp(settings.angle, -90, 90, DEFAULT_WATERMARK.angle),
    dashedLines: settings.dashedLines,
  };
}

/** Spec section 5: the watermark is drawn only when enabled (and there is something to draw). */
export function watermarkVisible(settings: WatermarkSettings): boolean {
  return settings.enabled && settings.text.trim().length > 0;
}

/** fontSize is px on a 1000 px image (the spec's default canvas); it scales with the image's longer side. */
export function watermarkScale(width: number, height: number): number {
  return Math.max(width, height) / 1000;
}
