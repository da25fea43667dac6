import type { RenderExportFormat, RenderExportResult } from '../../../workers/protocol/render.ts';
import type { CanvasSize } from '../../../workers/core/model/index.ts';
import { cleanFileName, stampedFileName } from '../../shared/fileName.ts';

export { cleanFileName, stampedFileName };

/** Output sizes offered (longest side, px): the issue asks for 500 to 4000. */
export const EXPORT_SIDES = [500, 1000, 2000, 4000] as const;

/** Output pixels per document pixel for a wanted longest side. */
export function exportScale(canvas: CanvasSize, side: number): number {
  return side / Math.max(canvas.width, canvas.height);
}

export function exportPixelSize(canvas: CanvasSize, side: number): { width: number; height: number } {
  const k = exportScale(canvas, side);
  return { width: Math.round(canvas.width * k), height: Math.round(canvas.height * k) };
}

const EXTENSIONS: Record<RenderExportFormat, string> = { png: 'png', jpeg: 'jpg', svg: 'svg', pdf: 'pdf' };

export function exportFileName(base: string, format: RenderExportFormat, now: Date = new Date()): string {
  return stampedFileName(base, EXTENSIONS[format], now);
}

export function exportBlob(result: RenderExportResult): Blob {
  return new Blob([result.data], { type: result.mime });
}

/** Any longest side from 500 to 4000 px may be typed (issue 26); the presets are EXPORT_SIDES. */
export const EXPORT_SIDE_MIN = 500;
export const EXPORT_SIDE_MAX = 4000;
/** JPEG quality the sheet starts with (the render worker's default). */
export const JPEG_QUALITY_DEFAULT = 0.92;

/** A typed side: a whole number of pixels in range, else null (the sheet says what is allowed). */
export function parseExportSide(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,5}$/.test(trimmed)) return null;
  const side = Number(trimmed);
  return side >= EXPORT_SIDE_MIN && side <= EXPORT_SIDE_MAX ? side : null;
}

/** "12.3 KB" / "1.4 MB" for the size preview. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(Math.max(bytes, 1) / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Whether the browser can put a PNG on the clipboard (Chromium, Safari; not older Firefox). */
export function canCopyImage(): boolean {
  return typeof ClipboardItem !== 'undefined' && typeof navigator !== 'undefined' && typeof navigator.clipboard?.write === 'function';
}
