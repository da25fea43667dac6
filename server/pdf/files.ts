import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ChunkRow, ExpiredTask } from './store.ts';
import type { Queryable } from '../db/types.ts';

/** One chunk of one file of a task, as the upload names it. */
export interface ChunkPlace {
  tasktag: string;
  fileindex: number;
  chunk: number;
  chunkmd5: string;
}

/** Where an arriving chunk's bytes went: a temporary file (local), a multipart part (object store) or nowhere. */
export interface StoredChunk {
  /** Local: the temporary file, renamed into place when the chunk is accepted; '' otherwise. */
  part: string;
  /** Object store: the part's ETag. */
  etag?: string;
}

/** The PDF for the download route: a short-lived URL of the store to redirect to, or the bytes to stream. */
export type PdfDownload = { redirect: string } | { stream: Readable; size: number | undefined } | null;

/**
 * Where a PDF task's files live (docs/pdf.md "Object store"): the local store keeps the
 * chunks, clean SVGs and the result under DATA_DIR/pdf/<tasktag>/ (one node, or a shared
 * disk); the object store keeps each file as a multipart upload whose parts are the chunks,
 * and the clean SVGs and result as objects, with only scratch copies on a node's disk.
 */
export interface PdfFiles {
  readonly kind: 'local' | 'store';
  /**
   * Stores the bytes of `source` (the request body, already counted and hashed on its way)
   * for `place`; `keep` false reads and drops them (a cancelled task, a chunk stored before).
   * `size` is the declared Content-Length (the object store needs it up front).
   */
  receive(place: ChunkPlace, source: Readable, size: number | undefined, keep: boolean): Promise<StoredChunk>;
  /** Makes an accepted chunk permanent. */
  accept(place: ChunkPlace, stored: StoredChunk): Promise<void>;
  /** Removes what a refused or repeated chunk left behind. */
  discard(stored: StoredChunk): Promise<void>;
  /**
   * Joins file `fileindex` of a task from its chunk rows and runs `sanitize(inputs, output)` on
   * local paths (the inputs joined in order); the clean SVG is then kept for the conversion.
   */
  finishFile(tasktag: string, fileindex: number, rows: ChunkRow[], sanitize: (inputs: string[], output: string) => Promise<void>): Promise<void>;
  /** Runs `convert(cleanSvgs, output)` on local paths and keeps the PDF written at `output`. */
  convert<T>(tasktag: string, filecount: number, convert: (inputs: string[], output: string) => Promise<T>): Promise<T>;
  download(tasktag: string, filename: string, disposition: string): Promise<PdfDownload>;
  /** Everything of a cancelled task goes (a conversion that finishes later calls it again). */
  removeTask(tasktag: string): Promise<void>;
  /** In the transaction that deletes expired task rows: what must go with them. */
  queueExpired(tx: Queryable, tasks: ExpiredTask[]): Promise<void>;
  /** After the rows went: removes the files of `gone` tasks and anything stale. */
  sweep(gone: ReadonlySet<string>): Promise<void>;
}

/** Reads `source` to its end and drops the bytes (they were hashed on the way): a chunk not to be stored. */
export async function drain(source: Readable): Promise<StoredChunk> {
  source.resume();
  await new Promise<void>((resolve, reject) => source.once('end', resolve).once('error', reject));
  return { part: '' };
}

/** Files under `dir` (DATA_DIR/pdf), as before the object store: chunk files renamed into place, joined by the PDF thread. */
export function localPdfFiles(dir: string, retentionSeconds: number): PdfFiles {
  const taskDir = (tag: string) => join(dir, tag);
  // Named by content too, so two racing uploads of one chunk with different bytes never overwrite each other.
  const chunkPath = (tag: string, f: number, c: number, md5: string) => join(taskDir(tag), `f${f}.c${c}.${md5}`);
  const cleanPath = (tag: string, f: number) => join(taskDir(tag), `f${f}.svg`);
  const resultPath = (tag: string) => join(taskDir(tag), 'result.pdf');

  return {
    kind: 'local',
    async receive(place, source, _size, keep) {
      if (!keep) return drain(source);
      await mkdir(taskDir(place.tasktag), { recursive: true });
      const part = join(taskDir(place.tasktag), `incoming.${randomBytes(8).toString('hex')}.part`);
      try {
        await pipeline(source, createWriteStream(part));
      } catch (error) {
        await rm(part, { force: true });
        throw error;
      }
      return { part };
    },
    async accept(place, stored) {
      // File first, row second (the caller): a row always means a complete chunk on disk.
      await rename(stored.part, chunkPath(place.tasktag, place.fileindex, place.chunk, place.chunkmd5));
    },
    async discard(stored) {
      if (stored.part) await rm(stored.part, { force: true });
    },
    async finishFile(tag, f, rows, sanitize) {
      await mkdir(taskDir(tag), { recursive: true });
      await sanitize(rows.map((row) => chunkPath(tag, f, row.chunk, row.md5)), cleanPath(tag, f));
    },
    async convert(tag, filecount, convert) {
      return convert(Array.from({ length: filecount }, (_, f) => cleanPath(tag, f)), resultPath(tag));
    },
    async download(tag) {
      const path = resultPath(tag);
      const info = await stat(path).catch(() => null);
      return info ? { stream: createReadStream(path), size: info.size } : null;
    },
    async removeTask(tag) {
      await rm(taskDir(tag), { recursive: true, force: true });
    },
    async queueExpired() {},
    async sweep(gone) {
      const names = await readdir(dir).catch(() => [] as string[]);
      for (const name of names) {
        const path = join(dir, name);
        // Also folders no row knows any more (a crash between rm and DELETE), once old enough.
        const old = await stat(path).then((s) => s.mtimeMs < Date.now() - retentionSeconds * 1000, () => false);
        if (gone.has(name) || old) await rm(path, { recursive: true, force: true });
      }
    },
  };
}
