/**
 * Runs `run` in the page's idle time, or after `timeoutMs` at the latest. Where there are no
 * idle callbacks (Safari), after `fallbackMs`. Returns the cancel.
 */
export function whenIdle(run: () => void, { timeoutMs, fallbackMs }: { timeoutMs: number; fallbackMs: number }): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => run(), { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(run, fallbackMs);
  return () => clearTimeout(timer);
}
