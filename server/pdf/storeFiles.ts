import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Db } from '../db/types.ts';
import { ApiError, ErrorCode } from '../http/errors.ts';
import { queueAssetDeletions, queueMultipartAborts, sweepAssetDeletions, sweepMultipartAborts } from '../storage/sweep.ts';
import type { AssetStore, MultipartUploads } from '../storage/types.ts';
import { drain, type PdfFiles } from './files.ts';
import { insertUpload, takeUploads, uploadIdOf } from './store.ts';

/** How long a presigned download URL of a converted PDF lasts (the capability URL itself lasts as long as the task). */
export const PDF_URL_SECONDS = 300;

/** Object keys of a task: the uploaded file (a multipart upload of its chunks), its clean SVG, the PDF. */
export const pdfKeys = {
  upload: (tag: string, f: number) => `pdf/${tag}/f${f}.upload`,
  clean: (tag: string, f: number) => `pdf/${tag}/f${f}.svg`,
  result: (tag: string) => `pdf/${tag}/result.pdf`,
};

const allKeys = (tag: string, filecount: number) => [
  ...Array.from({ length: filecount }, (_, f) => [pdfKeys.upload(tag, f), pdfKeys.clean(tag, f)]).flat(),
  pdfKeys.result(tag),
];

/**
 * A PDF task's files in the object store (ASSET_STORE=s3): each chunk streams from the request
 * straight into a multipart upload part (part number = chunk + 1, Content-MD5 = the chunk's MD5),
 * the last chunk completes the upload, and a node's disk holds only scratch copies under
 * `scratchDir` while the PDF thread reads or writes them. Any node can take any step.
 */
export function storePdfFiles(db: () => Db, store: AssetStore & { multipart: MultipartUploads }, scratchDir: string, now: () => number): PdfFiles {
  const { multipart } = store;

  /** The file's upload, created on its first chunk; of two nodes creating one at once, the first recorded wins. */
  async function uploadFor(tag: string, f: number): Promise<string> {
    const known = await uploadIdOf(db(), tag, f);
    if (known) return known;
    const created = await multipart.create(pdfKeys.upload(tag, f), 'image/svg+xml');
    if (await insertUpload(db(), tag, f, created)) return created;
    await multipart.abort(pdfKeys.upload(tag, f), created).catch(() => queueMultipartAborts(db(), [{ key: pdfKeys.upload(tag, f), uploadId: created }], now()));
    const winner = await uploadIdOf(db(), tag, f);
    if (!winner) throw new Error(`pdf upload of ${tag} file ${f} vanished`);
    return winner;
  }

  async function scratch<T>(work: (dir: string) => Promise<T>): Promise<T> {
    const dir = join(scratchDir, randomBytes(8).toString('hex'));
    await mkdir(dir, { recursive: true });
    try {
      return await work(dir);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** Streams an object to a local file; false when it does not exist. */
  async function fetchTo(key: string, path: string): Promise<boolean> {
    const opened = await store.open(key);
    if (!opened) return false;
    await pipeline(opened.stream, createWriteStream(path));
    return true;
  }

  async function exists(key: string): Promise<boolean> {
    const opened = await store.open(key);
    opened?.stream.destroy();
    return opened !== null;
  }

  const files: PdfFiles = {
    kind: 'store',
    async receive(place, source, size, keep) {
      if (!keep) return drain(source);
      if (size === undefined) throw new ApiError(ErrorCode.badRequest, '分片请求缺少 Content-Length，请重新上传', { status: 411 });
      const uploadId = await uploadFor(place.tasktag, place.fileindex);
      const sent = await multipart.uploadPart(pdfKeys.upload(place.tasktag, place.fileindex), uploadId, place.chunk + 1, source, size, place.chunkmd5);
      // Refused for its bytes (Content-MD5 or length): the caller compares the MD5 it computed and answers 400.
      return 'etag' in sent ? { part: '', etag: sent.etag } : { part: '' };
    },
    async accept() {
      // The part is in place; its row (with the ETag) is the record.
    },
    async discard() {
      // A refused part stays unrecorded: only rows' ETags are completed, and a retry replaces it.
    },
    async finishFile(tag, f, rows, sanitize) {
      const uploadKey = pdfKeys.upload(tag, f);
      const uploadId = await uploadIdOf(db(), tag, f);
      if (!uploadId) throw new Error(`no upload recorded for ${tag} file ${f}`);
      try {
        await multipart.complete(uploadKey, uploadId, rows.map((row) => ({ partNumber: row.chunk + 1, etag: row.etag ?? '' })));
      } catch (error) {
        // Completed already (a repeated last chunk, a node that stopped after completing): carry on with the object.
        if (!(await exists(uploadKey))) throw error;
      }
      await scratch(async (dir) => {
        const input = join(dir, 'upload.svg');
        const output = join(dir, 'clean.svg');
        if (!(await fetchTo(uploadKey, input))) throw new Error(`completed upload ${uploadKey} is missing`);
        await sanitize([input], output);
        await store.putFile(pdfKeys.clean(tag, f), output, 'image/svg+xml');
      });
      // The upload is read once, for the sanitiser; the clean SVG is what converts.
      await store.delete(uploadKey).catch(() => queueAssetDeletions(db(), [uploadKey], now()));
    },
    async convert(tag, filecount, convert) {
      return scratch(async (dir) => {
        const inputs = Array.from({ length: filecount }, (_, f) => join(dir, `f${f}.svg`));
        for (const [f, path] of inputs.entries()) if (!(await fetchTo(pdfKeys.clean(tag, f), path))) throw new Error(`clean SVG ${f} of ${tag} is missing`);
        const output = join(dir, 'result.pdf');
        const result = await convert(inputs, output);
        await store.putFile(pdfKeys.result(tag), output, 'application/pdf');
        return result;
      });
    },
    async download(tag, _filename, disposition) {
      const key = pdfKeys.result(tag);
      if (store.presignGet) return { redirect: await store.presignGet(key, PDF_URL_SECONDS, 'application/pdf', disposition) };
      const opened = await store.open(key);
      return opened ? { stream: opened.stream, size: opened.size } : null;
    },
    async removeTask(tag) {
      const { rows } = await db().query<{ filecount: number }>('SELECT filecount FROM pdf_tasks WHERE tasktag = $1', [tag]);
      const filecount = rows[0]?.filecount ?? 0;
      await db().transaction(async (tx) => {
        const uploads = await takeUploads(tx, [tag]);
        await queueMultipartAborts(tx, uploads.map((u) => ({ key: pdfKeys.upload(tag, u.fileindex), uploadId: u.uploadId })), now());
        await queueAssetDeletions(tx, allKeys(tag, filecount), now());
      });
      await files.sweep(new Set());
    },
    async queueExpired(tx, tasks) {
      const uploads = await takeUploads(tx, tasks.map((t) => t.tasktag));
      await queueMultipartAborts(tx, uploads.map((u) => ({ key: pdfKeys.upload(u.tasktag, u.fileindex), uploadId: u.uploadId })), now());
      // A cancelled task's objects were queued when it was cancelled.
      await queueAssetDeletions(tx, tasks.filter((t) => t.status !== 'cancelled').flatMap((t) => allKeys(t.tasktag, t.filecount)), now());
    },
    async sweep() {
      await sweepMultipartAborts(db(), store);
      await sweepAssetDeletions(db(), store);
    },
  };
  return files;
}
