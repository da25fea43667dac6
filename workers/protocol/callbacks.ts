// Callbacks the page passes with comlink `proxy(fn)` (progress reports) keep a MessagePort
// open on both sides, and the page's closure alive, until this side releases its proxy.
// Nothing releases it by itself: one leaked port per progress-reporting call. Workers whose
// calls take callbacks for the length of the call expose `releasingCallbacks(api)`.
import { releaseProxy } from 'comlink';

/** Releases `value` when it is a comlink proxy (a plain function, as in Node tests, is left alone). */
function release(value: unknown): void {
  if (typeof value !== 'function') return;
  const releaser: unknown = Reflect.get(value, releaseProxy);
  if (typeof releaser === 'function') releaser();
}

/**
 * The same API, each method releasing the callback proxies among its arguments once its
 * promise settles (or at once when it returns a plain value). Not for a method that keeps a
 * callback beyond the call (the render worker's event listener).
 */
export function releasingCallbacks<T extends object>(api: T): T {
  const wrapped: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(api)) {
    if (typeof value !== 'function') {
      wrapped[key] = value;
      continue;
    }
    const method = value as (...args: unknown[]) => unknown;
    wrapped[key] = (...args: unknown[]) => {
      const done = () => args.forEach(release);
      let result: unknown;
      try {
        result = method.apply(api, args);
      } catch (error) {
        done();
        throw error;
      }
      if (result instanceof Promise) return result.finally(done);
      done();
      return result;
    };
  }
  return wrapped as T;
}
