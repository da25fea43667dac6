/**
 * Spec section 2: pages load lazily, with a 200 ms delay before the loading
 * state shows and a 60 s timeout. The router shows the loading state after
 * PAGE_LOADING_DELAY_MS (its `defaultPendingMs`); the timeout is ours, because
 * a dynamic import can hang for minutes on a bad connection.
 */
export const PAGE_LOADING_DELAY_MS = 200;
export const PAGE_LOAD_TIMEOUT_MS = 60_000;
/** Once shown, the loading state stays this long so it does not flash. */
export const PAGE_LOADING_MIN_MS = 300;

export class PageLoadTimeoutError extends Error {
  override readonly name = 'PageLoadTimeoutError';
  constructor(readonly timeoutMs: number) {
    super(`page chunk did not load within ${timeoutMs} ms`);
  }
}

/** The import failed (network, missing chunk after a deploy) rather than hung. */
export class PageLoadError extends Error {
  override readonly name = 'PageLoadError';
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

export type PageImporter<T> = () => Promise<T>;

/**
 * The one settle-or-time-out race behind both limits (a page's 60 s, a script
 * chunk's 120 s): resolves with what `importer` gives, or rejects with
 * `onTimeout()` once `timeoutMs` passes, or with `onFailure(error)` when the
 * import fails first. Only the error types differ between the two limits.
 */
export function settleWithin<T>(importer: PageImporter<T>, timeoutMs: number, errors: { onTimeout: () => Error; onFailure: (error: unknown) => Error }): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(errors.onTimeout()), timeoutMs);
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(errors.onFailure(error));
      },
    );
  });
}

/**
 * Wraps a page importer so it settles within `timeoutMs`: resolves with the
 * module, or rejects with PageLoadTimeoutError / PageLoadError. Each call
 * starts a fresh attempt, so a retry after a failure imports again.
 */
export function withLoadTimeout<T>(importer: PageImporter<T>, timeoutMs: number = PAGE_LOAD_TIMEOUT_MS): PageImporter<T> {
  return () =>
    settleWithin(importer, timeoutMs, {
      onTimeout: () => new PageLoadTimeoutError(timeoutMs),
      onFailure: (error) => new PageLoadError(error),
    });
}

export type PageErrorKind = 'timeout' | 'chunk' | 'render';

/** Which message the error page shows: the user can do something different for each. */
export function classifyPageError(error: unknown): PageErrorKind {
  if (error instanceof PageLoadTimeoutError || error instanceof ChunkLoadError) return 'timeout';
  if (error instanceof PageLoadError) return 'chunk';
  return 'render';
}

/**
 * Spec 8/9: a script chunk that is not a page (a feature's lazily loaded
 * code) gives up after 120 s with ChunkLoadError; the caller then shows the
 * error page (`chunkErrorHref`). Pages keep their own, shorter 60 s above;
 * every other dynamic import in the app goes through loadChunk.
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(readonly timeoutMs: number) {
    super(`script chunk did not load within ${timeoutMs} ms`);
  }
}

/** Imports once, rejecting with ChunkLoadError after `timeoutMs`; a failed import rejects as it did. */
export function loadChunk<T>(importer: PageImporter<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return settleWithin(importer, timeoutMs, {
    onTimeout: () => new ChunkLoadError(timeoutMs),
    onFailure: (error) => (error instanceof Error ? error : new Error(String(error))),
  });
}

/**
 * Runs `load` on first use and shares its result with later callers, but
 * forgets a failed or timed-out attempt so the next caller loads again: a
 * cached rejection would leave a lazily loaded feature broken for the rest of
 * the session after one bad connection.
 */
export function sharedUntilFailure<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    if (!loading) {
      const attempt = load();
      loading = attempt;
      attempt.catch(() => {
        if (loading === attempt) loading = null;
      });
    }
    return loading;
  };
}

/** The detail error page, coming back to `from` on 重试. */
export function chunkErrorHref(from: string): string {
  return `/pages/err/defailErr?from=${encodeURIComponent(from)}`;
}
