import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import qrcode from 'qrcode-generator';
import * as z from 'zod';
import { nowSeconds } from '../../context.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { parseOrThrow } from '../../http/validation.ts';
import { messageOf, PdfCode } from '../../pdf/codes.ts';
import { LIMIT_MB, type PdfService } from '../../pdf/service.ts';
import { countActiveTasks, insertTask, listChunks, moveTask, type PdfTask } from '../../pdf/store.ts';
import { PAGE_RANGES } from '../../pdf/pageRange.ts';
import { registerSigned } from '../../signed/registerSigned.ts';
import { authenticate } from '../account/tokens.ts';
import { sha256, taskFor } from './taskAuth.ts';

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const tag = z.string().regex(/^p[0-9a-f]{32}$/, 'tasktag 无效');
const token = z.string().max(128);

const createSchema = z.object({
  account: z.string().max(64),
  usertoken: z.string().max(128),
  filename: z.string().trim().min(1).max(120),
  tasktype: z.literal('svg2pdf', { error: '只支持 svg2pdf 任务' }),
  limitsize: int(1, LIMIT_MB),
  filecount: int(1, 20),
  isshare: z.coerce.number().int().min(0).max(0).optional(),
  machineid: z.string().max(128).optional(),
  pagerange: z.enum(PAGE_RANGES, { error: 'pagerange 只支持 all（每个文件一页）或 onepage（全部排在一页）' }).optional(),
  outputfileextension: z.literal('pdf', { error: '只支持输出 pdf' }),
  softname: z.string().max(64).optional(),
  softversion: z.string().max(32).optional(),
  productid: z.coerce.string().max(32).optional(),
});
const taskSchema = z.object({ tasktag: tag, tasktoken: token });
const stateSchema = taskSchema.extend({ ifshowtxt: z.coerce.number().int().min(0).max(1).optional() });
const downSchema = taskSchema.extend({ downtype: z.coerce.number().int().min(2).max(2).optional() });

const stateText: Record<PdfTask['status'], string> = {
  uploading: '正在上传文件',
  queued: '排队等待转换',
  running: '正在转换为 PDF',
  done: '转换完成',
  failed: '转换失败',
  cancelled: '任务已取消',
};

/** A safe download file name: the task's name without path characters, .pdf appended. */
export function downloadName(filename: string): string {
  const base = filename.replace(/\.[A-Za-z0-9]{1,5}$/, '').replace(/[\\/:*?"<>|]/g, '_')
    .replace(/\p{Cc}/gu, '_').slice(0, 80) || '标志设计';
  return `${base}.pdf`;
}

function downloadPath(task: PdfTask): string {
  return `/api/pdf/download/${task.tasktag}/${task.downKey}/${encodeURIComponent(downloadName(task.filename))}`;
}

function origin(request: FastifyRequest): string {
  return `${request.protocol}://${request.headers.host ?? '127.0.0.1'}`;
}

export function registerTaskRoutes(scope: FastifyInstance, service: PdfService): void {
  const now = () => nowSeconds(scope.services);

  registerSigned(scope, '/pdf/createtask', createSchema, async (input) => {
    const { db } = scope.services;
    const auth = await authenticate(db, input.account, input.usertoken, now());
    if ((await countActiveTasks(db, auth.account.uid)) >= service.settings.activePerUser) {
      throw new ApiError(ErrorCode.rateLimited, '你已有 PDF 转换在进行中，请等它完成或取消后再试');
    }
    const tasktag = `p${randomBytes(16).toString('hex')}`;
    const tasktoken = randomBytes(24).toString('hex');
    await insertTask(db, {
      tasktag,
      uid: auth.account.uid,
      tokenHash: sha256(tasktoken),
      downKey: randomBytes(16).toString('hex'),
      filename: input.filename,
      filecount: input.filecount,
      pagerange: input.pagerange ?? 'all',
      limitBytes: input.limitsize * 1024 * 1024,
      now: now(),
    });
    return { tasktag, tasktoken, chunksize: service.settings.chunkBytes };
  });

  registerSigned(scope, '/pdf/taskstate', stateSchema, async (input) => {
    const { db } = scope.services;
    const task = await taskFor(db, input.tasktag, input.tasktoken);
    const chunks = await listChunks(db, task.tasktag);
    // What a client resuming after a restart needs: the chunks already stored, per file.
    const uploaded = Array.from({ length: task.filecount }, (_, f) => chunks.filter((c) => c.fileindex === f).map((c) => c.chunk));
    const txt = input.ifshowtxt === 1 ? { txt: stateText[task.status] } : {};
    const common = { state: task.status, progress: task.progress, filecount: task.filecount, uploaded, ...txt };
    if (task.status === 'done') return { ...common, pages: task.pages, filesize: task.resultBytes };
    if (task.status === 'failed') return { code: PdfCode.failed, msg: messageOf(task.failure), ...common };
    if (task.status === 'cancelled') return { code: PdfCode.cancelled, msg: '任务已取消', ...common };
    return { code: PdfCode.processing, msg: stateText[task.status], ...common };
  });

  registerSigned(scope, '/pdf/taskdown', downSchema, async (input, { request }) => {
    const task = await taskFor(scope.services.db, input.tasktag, input.tasktoken);
    if (task.status !== 'done') throw new ApiError(PdfCode.processing, 'PDF 尚未转换完成，请稍候', { status: 409 });
    return { downurl: `${origin(request)}${downloadPath(task)}`, filename: downloadName(task.filename), filesize: task.resultBytes };
  });

  registerSigned(scope, '/pdf/qrcode', taskSchema, async (input, { request }) => {
    const task = await taskFor(scope.services.db, input.tasktag, input.tasktoken);
    if (task.status !== 'done') throw new ApiError(PdfCode.processing, 'PDF 尚未转换完成，请稍候', { status: 409 });
    const url = `${origin(request)}${downloadPath(task)}`;
    const qr = qrcode(0, 'M');
    qr.addData(url, 'Byte');
    qr.make();
    const svg = qr.createSvgTag({ cellSize: 4, margin: 4, scalable: true });
    return { downurl: url, qrcode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
  });

  registerSigned(scope, '/pdf/stoptask', taskSchema, async (input) => {
    const { db } = scope.services;
    const task = await taskFor(db, input.tasktag, input.tasktoken);
    const stopped = await moveTask(db, task.tasktag, ['uploading', 'queued', 'running'], 'cancelled', now());
    // Files go at once (the object store's parts and objects by the sweep, at once too); a conversion
    // still running finds the task cancelled and deletes what it wrote.
    if (stopped) await service.files.removeTask(task.tasktag);
    return { state: stopped ? 'cancelled' : task.status };
  });

  const params = z.object({ tasktag: tag, key: z.string().regex(/^[0-9a-f]{32}$/), name: z.string().max(300) });
  scope.get('/api/pdf/download/:tasktag/:key/:name', async (request, reply) => {
    const input = parseOrThrow(params, request.params);
    const { rows } = await scope.services.db.query<{ down_key: string; filename: string; status: string }>('SELECT down_key, filename, status FROM pdf_tasks WHERE tasktag = $1', [input.tasktag]);
    const row = rows[0];
    const notFound = new ApiError(ErrorCode.notFound, 'PDF 不存在或已过期，请重新转换');
    if (!row || row.status !== 'done' || row.down_key !== input.key) throw notFound;
    const name = downloadName(row.filename);
    const disposition = `attachment; filename="download.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`;
    const found = await service.files.download(input.tasktag, name, disposition);
    if (!found) throw notFound;
    // Object store: the browser fetches the PDF from the store itself with a short-lived URL
    // (same type and file name), so the file never passes through a node on its way down.
    if ('redirect' in found) return reply.header('cache-control', 'no-store').redirect(found.redirect, 302);
    if (found.size !== undefined) reply.header('content-length', found.size);
    return reply
      .type('application/pdf')
      .header('content-disposition', disposition)
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(found.stream);
  });
}
