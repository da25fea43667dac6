import { systemTimers, type Timers } from '../clock.ts';
import { exchange, type FetchLike } from './transport.ts';

/**
 * Host choice (spec 7, 9): HEAD /health on every mirrored host at once, each
 * with a 1000 ms limit; the first host that answers 2xx with an
 * `x-machine-id` header wins and the other probes are cancelled. A host that
 * answers without the header is not ours (a captive portal, a parked domain).
 */

export const HEALTH_TIMEOUT_MS = 1000;

export interface HostChoice {
  host: string;
  machineId: string;
}

export interface ChooseHostOptions {
  timeoutMs?: number;
  signal?: AbortSignal;
  timers?: Timers;
}

/** Resolves with the winner, or null when no host is healthy (the caller keeps its default). */
export function chooseHost(hosts: readonly string[], fetchFn: FetchLike, options: ChooseHostOptions = {}): Promise<HostChoice | null> {
  const losers = new AbortController();
  const forward = () => losers.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', forward, { once: true });
  if (options.signal?.aborted) losers.abort(options.signal.reason);

  return new Promise<HostChoice | null>((resolve) => {
    let pending = hosts.length;
    let settled = false;
    const finish = (choice: HostChoice | null) => {
      if (settled) return;
      settled = true;
      options.signal?.removeEventListener('abort', forward);
      losers.abort();
      resolve(choice);
    };
    if (pending === 0) finish(null);
    for (const entry of hosts) {
      const host = entry.replace(/\/+$/, '');
      exchange(fetchFn, `${host}/health`, { method: 'HEAD', cache: 'no-store' }, {
        timeoutMs: options.timeoutMs ?? HEALTH_TIMEOUT_MS,
        signal: losers.signal,
        timers: options.timers ?? systemTimers,
      })
        .then((raw) => {
          const machineId = raw.headers.get('x-machine-id');
          if (raw.ok && machineId) finish({ host, machineId });
        })
        .catch(() => undefined)
        .finally(() => {
          pending -= 1;
          if (pending === 0) finish(null);
        });
    }
  });
}
