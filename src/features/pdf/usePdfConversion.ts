import { proxy } from 'comlink';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppServices } from '../../app/pageApi.ts';
import { requestAccount } from '../../services/account/userInfo.ts';
import { signedQuery } from '../../services/api/signedRequest.ts';
import { strings } from '../../shared/strings.ts';
import { isWorkerError } from '../../../workers/core/errors.ts';
import { UPLOAD_CHUNK_BYTES, type SignQuery } from '../../../workers/protocol/image.ts';
import { abortableSleep } from '../cutout/cloudSegment.ts';
import { imageWorker, newRequestId, progressProxy } from '../../app/workers/imageWorker.ts';
import { createTask, stopTask, taskDown, taskQrCode, taskState, waitForPdf, type PdfPageRange, type TaskIds } from './pdfTask.ts';

const t = strings.pdf;

export type PdfPhase =
  | { kind: 'idle' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'converting' }
  | { kind: 'done'; pages: number; downurl: string; filename: string; qrcode: string }
  | { kind: 'failed'; message: string }
  | { kind: 'cancelled' };

interface Running {
  task: TaskIds | null;
  requestId: string;
  controller: AbortController;
}

/** Which files a stored task was for: names, sizes and dates (a re-pick of the same files matches). */
export function filesKey(files: readonly File[]): string {
  return files.map((file) => `${file.name}:${file.size}:${file.lastModified}`).join('|');
}

function messageOf(error: unknown): string {
  if (isWorkerError(error)) return error.message;
  return error instanceof Error && error.message ? error.message : t.failed;
}

/**
 * One conversion at a time: create the task, let the image worker hash and upload the files
 * in chunks, poll once a second, then fetch the download link and its QR code. Cancel stops
 * the worker between chunks, aborts polling and tells the server (stoptask).
 */
export function usePdfConversion() {
  const { api, storage } = useAppServices();
  const [phase, setPhase] = useState<PdfPhase>({ kind: 'idle' });
  const running = useRef<Running | null>(null);

  const cancel = useCallback(() => {
    const current = running.current;
    if (!current) return;
    running.current = null;
    current.controller.abort();
    imageWorker.cancel(current.requestId);
    if (current.task) stopTask(api, current.task).catch(() => undefined);
    storage.set('pdfTask', null);
    setPhase({ kind: 'cancelled' });
  }, [api, storage]);

  useEffect(() => () => cancel(), [cancel]);

  const run = useCallback(
    async (files: File[], pagerange: PdfPageRange = 'all') => {
      if (running.current) return;
      const user = storage.get('user') ?? storage.get('virUserinfo');
      if (!user?.usertoken) {
        setPhase({ kind: 'failed', message: t.needAccount });
        return;
      }
      const current: Running = { task: null, requestId: newRequestId('pdf'), controller: new AbortController() };
      running.current = current;
      const live = () => running.current === current;
      setPhase({ kind: 'uploading', percent: 0 });
      try {
        await api.time.ensure();
        const deviceid = api.signing.deviceId();
        // The layout is part of the task: the same files with the other layout are a new task.
        const key = `${pagerange}:${filesKey(files)}`;
        // The same files as an upload a reload (or a lost network) interrupted: resume it from what the server has.
        const saved = storage.get('pdfTask');
        let resumed: { task: TaskIds; uploaded: number[][] } | null = null;
        if (saved && saved.files === key) {
          const state = await taskState(api, saved).catch(() => null);
          if (state?.state === 'uploading' && state.uploaded) resumed = { task: { tasktag: saved.tasktag, tasktoken: saved.tasktoken }, uploaded: state.uploaded };
        }
        const first = files[0]?.name ?? '标志设计.svg';
        const created = resumed ? { ...resumed.task, chunksize: UPLOAD_CHUNK_BYTES } : await createTask(api, { account: requestAccount(user), usertoken: user.usertoken }, first, files.length, deviceid, pagerange);
        const task = { tasktag: created.tasktag, tasktoken: created.tasktoken };
        current.task = task;
        if (!resumed) storage.set('pdfTask', { ...task, files: key });
        if (!live()) return;
        // Signing stays here (secret, server clock); the worker only asks for a query string.
        const signQuery: SignQuery = async (fields) => signedQuery(fields, api.signing);
        const endpoint = new URL(`${api.baseUrl}/api/v4/pdf/uploadchunk`, window.location.href).href;
        const totalMb = files.reduce((sum, file) => sum + file.size, 0) / 1048576;
        const upload = await imageWorker.call(
          (image) =>
            image.uploadChunks(
              { requestId: current.requestId, endpoint, ...task, files, chunkBytes: created.chunksize, ...(resumed ? { uploaded: resumed.uploaded } : {}) },
              progressProxy((fraction) => {
                if (live()) setPhase({ kind: 'uploading', percent: Math.round(fraction * 100) });
              }),
              proxy(signQuery),
            ),
          // A slow uplink: a minute plus two seconds per MB.
          { requestId: current.requestId, timeoutMs: 60_000 + Math.ceil(totalMb) * 2_000 },
        );
        if (!live()) return;
        if (upload.outcome === 'cancelled') {
          running.current = null;
          setPhase({ kind: 'cancelled' });
          return;
        }
        storage.set('pdfTask', null);
        setPhase({ kind: 'converting' });
        const pages = await waitForPdf(api, task, abortableSleep, current.controller.signal);
        const [down, qr] = await Promise.all([taskDown(api, task), taskQrCode(api, task)]);
        if (!live()) return;
        running.current = null;
        setPhase({ kind: 'done', pages, downurl: down.downurl, filename: down.filename, qrcode: qr.qrcode });
      } catch (error) {
        if (!live()) return;
        running.current = null;
        setPhase({ kind: 'failed', message: messageOf(error) });
      }
    },
    [api, storage],
  );

  const reset = useCallback(() => {
    if (!running.current) setPhase({ kind: 'idle' });
  }, []);

  return { phase, run, cancel, reset, busy: phase.kind === 'uploading' || phase.kind === 'converting' };
}
