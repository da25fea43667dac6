import * as z from 'zod';
import { documentMessages } from '../model/messages.ts';
import { parseDocument, type LogoDocument } from '../model/index.ts';
import type { ImportedWork, ImportFailure } from './zip.ts';

/**
 * The one work file codec, used by the works tab's import and export (in the zip worker)
 * and by the editor's 打开作品文件 / 保存为作品文件. It writes one shape:
 *   { format: 'bzsj-work', version: 1, id, kind, name, createdAt, updatedAt,
 *     schemaVersion, document }
 * `document` is the work's document as JSON (not text), so the file is
 * readable and diffable. A zip also carries manifest.json:
 *   { format: 'bzsj-works', version: 1, exportedAt, works: [{ id, name, file, image? }] }
 * It reads that shape and the older one the editor wrote before (a bare logo document,
 * any schema version the model migrates), so every file the app ever wrote opens.
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

const isEnvelope = (json: unknown) => typeof json === 'object' && json !== null && 'format' in json;

/**
 * How a decoded logo travels: as JSON text (the works tab stores text), or as the validated
 * document object (the editor opens it: writing it out as text only for the page to parse it
 * again cost a 1000-layer logo ~200 ms at full speed, ~0.8 s on a low-end phone).
 */
export type DecodedForm = 'text' | 'document';

/**
 * Validates one work file; logos are migrated to the current schema by the editor model.
 * A bare document (the editor's older files) has no name or dates: it gets an empty name
 * (the importer names it) and `now` as both dates. A failure's `detail` is Chinese.
 */
export function decodeWorkFile(text: string, file: string, now: number, form: DecodedForm = 'text'): DecodeResult {
  const logoBody = (doc: LogoDocument) => (form === 'document' ? { content: '', document: doc } : { content: JSON.stringify(doc) });
  const fail = (reason: ImportFailure['reason'], detail: string): DecodeResult => ({ ok: false, failure: { file, reason, detail } });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fail('corrupt', documentMessages.notJson);
  }
  if (!isEnvelope(json)) {
    const parsed = parseDocument(json);
    if (!parsed.ok) return fail(parsed.error.code === 'NEWER_VERSION' ? 'newer' : parsed.error.code === 'NOT_A_DOCUMENT' ? 'corrupt' : 'invalid', parsed.error.message);
    const work: ImportedWork = { id: file, kind: 'logo', name: '', createdAt: now, updatedAt: now, ...logoBody(parsed.doc), schemaVersion: parsed.doc.schemaVersion, migratedFrom: parsed.migratedFrom };
    return { ok: true, work };
  }
  const envelope = workFileSchema.safeParse(json);
  if (!envelope.success) return fail('corrupt', documentMessages.notDocument);
  const work = envelope.data;
  if (work.version > WORK_FILE_VERSION) return fail('newer', documentMessages.newerVersion(work.version));
  let body: { content: string; document?: LogoDocument };
  let schemaVersion = work.schemaVersion;
  let migratedFrom: number | null = null;
  if (work.kind === 'logo') {
    const parsed = parseDocument(work.document);
    if (!parsed.ok) return fail(parsed.error.code === 'NEWER_VERSION' ? 'newer' : 'invalid', parsed.error.message);
    body = logoBody(parsed.doc);
    schemaVersion = parsed.doc.schemaVersion;
    migratedFrom = parsed.migratedFrom;
  } else {
    if (typeof work.document !== 'object' || work.document === null) return fail('invalid', documentMessages.notDocument);
    body = { content: JSON.stringify(work.document) };
  }
  return {
    ok: true,
    work: { id: work.id, kind: work.kind, name: work.name, createdAt: work.createdAt, updatedAt: work.updatedAt, ...body, schemaVersion, migratedFrom },
  };
}
