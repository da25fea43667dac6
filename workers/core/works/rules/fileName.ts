import type { WorkKind } from '../types.ts';
import { extractSearchText } from './searchText.ts';

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

/** Spec 9: names are cut to 10 characters. */
export const CONTENT_NAME_MAX = 10;

/** The words of the first text layer of a logo, or the first text of a card or QR document. */
function firstText(kind: WorkKind, document: unknown): string {
  if (typeof document !== 'object' || document === null) return '';
  if (kind === 'logo' && 'layers' in document && Array.isArray(document.layers)) {
    for (const layer of document.layers as unknown[]) {
      if (typeof layer !== 'object' || layer === null) continue;
      const { type, text } = layer as { type?: unknown; text?: unknown };
      if (type === 'text' && typeof text === 'string' && cleanWorkName(text) !== null) return text;
    }
    return '';
  }
  return extractSearchText(document).split('\n').find((line) => cleanWorkName(line) !== null) ?? '';
}

/**
 * A new work's name from what it shows (issue 27): its first text (山水茶舍), else what it is
 * (标志). Cleaned like any name (spec 5) and cut to 10 characters (spec 9).
 */
export function nameFromContent(kind: WorkKind, document: unknown): string {
  const cleaned = cleanWorkName(firstText(kind, document));
  return cleaned === null ? KIND_LABEL[kind] : Array.from(cleaned).slice(0, CONTENT_NAME_MAX).join('');
}

/** Spec 8: the rename helper gives up after 10000 tries. */
export const UNIQUE_NAME_TRIES = 10_000;

/**
 * `name`, or `name (2)`, `name (3)` … — the first not in `taken` (the names of the other works
 * in the folder). The suffix is only a display name: export file names are cleaned again
 * (`exportFileName`), so files still carry no punctuation or spaces.
 */
export function uniqueWorkName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name)) return name;
  for (let n = 2; n < UNIQUE_NAME_TRIES + 2; n += 1) {
    const candidate = `${name} (${n})`;
    if (!taken.has(candidate)) return candidate;
  }
  throw new Error(`no free name for ${name} after ${UNIQUE_NAME_TRIES} tries`);
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
