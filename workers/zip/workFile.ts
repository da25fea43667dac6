import * as z from 'zod';
import { parseDocument } from '../../src/editor/model/index.ts';
import type { ImportedWork, ImportFailure } from '../protocol/zip';

/**
 * The work file format (one JSON per work, inside the export zip or alone):
 *   { format: 'bzsj-work', version: 1, id, kind, name, createdAt, updatedAt,
 *     schemaVersion, document }
 * `document` is the work's document as JSON (not text), so the file is
 * readable and diffable. A zip also carries manifest.json:
 *   { format: 'bzsj-works', version: 1, exportedAt, works: [{ id, name, file, image? }] }
 */

export const WORK_FILE_FORMAT = 'bzsj-work';
export const PACK_FORMAT = 'bzsj-works';
export const WORK_FILE_VERSION = 1;

export type WorkFileKind = 'logo' | 'card' | 'qr';

const workFileSchema = z.object({
  format: z.literal(WORK_FILE_FORMAT),
  version: z.number().int().min(1),
  id: z.string().min(1).max(200),
  kind: z.enum(['logo', 'card', 'qr']),
  name: z.string().max(200),
  createdAt: z.number().finite(),
  updatedAt: z.number().finite(),
  schemaVersion: z.number().int().min(1),
  document: z.unknown(),
});

export const manifestSchema = z.object({
  format: z.literal(PACK_FORMAT),
  version: z.number().int().min(1),
  exportedAt: z.number(),
  works: z.array(z.object({ id: z.string(), name: z.string(), file: z.string(), image: z.string().optional() })),
});

export function encodeWorkFile(work: { id: string; kind: WorkFileKind; name: string; createdAt: number; updatedAt: number; schemaVersion: number; content: string }): string {
  return JSON.stringify(
    {
      format: WORK_FILE_FORMAT,
      version: WORK_FILE_VERSION,
      id: work.id,
      kind: work.kind,
      name: work.name,
      createdAt: work.createdAt,
      updatedAt: work.updatedAt,
      schemaVersion: work.schemaVersion,
      document: JSON.parse(work.content) as unknown,
    },
    null,
    1,
  );
}

export type DecodeResult = { ok: true; work: ImportedWork } | { ok: false; failure: ImportFailure };

/** Validates one work file; logos are migrated to the current schema by the editor model. */
export function decodeWorkFile(text: string, file: string): DecodeResult {
  const fail = (reason: ImportFailure['reason'], detail = ''): DecodeResult => ({ ok: false, failure: { file, reason, detail } });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fail('corrupt');
  }
  const envelope = workFileSchema.safeParse(json);
  if (!envelope.success) return fail('corrupt');
  const work = envelope.data;
  if (work.version > WORK_FILE_VERSION) return fail('newer');
  let content: string;
  let schemaVersion = work.schemaVersion;
  let migratedFrom: number | null = null;
  if (work.kind === 'logo') {
    const parsed = parseDocument(work.document);
    if (!parsed.ok) return fail(parsed.error.code === 'NEWER_VERSION' ? 'newer' : 'invalid', parsed.error.message);
    content = JSON.stringify(parsed.doc);
    schemaVersion = parsed.doc.schemaVersion;
    migratedFrom = parsed.migratedFrom;
  } else {
    if (typeof work.document !== 'object' || work.document === null) return fail('invalid');
    content = JSON.stringify(work.document);
  }
  return {
    ok: true,
    work: { id: work.id, kind: work.kind, name: work.name, createdAt: work.createdAt, updatedAt: work.updatedAt, content, schemaVersion, migratedFrom },
  };
}
