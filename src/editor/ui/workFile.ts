import { strings } from '../../shared/strings.ts';
import { parseDocumentText, type LogoDocument } from '../model/index.ts';
import { stampedFileName } from './exportFile.ts';

/** A logo document is text and outlines; images inside are capped at 2048 px, so 20 MB is plenty. */
export const MAX_WORK_FILE_BYTES = 20 * 1024 * 1024;

export type WorkFileResult = { ok: true; doc: LogoDocument; migratedFrom: number | null } | { ok: false; message: string };

/**
 * A work file chosen on the device → a document the editor can open, or a Chinese message
 * saying why not. Nothing here touches the open work: the caller opens the document only on
 * success, so a corrupt file leaves the current work exactly as it was.
 */
export async function readWorkFile(file: Blob): Promise<WorkFileResult> {
  const t = strings.editor;
  if (file.size > MAX_WORK_FILE_BYTES) return { ok: false, message: t.workFileTooBig(Math.round(MAX_WORK_FILE_BYTES / 1024 / 1024)) };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, message: t.workFileUnreadable };
  }
  const parsed = parseDocumentText(text);
  if (!parsed.ok) return { ok: false, message: t.openFailed(parsed.error.message) };
  return { ok: true, doc: parsed.doc, migratedFrom: parsed.migratedFrom };
}

/** The saved form: the document as JSON (any later version of the app opens it through its migrations). */
export function workFileBlob(doc: LogoDocument): Blob {
  return new Blob([JSON.stringify(doc)], { type: 'application/json' });
}

export function workFileName(now: Date = new Date()): string {
  return stampedFileName(strings.editor.exportSheet.fileName, 'json', now);
}
