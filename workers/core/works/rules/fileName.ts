import type { WorkKind } from '../types.ts';

/**
 * Work names double as export file names, so spec 5 applies: punctuation and
 * whitespace are removed. We also drop control/format characters and the
 * ASCII symbols that file systems refuse or shells mangle (< > | ^ ` ~ $ + =),
 * which Unicode files under "symbol", not "punctuation".
 */
const REMOVED = /[\p{P}\p{Z}\p{C}\s<>|^`~$+=]/gu;

/** Longest name kept, in characters (code points). A file name, not a description. */
export const WORK_NAME_MAX = 30;

/** The cleaned name, or null when nothing is left (the UI asks for another name). */
export function cleanWorkName(raw: string): string | null {
  const cleaned = Array.from(raw.normalize('NFC').replace(REMOVED, '')).slice(0, WORK_NAME_MAX).join('');
  return cleaned === '' ? null : cleaned;
}

const KIND_LABEL: Record<WorkKind, string> = { logo: '标志', card: '名片', qr: '二维码' };

const pad = (n: number) => String(n).padStart(2, '0');

/** A new work's name: its kind and local date and time, e.g. 标志05121430 (no punctuation, spec 5). */
export function defaultWorkName(kind: WorkKind, nowMs: number): string {
  const d = new Date(nowMs);
  return `${KIND_LABEL[kind]}${pad(d.getMonth() + 1)}${pad(d.getDate())}${pad(d.getHours())}${pad(d.getMinutes())}`;
}

/** The name of a copy (duplicate, conflict or import copy), still a valid file name. */
export function copyName(name: string, suffix: string): string {
  const base = Array.from(name).slice(0, WORK_NAME_MAX - Array.from(suffix).length).join('');
  return cleanWorkName(`${base}${suffix}`) ?? suffix;
}

/** A file name for an export: the work name and the first characters of its id, so two works with one name never collide in a zip. */
export function exportFileName(name: string, id: string, extension: string): string {
  const stem = cleanWorkName(name) ?? '作品';
  const tag = id.replace(/[^a-zA-Z0-9]/g, '').slice(-8);
  return `${stem}_${tag}.${extension}`;
}
