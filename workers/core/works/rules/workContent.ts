import { parseDocument, parseDocumentText, SCHEMA_VERSION, type ParseResult } from '../../model/index.ts';
import { contentHashOf } from '../hash.ts';
import type { WorkKind } from '../types.ts';
import { mergeDocuments } from './merge.ts';
import type { MergeContent } from './savePlan.ts';
import { extractSearchText } from './searchText.ts';

/**
 * How a work's document becomes stored text and back. Logos are validated and
 * migrated by the editor model (any earlier schema version opens); cards and
 * QR codes have no model yet, so they are kept as any JSON object.
 */

export interface SerializedWork {
  content: string;
  hash: string;
  text: string;
}

export function serializeWork(document: unknown): SerializedWork {
  const content = JSON.stringify(document);
  return { content, hash: contentHashOf(content), text: extractSearchText(document) };
}

/** The schema version a kind is written with by this build. */
export function currentSchemaVersion(kind: WorkKind): number {
  return kind === 'logo' ? SCHEMA_VERSION : 1;
}

export type OpenResult = { ok: true; document: unknown; migratedFrom: number | null } | { ok: false; message: string; newer: boolean };

function fromParse(result: ParseResult): OpenResult {
  if (result.ok) return { ok: true, document: result.doc, migratedFrom: result.migratedFrom };
  return { ok: false, message: result.error.message, newer: result.error.code === 'NEWER_VERSION' };
}

/** Validates (and for logos migrates) stored or imported content. */
export function openWorkContent(kind: WorkKind, content: string | unknown): OpenResult {
  if (kind === 'logo') return fromParse(typeof content === 'string' ? parseDocumentText(content) : parseDocument(content));
  let value: unknown = content;
  if (typeof content === 'string') {
    try {
      value = JSON.parse(content);
    } catch {
      return { ok: false, message: '', newer: false };
    }
  }
  return typeof value === 'object' && value !== null ? { ok: true, document: value, migratedFrom: null } : { ok: false, message: '', newer: false };
}

/** The merge used when two tabs saved the same work; null when the result would not be a valid work. */
export function workMerger(kind: WorkKind): MergeContent {
  return (base, theirs, mine) => {
    let parsed: [unknown, unknown, unknown];
    try {
      parsed = [JSON.parse(base), JSON.parse(theirs), JSON.parse(mine)];
    } catch {
      return null;
    }
    const opened = parsed.map((value) => openWorkContent(kind, value));
    const documents = opened.flatMap((result) => (result.ok ? [result.document] : []));
    if (documents.length !== 3) return null;
    const merged = mergeDocuments(documents[0], documents[1], documents[2]);
    const valid = openWorkContent(kind, merged.value);
    return valid.ok ? serializeWork(valid.document) : null;
  };
}
