import type { Dispatch } from '@reduxjs/toolkit';
import { networkStatusChanged } from './networkSlice.ts';

/** Mirrors the browser's online/offline events into the store, starting with the current state. */
export type OnlineSource = Pick<Window, 'addEventListener' | 'removeEventListener'> & { navigator: { onLine: boolean } };

export function watchNetwork(target: OnlineSource, dispatch: Dispatch): () => void {
  const update = () => dispatch(networkStatusChanged(target.navigator.onLine));
  update();
  target.addEventListener('online', update);
  target.addEventListener('offline', update);
  return () => {
    target.removeEventListener('online', update);
    target.removeEventListener('offline', update);
  };
}

/**
 * Wraps fetch so a request that never reached a server (fetch's TypeError)
 * reports the network as down. Cancelled requests are the caller's choice and
 * do not count.
 */
export function reportingFetch(
  inner: typeof fetch,
  onNetworkError: () => void,
  /** A response arrived (any status): the server is reachable again. */
  onReached: () => void = () => undefined,
): (input: string, init?: RequestInit) => Promise<Response> {
  return async (input, init) => {
    try {
      const response = await inner(input, init);
      onReached();
      return response;
    } catch (error) {
      if (error instanceof TypeError) onNetworkError();
      throw error;
    }
  };
}
