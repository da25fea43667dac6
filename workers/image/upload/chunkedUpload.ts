// Chunked upload for vector → PDF (docs/pdf.md): slices, MD5 per slice, one POST each.
// Pure over its deps (fetch, clock, hash) so Node tests drive it against a real server.
import { md5Bytes } from '../../core/hash/md5Bytes.ts';
import { workerError } from '../../core/errors.ts';
import type { ChunkedUploadRequest, ChunkedUploadResult, SignQuery } from '../../protocol/image.ts';
import type { TaskControl } from '../../core/image/task.ts';

export interface UploadDeps {
  fetch: typeof fetch;
  now: () => number;
  md5: (bytes: Uint8Array) => string;
}

const defaultDeps: UploadDeps = { fetch: (input, init) => fetch(input, init), now: () => performance.now(), md5: md5Bytes };

const CANCEL_POLL_MS = 200;

/** The spec's upload timeout: one chunk's POST (send and answer) that takes longer has stalled. */
export const CHUNK_TIMEOUT_MS = 60_000;

/** What the user reads after a stalled chunk: the stored chunks stay, so 重新转换 with the same files resumes. */
export const CHUNK_TIMEOUT_MESSAGE = '上传超时：一个分片 60 秒内没有传完，请检查网络后点「重新转换」，已上传的部分不会重传';

/** The spec's codes for an upload answer (spec 8, "PDF upload chunk …"). */
export const UploadCode = { done: 10000, next: 11000, cancelled: 18000 } as const;

interface Answer {
  code?: unknown;
  msg?: unknown;
}

export async function uploadChunks(request: ChunkedUploadRequest, signQuery: SignQuery, control: TaskControl, deps: UploadDeps = defaultDeps): Promise<ChunkedUploadResult> {
  const { files, chunkBytes } = request;
  if (!(chunkBytes > 0) || files.length === 0) throw workerError('BAD_REQUEST', undefined, 'no files or chunk size');
  const total = files.reduce((sum, file) => sum + file.size, 0);
  const result: ChunkedUploadResult = { outcome: 'done', bytesSent: 0, chunksSent: 0, chunksSkipped: 0, hashMs: 0, uploadMs: 0 };
  let lastCode = 0;
  let done = 0;
  for (let fileindex = 0; fileindex < files.length; fileindex += 1) {
    const file = files[fileindex] as Blob;
    if (file.size === 0) throw workerError('UPLOAD_FAILED', `第 ${fileindex + 1} 个文件是空的，请换一个文件`);
    const chunks = Math.ceil(file.size / chunkBytes);
    const stored = new Set(request.uploaded?.[fileindex] ?? []);
    for (let chunk = 0; chunk < chunks; chunk += 1) {
      const start = chunk * chunkBytes;
      const end = Math.min(file.size, start + chunkBytes);
      // Stop between chunks: the spec's "11000: cancel if stopped, otherwise next chunk".
      if (control.cancelled) return { ...result, outcome: 'cancelled' };
      if (stored.has(chunk)) {
        result.chunksSkipped += 1;
        done += end - start;
        control.progress(done / total);
        continue;
      }
      const slice = file.slice(start, end);
      const bytes = new Uint8Array(await slice.arrayBuffer());
      const hashStart = deps.now();
      const chunkmd5 = deps.md5(bytes);
      result.hashMs += deps.now() - hashStart;
      const query = await signQuery({ tasktag: request.tasktag, tasktoken: request.tasktoken, chunk: String(chunk), chunks: String(chunks), fileindex: String(fileindex), chunkmd5 });
      const sendStart = deps.now();
      // A 50 MiB chunk on a slow uplink takes a while: a cancel aborts it rather than waiting for its answer.
      const abort = new AbortController();
      const watch = setInterval(() => {
        if (control.cancelled) abort.abort();
      }, CANCEL_POLL_MS);
      let stalled = false;
      const limit = setTimeout(() => {
        stalled = true;
        abort.abort();
      }, CHUNK_TIMEOUT_MS);
      let response: Response;
      let answer: Answer;
      try {
        // The body is the Blob slice, not the bytes just hashed: Chromium sends a Blob from its
        // blob store, while a 50 MiB Uint8Array body is copied and sent several times slower
        // (measured 17–18 s against ~4 s per chunk on loopback; docs/pdf.md "Upload speed").
        response = await deps.fetch(`${request.endpoint}?${query}`, { method: 'POST', headers: { 'Content-Type': 'application/octet-stream' }, body: slice, signal: abort.signal });
        answer = (await response.json().catch(() => ({}))) as Answer;
      } catch (error) {
        if (control.cancelled) return { ...result, outcome: 'cancelled' };
        if (stalled) throw workerError('UPLOAD_FAILED', CHUNK_TIMEOUT_MESSAGE, `chunk ${chunk} of file ${fileindex}: no answer in ${CHUNK_TIMEOUT_MS} ms`);
        throw workerError('UPLOAD_FAILED', undefined, error instanceof Error ? error.message : String(error));
      } finally {
        clearInterval(watch);
        clearTimeout(limit);
      }
      result.uploadMs += deps.now() - sendStart;
      const code = Number(answer.code);
      const message = typeof answer.msg === 'string' && answer.msg ? answer.msg : undefined;
      if (code === UploadCode.cancelled) return { ...result, outcome: 'cancelled' };
      if (code !== UploadCode.next && code !== UploadCode.done) throw workerError('UPLOAD_FAILED', message, `HTTP ${response.status} code ${String(answer.code)}`);
      lastCode = code;
      result.bytesSent += slice.size;
      result.chunksSent += 1;
      done += slice.size;
      control.progress(done / total);
    }
  }
  // Everything was stored before (a resume after the last chunk): the server decides from taskstate.
  if (lastCode === UploadCode.next) throw workerError('UPLOAD_FAILED', undefined, 'last chunk answered 11000');
  return result;
}
