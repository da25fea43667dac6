import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { nowSeconds } from '../../context.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { parseOrThrow } from '../../http/validation.ts';
import { PdfCode, rejectMessage } from '../../pdf/codes.ts';
import type { StoredChunk } from '../../pdf/files.ts';
import { failureOf, type PdfService } from '../../pdf/service.ts';
import { AssetStoreUnavailable } from '../../storage/types.ts';
import { insertChunk, insertFile, listChunks, listFiles, moveTask, touchTask, type PdfTask } from '../../pdf/store.ts';
import type { SvgRejectReason } from '../../pdf/svgSanitize.ts';
import { signatureWindowSeconds, verifySignedBody } from '../../signed/verify.ts';
import { taskFor } from './taskAuth.ts';

const querySchema = z.object({
  tasktag: z.string().regex(/^p[0-9a-f]{32}$/, 'tasktag 无效'),
  tasktoken: z.string().max(128),
  chunk: z.coerce.number().int().min(0).max(100_000),
  chunks: z.coerce.number().int().min(1).max(100_000),
  fileindex: z.coerce.number().int().min(0).max(100),
  chunkmd5: z.string().regex(/^[0-9a-f]{32}$/, 'chunkmd5 应为 32 位小写十六进制'),
});

type ChunkQuery = z.infer<typeof querySchema>;
type VerifiedFields = ReturnType<typeof verifySignedBody>['fields'];

/** What the cheap checks found before the body was read, for the body parser and the handler. */
const checked = new WeakMap<FastifyRequest, { fields: VerifiedFields; input: ChunkQuery; task: PdfTask; stored: boolean }>();

/** A chunk body as it arrived: stored (a temporary file, or a multipart part), with its MD5 and size. */
export interface ReceivedChunk extends StoredChunk {
  md5: string;
  size: number;
}

const isReceived = (body: unknown): body is ReceivedChunk => typeof body === 'object' && body !== null && 'part' in body && 'md5' in body;

/**
 * The body parser for chunks: the bytes go through MD5 as they arrive and on to where the
 * task's files live (a temporary file in the task's folder, or straight into the file's
 * multipart upload in the object store), so hashing and storing overlap the network instead of
 * following it (docs/pdf.md "Upload speed"), and a chunk never sits in memory whole. A chunk
 * already stored, or one of a cancelled task, is only hashed: a retry never touches stored bytes.
 */
export function chunkBodyParser(service: PdfService) {
  return async (request: FastifyRequest, payload: NodeJS.ReadableStream): Promise<ReceivedChunk> => {
    const owner = checked.get(request);
    if (!owner) throw new ApiError(ErrorCode.badRequest, '分片请求无效');
    const limit = service.settings.chunkBytes;
    const keep = owner.task.status !== 'cancelled' && !owner.stored;
    const hash = createHash('md5');
    let size = 0;
    const tap = new Transform({
      transform(piece: Buffer, _encoding, next) {
        size += piece.length;
        if (size > limit) {
          next(new ApiError(ErrorCode.bodyTooLarge, '分片过大：每个分片最多 52428800 字节（50 MiB）'));
          return;
        }
        hash.update(piece);
        next(null, piece);
      },
    });
    const declared = Number(request.headers['content-length']);
    const { input, task } = owner;
    const arriving = pipeline(payload, tap);
    try {
      const [, stored] = await Promise.all([arriving, service.files.receive({ tasktag: task.tasktag, fileindex: input.fileindex, chunk: input.chunk, chunkmd5: input.chunkmd5 }, tap, Number.isFinite(declared) ? declared : undefined, keep)]);
      return { ...stored, md5: hash.digest('hex'), size };
    } catch (error) {
      // The store failed while bytes were still arriving: the rest is read and dropped, the error answered.
      tap.resume();
      arriving.catch(() => undefined);
      throw error;
    }
  };
}

/**
 * POST /api/v4/pdf/uploadchunk?<signed fields>: the body is one chunk
 * (application/octet-stream); tasktag, tasktoken, timestamp, chunk, chunks,
 * fileindex (the spec's) and chunkmd5 (ours: MD5 of the body) are signed in
 * the query string, as /upload-image does. Idempotent: a chunk already stored
 * with the same MD5 is answered as the first time, with other bytes refused.
 */
export function registerChunkRoute(scope: FastifyInstance, service: PdfService): void {
  const now = () => nowSeconds(scope.services);

  /** The answer once a chunk is stored: 11000 for the next chunk, 10000 once every file is in and converting. */
  async function progressAnswer(task: PdfTask, duplicate: boolean) {
    const files = await listFiles(scope.services.db, task.tasktag);
    if (files.length >= task.filecount) return { code: PdfCode.ok, msg: '上传完成，正在转换', duplicate };
    return { code: PdfCode.nextChunk, msg: '分片已接收，请上传下一个分片', duplicate };
  }

  /** A file whose chunks are all in is sanitised now, so a hostile file is refused in the answer to its last chunk. */
  async function finishFile(task: PdfTask, fileindex: number): Promise<void> {
    const { db } = scope.services;
    const rows = (await listChunks(db, task.tasktag)).filter((c) => c.fileindex === fileindex);
    const bytes = rows.reduce((sum, c) => sum + c.byteSize, 0);
    try {
      await service.sanitize(task.tasktag, fileindex, rows);
    } catch (error) {
      if (error instanceof AssetStoreUnavailable) throw error;
      const failure = failureOf(error);
      await moveTask(db, task.tasktag, ['uploading'], 'failed', now(), { failure });
      if (failure in rejectMessage) throw new ApiError(PdfCode.rejected, `第 ${fileindex + 1} 个文件：${rejectMessage[failure as SvgRejectReason]}`, { status: 422 });
      scope.log.warn({ err: error, tasktag: task.tasktag }, 'pdf sanitise failed');
      throw new ApiError(PdfCode.failed, failure === 'timeout' ? '文件检查超时，请换一个小一些的文件' : '文件检查失败，请稍后重试', { status: 422 });
    }
    await insertFile(db, task.tasktag, fileindex, bytes);
    if ((await listFiles(db, task.tasktag)).length >= task.filecount && (await moveTask(db, task.tasktag, ['uploading'], 'queued', now(), { progress: 0 }))) service.wake();
  }

  const preParsing = async (request: FastifyRequest, _reply: unknown, payload: NodeJS.ReadableStream) => {
    const { db, signing } = scope.services;
    const { fields, payload: signed } = verifySignedBody(request.query, now(), signing.secret);
    const input = parseOrThrow(querySchema, signed);
    // Signature and token before a byte of the body is read: a stranger's 50 MB costs one indexed query.
    const task = await taskFor(db, input.tasktag, input.tasktoken);
    // A chunk stored before is not stored again (its repeat is answered from the row): stored bytes are never replaced.
    const stored = (await listChunks(db, task.tasktag)).some((c) => c.fileindex === input.fileindex && c.chunk === input.chunk);
    checked.set(request, { fields, input, task, stored });
    return payload;
  };

  scope.post('/api/v4/pdf/uploadchunk', { preParsing }, async (request) => {
    const body = request.body;
    if (!isReceived(body)) throw new ApiError(ErrorCode.badRequest, '分片为空，请以 application/octet-stream 上传文件内容');
    try {
      return await storeChunk(request, body);
    } finally {
      // Accepted chunks were moved into place; anything else (refused, duplicate) goes.
      await service.files.discard(body);
    }
  });

  async function storeChunk(request: FastifyRequest, body: ReceivedChunk) {
    const { db, signing } = scope.services;
    const { fields, input, task } = checked.get(request) ?? {};
    if (!fields || !input || !task) throw new ApiError(ErrorCode.badRequest, '分片请求无效');
    if (body.size === 0) throw new ApiError(ErrorCode.badRequest, '分片为空，请以 application/octet-stream 上传文件内容');
    if (body.md5 !== input.chunkmd5) throw new ApiError(PdfCode.badChunk, '分片校验失败（MD5 不符），请重新上传该分片', { status: 400 });
    if (!(await signing.replay.claim(fields.datasign, fields.timestamp + signatureWindowSeconds))) throw new ApiError(ErrorCode.replay);

    if (task.status === 'cancelled') return { code: PdfCode.cancelled, msg: '任务已取消' };
    if (input.fileindex >= task.filecount) throw new ApiError(ErrorCode.badRequest, `fileindex 超出范围：本任务共 ${task.filecount} 个文件`);
    if (input.chunk >= input.chunks) throw new ApiError(ErrorCode.badRequest, 'chunk 应小于 chunks');
    const { chunkBytes } = service.settings;
    const last = input.chunk === input.chunks - 1;
    if ((!last && body.size !== chunkBytes) || body.size > chunkBytes) throw new ApiError(ErrorCode.badRequest, `除最后一个分片外，每个分片应为 ${chunkBytes} 字节`);

    const stored = await listChunks(db, task.tasktag);
    const same = stored.find((c) => c.fileindex === input.fileindex && c.chunk === input.chunk);
    if (same) {
      if (same.md5 !== input.chunkmd5) throw new ApiError(PdfCode.badChunk, '该分片已上传且内容不同，请重新开始转换', { status: 409 });
      if (task.status === 'failed') return { code: PdfCode.failed, msg: '转换失败，请重新开始' };
      // Every chunk in but the file never finished (its node stopped while joining it): the repeat finishes it.
      if (task.status === 'uploading' && stored.filter((c) => c.fileindex === input.fileindex).length === input.chunks && !(await listFiles(db, task.tasktag)).includes(input.fileindex)) {
        await finishFile(task, input.fileindex);
      }
      return progressAnswer(task, true);
    }
    if (task.status !== 'uploading') throw new ApiError(PdfCode.failed, task.status === 'failed' ? '转换失败，请重新开始' : '文件已全部上传，无需再传', { status: 409 });
    const ofFile = stored.filter((c) => c.fileindex === input.fileindex);
    if (ofFile.some((c) => c.chunks !== input.chunks)) throw new ApiError(ErrorCode.badRequest, '同一文件的 chunks 前后不一致');
    const total = stored.reduce((sum, c) => sum + c.byteSize, 0) + body.size;
    if (total > task.limitBytes) throw new ApiError(ErrorCode.bodyTooLarge, `文件总大小超过上限 ${Math.round(task.limitBytes / 1048576)} MB`);

    // The object store did not take the part (it checked the bytes against chunkmd5 and refused them).
    if (service.files.kind === 'store' && !body.etag) throw new ApiError(PdfCode.badChunk, '分片校验失败，请重新上传该分片', { status: 400 });
    // Bytes first, row second: a row always means a complete chunk in place.
    await service.files.accept({ tasktag: task.tasktag, fileindex: input.fileindex, chunk: input.chunk, chunkmd5: input.chunkmd5 }, body);
    const inserted = await insertChunk(db, task.tasktag, { fileindex: input.fileindex, chunk: input.chunk, chunks: input.chunks, md5: input.chunkmd5, byteSize: body.size, etag: body.etag ?? null }, now());
    if (!inserted) {
      const winner = (await listChunks(db, task.tasktag)).find((c) => c.fileindex === input.fileindex && c.chunk === input.chunk);
      if (winner?.md5 !== input.chunkmd5) throw new ApiError(PdfCode.badChunk, '该分片已上传且内容不同，请重新开始转换', { status: 409 });
      return progressAnswer(task, true);
    }
    await touchTask(db, task.tasktag, now());
    // Counted after the insert: of two last chunks racing in, at least one sees the file complete.
    if ((await listChunks(db, task.tasktag)).filter((c) => c.fileindex === input.fileindex).length === input.chunks) await finishFile(task, input.fileindex);
    return progressAnswer(task, false);
  }
}
