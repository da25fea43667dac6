import { z } from 'zod';
import type { ApiClient } from '../../services/api/client.ts';
import { strings } from '../../shared/strings.ts';

/**
 * The PDF task's calls (docs/pdf.md; spec: "create task; upload chunks; poll
 * status with tasktag and ifshowtxt; download link with tasktag and downtype 2;
 * QR code with tasktag") and the spec's options for `createtask`.
 */
export const POLL_INTERVAL_MS = 1000;
export const MAX_POLLS = 300;
export const LIMIT_MB = 2048;
export const MAX_FILES = 20;
export const Code = { ok: 10000, processing: 12000, doneAlt: 19000, failed: 19026, cancelled: 18000 } as const;

export interface TaskIds {
  tasktag: string;
  tasktoken: string;
}

export interface Who {
  account: string;
  usertoken: string;
}

const created = z.looseObject({ tasktag: z.string(), tasktoken: z.string(), chunksize: z.number() });
const stateReply = z.looseObject({ code: z.number(), msg: z.string().optional(), state: z.string().optional(), txt: z.string().optional(), pages: z.number().nullish(), uploaded: z.array(z.array(z.number())).optional() });
const downReply = z.looseObject({ downurl: z.string(), filename: z.string() });
const qrReply = z.looseObject({ qrcode: z.string(), downurl: z.string() });

export type TaskState = z.infer<typeof stateReply>;

export class PdfTaskError extends Error {
  override readonly name = 'PdfTaskError';
}

/**
 * The spec's `pagerange` (docs/pdf.md, "Page range"): `all` keeps every page of every file, so
 * each SVG is its own page; `onepage` (ours) sets all the files on one page, one under another.
 */
export type PdfPageRange = 'all' | 'onepage';

export function createTask(api: Pick<ApiClient, 'post'>, who: Who, filename: string, filecount: number, machineid: string, pagerange: PdfPageRange = 'all'): Promise<TaskIds & { chunksize: number }> {
  return api.post(
    'pdf/createtask',
    {
      ...who,
      filename,
      tasktype: 'svg2pdf',
      limitsize: LIMIT_MB,
      filecount,
      isshare: 0,
      machineid,
      pagerange,
      outputfileextension: 'pdf',
      softname: 'bzsj-web',
      softversion: '1.0.0',
      productid: '352',
    },
    { schema: created },
  );
}

export function taskState(api: Pick<ApiClient, 'post'>, task: TaskIds, signal?: AbortSignal): Promise<TaskState> {
  return api.post('pdf/taskstate', { ...task, ifshowtxt: 1 }, { schema: stateReply, okCodes: [Code.ok, Code.processing, Code.doneAlt, Code.failed, Code.cancelled], signal });
}

export const taskDown = (api: Pick<ApiClient, 'post'>, task: TaskIds) => api.post('pdf/taskdown', { ...task, downtype: 2 }, { schema: downReply });
export const taskQrCode = (api: Pick<ApiClient, 'post'>, task: TaskIds) => api.post('pdf/qrcode', { ...task }, { schema: qrReply });
export const stopTask = (api: Pick<ApiClient, 'post'>, task: TaskIds) => api.post('pdf/stoptask', { ...task });

/** Polls once a second: resolves with the page count when done, rejects with the server's message on 19026/18000. */
export async function waitForPdf(api: Pick<ApiClient, 'post'>, task: TaskIds, sleep: (ms: number, signal?: AbortSignal) => Promise<void>, signal?: AbortSignal): Promise<number> {
  for (let poll = 0; poll < MAX_POLLS; poll += 1) {
    const reply = await taskState(api, task, signal);
    if (reply.code === Code.ok || reply.code === Code.doneAlt) return reply.pages ?? 0;
    if (reply.code === Code.failed || reply.code === Code.cancelled) throw new PdfTaskError(reply.msg || strings.pdf.failed);
    await sleep(POLL_INTERVAL_MS, signal);
  }
  throw new PdfTaskError(strings.pdf.timeout);
}
