// Worker-side FetchBytes: files below `${BASE_URL}fonts/`, each download with its
// own timeout so a stalled slice cannot hold a layout forever.
import type { FetchBytes, FetchedFile } from './fontStore.ts';

export const FETCH_TIMEOUT_MS = 15_000;

/** Room for every file a long session downloads (10 fonts × ~70 slices, manifests, list). */
const TIMING_BUFFER_SIZE = 2000;

export function createHttpFetcher(root: URL, timeoutMs = FETCH_TIMEOUT_MS): FetchBytes {
  if (typeof performance.setResourceTimingBufferSize === 'function') performance.setResourceTimingBufferSize(TIMING_BUFFER_SIZE);
  return async (path) => {
    const url = new URL(path, root);
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${path}`);
    const bytes = await response.arrayBuffer();
    // The timing entry can be queued a task after the body resolves: look once more then.
    const wire = wireBytes(url.href) ?? (await nextTask().then(() => wireBytes(url.href)));
    return { bytes, wireBytes: wire ?? bytes.byteLength };
  };
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * What the download cost on the wire: manifests arrive brotli- or gzip-encoded, so the
 * decoded length overstates it ~3×. Resource Timing's encodedBodySize is the body as
 * sent. Entries are never cleared here (slices download in parallel: clearing after one
 * read would drop another's entry); the worker's buffer is made large enough instead, and
 * a download without an entry counts at its decoded size.
 */
function wireBytes(href: string): FetchedFile['wireBytes'] | undefined {
  if (typeof performance.getEntriesByName !== 'function') return undefined;
  const entry = performance.getEntriesByName(href, 'resource').at(-1);
  return entry instanceof PerformanceResourceTiming && entry.encodedBodySize > 0 ? entry.encodedBodySize : undefined;
}
