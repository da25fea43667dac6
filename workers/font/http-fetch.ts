// Worker-side FetchBytes: files below `${BASE_URL}fonts/`, each download with its
// own timeout so a stalled slice cannot hold a layout forever.
import type { FetchBytes } from './font-store';

export const FETCH_TIMEOUT_MS = 15_000;

export function createHttpFetcher(root: URL, timeoutMs = FETCH_TIMEOUT_MS): FetchBytes {
  return async (path) => {
    const response = await fetch(new URL(path, root), { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${path}`);
    return response.arrayBuffer();
  };
}
