import { documentError, fromZodError, type DocumentError } from './errors.ts';
import { documentMessages } from './messages.ts';
import { migrateToCurrent } from './migrations.ts';
import { documentSchema } from './schema/document.ts';
import type { LogoDocument } from './types.ts';

export type ParseResult =
  | { ok: true; doc: LogoDocument; /** the saved version, when older than current */ migratedFrom: number | null }
  | { ok: false; error: DocumentError };

/**
 * Opens a saved work of any known version: migrates it, then validates all of it.
 * Any problem rejects the whole work (never half-loaded) with a Chinese message and the path.
 */
export function parseDocument(json: unknown): ParseResult {
  const migrated = migrateToCurrent(json);
  if (!migrated.ok) return migrated;
  const parsed = documentSchema.safeParse(migrated.value);
  if (!parsed.success) return { ok: false, error: fromZodError(parsed.error, migrated.value) };
  return { ok: true, doc: parsed.data, migratedFrom: migrated.from === parsed.data.schemaVersion ? null : migrated.from };
}

/** parseDocument for text read from storage or a file. */
export function parseDocumentText(text: string): ParseResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: documentError('NOT_JSON', documentMessages.notJson) };
  }
  return parseDocument(json);
}
