import { appWorkers } from '../../app/workers/index.ts';
import { strings } from '../../shared/strings.ts';
import { encodeWorkFile } from '../../../workers/core/workFile/workFile.ts';
import { MAX_IMPORT_BYTES, ZIP_CALL_TIMEOUT_MS, type ImportResult } from '../../../workers/core/workFile/zip.ts';
import { documentMessages } from '../../../workers/core/model/messages.ts';
import { parseDocumentText, type LogoDocument } from '../../../workers/core/model/index.ts';
import { stampedFileName } from './exportFile.ts';

/** The works tab's cap: any file it wrote (a zip of many works with pictures) opens here too. */
export const MAX_WORK_FILE_BYTES = MAX_IMPORT_BYTES;

export type WorkFileResult = { ok: true; doc: LogoDocument; migratedFrom: number | null; others: number } | { ok: false; message: string };

/**
 * What the editor opens of a read work file: its first logo (`others` counts the logos left
 * in a zip), or a Chinese message saying why not. Pure: the codec's answer in, a decision out.
 */
export function openableWork(result: ImportResult): WorkFileResult {
  const t = strings.editor;
  if (!result.ok) {
    if (result.reason === 'tooLarge') return { ok: false, message: t.workFileTooBig(Math.round(MAX_WORK_FILE_BYTES / 1024 / 1024)) };
    if (result.reason === 'empty') return { ok: false, message: t.workFileEmpty };
    return { ok: false, message: t.openFailed(result.detail || documentMessages.notJson) };
  }
  const logos = result.works.filter((work) => work.kind === 'logo');
  const first = logos[0];
  if (!first) {
    if (result.works.length > 0) return { ok: false, message: t.workFileNotLogo };
    return { ok: false, message: t.openFailed(result.failed[0]?.detail || documentMessages.notJson) };
  }
  // The zip worker validated and migrated it (importLogo hands over the document itself).
  if (first.document) return { ok: true, doc: first.document, migratedFrom: first.migratedFrom, others: logos.length - 1 };
  const parsed = parseDocumentText(first.content);
  if (!parsed.ok) return { ok: false, message: t.openFailed(parsed.error.message) };
  return { ok: true, doc: parsed.doc, migratedFrom: first.migratedFrom, others: logos.length - 1 };
}

/**
 * A work file chosen on the device (the editor's, the works tab's .json, or its .zip) → a
 * document the editor can open, read off the main thread by the zip worker with the one
 * work file codec. Nothing here touches the open work: the caller opens the document only
 * on success, so a bad file leaves the current work exactly as it was.
 */
export async function readWorkFile(file: Blob, name: string): Promise<WorkFileResult> {
  if (file.size > MAX_WORK_FILE_BYTES) return { ok: false, message: strings.editor.workFileTooBig(Math.round(MAX_WORK_FILE_BYTES / 1024 / 1024)) };
  let result: ImportResult;
  try {
    result = await appWorkers.get('zip').call<ImportResult>((zip) => zip.importLogo(file, name), ZIP_CALL_TIMEOUT_MS, 'importLogo');
  } catch {
    return { ok: false, message: strings.editor.workFileUnreadable };
  }
  return openableWork(result);
}

export function workFileName(now: Date = new Date()): string {
  return stampedFileName(strings.editor.exportSheet.fileName, 'json', now);
}

/** The saved form: the one work file shape the works tab writes too (so either side opens it). */
export function workFileBlob(doc: LogoDocument, now: Date = new Date(), id: string = crypto.randomUUID()): Blob {
  const time = now.getTime();
  const name = workFileName(now).replace(/\.json$/, '');
  const text = encodeWorkFile({ id, kind: 'logo', name, createdAt: time, updatedAt: time, schemaVersion: doc.schemaVersion, content: JSON.stringify(doc) });
  return new Blob([text], { type: 'application/json' });
}
