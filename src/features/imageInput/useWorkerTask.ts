import { useCallback, useEffect, useRef, useState } from 'react';
import type { Remote } from 'comlink';
import { isWorkerError, toWorkerError, type WorkerError } from '../../../workers/core/errors.ts';
import type { ImageApi, ProgressCallback } from '../../../workers/protocol/image.ts';
import { imageWorker, newRequestId, progressProxy } from '../../app/workers/imageWorker.ts';

export interface TaskState {
  busy: boolean;
  /** 0…1, or null when the call reports none. */
  progress: number | null;
  error: WorkerError | null;
}

type Invoke<R> = (api: Remote<ImageApi>, requestId: string, onProgress: ProgressCallback) => Promise<R>;

/**
 * Runs one worker call at a time for a tool: tracks busy/progress/error for the
 * UI, cancels the running call on cancel() or when the page goes away. Never
 * rejects: a failed or cancelled call resolves to null, the failure is in `error`.
 */
export function useWorkerTask() {
  const [state, setState] = useState<TaskState>({ busy: false, progress: null, error: null });
  const running = useRef<string | null>(null);

  useEffect(
    () => () => {
      if (running.current) imageWorker.cancel(running.current);
    },
    [],
  );

  const run = useCallback(async <R,>(invoke: Invoke<R>, options: { timeoutMs?: number } = {}): Promise<R | null> => {
    if (running.current) imageWorker.cancel(running.current);
    const requestId = newRequestId();
    running.current = requestId;
    setState({ busy: true, progress: null, error: null });
    const onProgress = progressProxy((fraction) => {
      if (running.current === requestId) setState((s) => ({ ...s, progress: fraction }));
    });
    try {
      const result = await imageWorker.call((api) => invoke(api, requestId, onProgress), { ...options, requestId });
      if (running.current !== requestId) return null;
      setState({ busy: false, progress: null, error: null });
      return result;
    } catch (caught) {
      const error = isWorkerError(caught) ? caught : toWorkerError(caught);
      if (running.current === requestId) setState({ busy: false, progress: null, error: error.code === 'CANCELLED' ? null : error });
      return null;
    } finally {
      if (running.current === requestId) running.current = null;
    }
  }, []);

  const cancel = useCallback(() => {
    const requestId = running.current;
    if (!requestId) return;
    imageWorker.cancel(requestId);
    // The worker stops at its next checkpoint, but a job waiting on a download (the person
    // model) has none for a while: the page lets go at once and ignores the late answer.
    running.current = null;
    setState({ busy: false, progress: null, error: null });
  }, []);

  const clearError = useCallback(() => setState((s) => ({ ...s, error: null })), []);

  return { ...state, run, cancel, clearError };
}

type Job = TaskState & { cancel: () => void };

/**
 * What a tool's task line shows: the photo's load or the first of the tool's jobs that runs,
 * with the cancel of that job (a load is not cancelled from the line).
 */
export function taskLine(load: TaskState, jobs: Job[], error: WorkerError | null, label?: string) {
  const job = jobs.find((j) => j.busy);
  const running = load.busy ? load : job;
  return { busy: running !== undefined, progress: running?.progress ?? null, error, onCancel: job?.cancel, label };
}
