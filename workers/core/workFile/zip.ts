// Contract of the zip worker (workers/zip/zip.worker.ts): works exported as one
// zip, and work files read back for import, off the main thread and with
// progress. The app `wrap<ZipApi>()`s it; callers use withTimeout(…, ZIP_CALL_TIMEOUT_MS).

import type { LogoDocument } from '../model/index.ts';
import type { WorkFileKind } from './workFile.ts';

export const ZIP_CALL_TIMEOUT_MS = 180_000;
/** Files above this are refused before reading (a zip of a few hundred works is a few MB). */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;

export interface ZipWorkInput {
  id: string;
  kind: WorkFileKind;
  name: string;
  /** File name without extension, already cleaned by the app (unique within the zip). */
  fileStem: string;
  schemaVersion: number;
  createdAt: number;
  updatedAt: number;
  /** The stored document JSON text. */
  content: string;
  /** An image of the work (PNG/JPEG/SVG from the render worker), when one was made. */
  image?: { data: Blob; extension: 'png' | 'jpg' | 'svg' };
}

export interface ImportedWork {
  id: string;
  kind: WorkFileKind;
  name: string;
  createdAt: number;
  updatedAt: number;
  /** Validated and migrated to the current schema (logos), as JSON text ('' in importLogo's answer). */
  content: string;
  /** importLogo only, on the first logo: the validated document itself (see firstLogoAsDocument). */
  document?: LogoDocument;
  schemaVersion: number;
  migratedFrom: number | null;
}

/** Why one work in a file was not imported; `detail` is the model's Chinese message when there is one. */
export interface ImportFailure {
  file: string;
  reason: 'corrupt' | 'newer' | 'invalid';
  detail: string;
}

export type ImportResult =
  | { ok: true; works: ImportedWork[]; failed: ImportFailure[] }
  /** The whole file is unusable; `detail` (Chinese) says why when one work file alone was read. */
  | { ok: false; reason: 'corrupt' | 'tooLarge' | 'empty' | 'newer'; detail?: string };

export interface ZipApi {
  /** One zip with manifest.json, works/<stem>.json (importable) and images/<stem>.<ext>. */
  exportWorks(works: ZipWorkInput[], onProgress: (percent: number) => void): Promise<Blob>;
  /** A .zip or .json written by this app (the works tab or the editor). Never rejects for bad input: see ImportResult. */
  importFile(file: Blob, fileName: string): Promise<ImportResult>;
  /** importFile for the editor, which opens the first logo: that one comes as `document`, no work carries `content`. */
  importLogo(file: Blob, fileName: string): Promise<ImportResult>;
}
