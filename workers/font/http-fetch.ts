// Worker-side FetchBytes: files below `${BASE_URL}fonts/`, each download with its
// own timeout so a stalled slice cannot hold a layout forever.
import type { FetchBytes, FetchedFile } from './font-store';

export const FETCH_TIMEOUT_MS = 15_000;

export function createHttpFetcher(root: URL, timeoutMs = FETCH_TIMEOUT_MS): FetchBytes {
  return async (path) => {
    const url = new URL(path, root);
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${path}`);
    const bytes = await response.arrayBuffer();
    return { bytes, wireBytes: wireBytes(url.href) ?? bytes.byteLength };
  };
}

/**
 * What the download cost on the wire: manifests arrive brotli- or gzip-encoded, so the
 * decoded length overstates it ~3×. Resource Timing's encodedBodySize is the body as
 * sent. The worker's timing buffer is cleared after each read so it never fills up.
 */
function wireBytes(href: string): FetchedFile['wireBytes'] | undefined {
  if (typeof performance.getEntriesByName !== 'function') return undefined;
  const entry = performance.getEntriesByName(href, 'resource').at(-1);
  performance.clearResourceTimings();
  return entry instanceof PerformanceResourceTiming && entry.encodedBodySize > 0 ? entry.encodedBodySize : undefined;
}
