import { isApiError } from '../../services/api/errors.ts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAppServices } from '../../app/pageApi.ts';
import { abortableSleep, cloudCutout, type CloudDeps, type CloudStage } from './cloudSegment.ts';
import { strings } from '../../shared/strings.ts';

const t = strings.segmentation.cloud;

export interface CloudState {
  stage: CloudStage | null;
  error: string | null;
}

function isAbort(error: unknown): boolean {
  return (error instanceof DOMException && error.name === 'AbortError') || (isApiError(error) && error.kind === 'aborted');
}

/** The cloud cutout for one page: stage for the UI, a cancel, and a message (never a throw) on failure. */
export function useCloudCutout() {
  const { api, storage } = useAppServices();
  const [state, setState] = useState<CloudState>({ stage: null, error: null });
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const deps = useMemo<CloudDeps>(
    () => ({
      api,
      // Spec 7: the image upload has 60 s, the result download 20 s (the API client's transport).
      fetch: api.fetchFor('upload'),
      download: api.fetchFor('download'),
      // The API client's signing context: its device id, server clock and nonces.
      ...api.signing,
      sleep: abortableSleep,
    }),
    [api],
  );

  const run = useCallback(
    async (image: Blob): Promise<Blob | null> => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      const user = storage.get('user') ?? storage.get('virUserinfo');
      if (!user?.usertoken) {
        setState({ stage: null, error: t.needAccount });
        return null;
      }
      setState({ stage: 'uploading', error: null });
      try {
        await api.time.ensure();
        const blob = await cloudCutout(deps, user, image, { signal: controller.signal, onStage: (stage) => setState({ stage, error: null }) });
        if (running.current === controller) setState({ stage: null, error: null });
        return blob;
      } catch (error) {
        if (running.current === controller) setState({ stage: null, error: isAbort(error) ? null : error instanceof Error && error.message ? error.message : t.failed });
        return null;
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [api, deps, storage],
  );

  const cancel = useCallback(() => running.current?.abort(), []);
  const clearError = useCallback(() => setState((s) => ({ ...s, error: null })), []);

  return { ...state, busy: state.stage !== null, run, cancel, clearError };
}
