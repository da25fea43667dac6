import { systemClock, systemTimers, type Clock, type Timers } from '../clock.ts';
import { AnalyticsBatchRejected, type AnalyticsTransport } from './transport.ts';
import type { AnalyticsBatch, AnalyticsEvent, AnalyticsProps } from './types.ts';

/**
 * Event queue for the analytics endpoint. Events are batched (spec 9: every
 * 6000 ms, or at once when 100 are waiting), sent on page hide by beacon, and
 * kept for the next try when a send fails. The queue is bounded: when the
 * server stays unreachable the oldest events go first, memory does not grow.
 */

export const BATCH_INTERVAL_MS = 6000;
export const BATCH_SIZE = 100;
export const MAX_QUEUED_EVENTS = 1000;
/** Spec 9 size limits: names up to 100 characters, strings up to 500. */
export const MAX_NAME_LENGTH = 100;
export const MAX_STRING_LENGTH = 500;
export const DEFAULT_PROJECT = 'biaozhi_sheji';

export interface AnalyticsOptions {
  post: AnalyticsTransport['post'];
  beacon?: AnalyticsTransport['beacon'];
  clock?: Clock;
  timers?: Timers;
  /** Properties added to every event from the start (more via register). */
  registerProps?: AnalyticsProps;
  project?: string;
  batchIntervalMs?: number;
  batchSize?: number;
  maxQueued?: number;
  onError?: (error: unknown) => void;
  /** A send error after which the batch is dropped, not retried. Default: the server refused it (4xx). */
  isPermanentFailure?: (error: unknown) => boolean;
}

export interface Analytics {
  /** Merges properties into every later event (spec 4 launch step 7). */
  register(props: AnalyticsProps): void;
  track(event: string, properties?: AnalyticsProps): void;
  /** Sets user-profile properties (sent as a `profile_set` event). */
  profileSet(props: AnalyticsProps): void;
  /** Sets user-profile properties the server keeps only the first time (`profile_set_once`). */
  profileSetOnce(props: AnalyticsProps): void;
  /** Sends everything queued. `useBeacon` on page hide. Never rejects. */
  flush(options?: { useBeacon?: boolean }): Promise<void>;
  /** Events waiting to be sent. */
  queued(): number;
  /** Events discarded: the queue was full, or the server refused their batch. */
  dropped(): number;
  dispose(): void;
}

/** U+0000 is refused by the server's database; strings are clipped to the spec limits. */
function cleanText(text: string, max: number): string {
  return text.replaceAll('\u0000', '').slice(0, max);
}

function clipProps(props: AnalyticsProps): AnalyticsProps {
  const out: AnalyticsProps = {};
  for (const [key, value] of Object.entries(props)) {
    out[cleanText(key, MAX_NAME_LENGTH)] = typeof value === 'string' ? cleanText(value, MAX_STRING_LENGTH) : value;
  }
  return out;
}

export function createAnalytics(options: AnalyticsOptions): Analytics {
  const clock = options.clock ?? systemClock;
  const timers = options.timers ?? systemTimers;
  const project = options.project ?? DEFAULT_PROJECT;
  const interval = options.batchIntervalMs ?? BATCH_INTERVAL_MS;
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const maxQueued = options.maxQueued ?? MAX_QUEUED_EVENTS;
  const onError = options.onError ?? ((error: unknown) => console.warn('[analytics] send failed', error));
  const isPermanent = options.isPermanentFailure ?? ((error: unknown) => error instanceof AnalyticsBatchRejected);

  let superProps: AnalyticsProps = clipProps(options.registerProps ?? {});
  let queue: AnalyticsEvent[] = [];
  let droppedCount = 0;
  let timer: unknown = null;
  let sending: Promise<void> = Promise.resolve();
  let disposed = false;
  /** After a failed send, wait for the timer instead of retrying on every new event. */
  let backingOff = false;

  function trimToBound(): void {
    const excess = queue.length - maxQueued;
    if (excess > 0) {
      queue = queue.slice(excess);
      droppedCount += excess;
    }
  }

  function cancelTimer(): void {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  }

  function schedule(): void {
    if (timer !== null || disposed || queue.length === 0) return;
    timer = timers.setTimeout(() => {
      timer = null;
      void analytics.flush();
    }, interval);
  }

  function batchOf(events: AnalyticsEvent[]): AnalyticsBatch {
    return { project, data_list: events };
  }

  /** Failed events go back in front of newer ones, in their original order. */
  function requeue(events: AnalyticsEvent[]): void {
    queue = [...events, ...queue];
    trimToBound();
  }

  async function sendAll(keepalive: boolean): Promise<void> {
    while (queue.length > 0) {
      const events = queue.slice(0, batchSize);
      queue = queue.slice(events.length);
      try {
        await options.post(batchOf(events), { keepalive });
        backingOff = false;
      } catch (error) {
        onError(error);
        if (isPermanent(error)) {
          droppedCount += events.length;
          continue;
        }
        requeue(events);
        backingOff = true;
        return;
      }
    }
  }

  function enqueue(event: string, properties: AnalyticsProps): void {
    if (disposed) return;
    queue.push({ event: cleanText(event, MAX_NAME_LENGTH), properties: { ...superProps, ...clipProps(properties) }, time: clock.now() });
    trimToBound();
    if (queue.length >= batchSize && !backingOff) void analytics.flush();
    else schedule();
  }

  const analytics: Analytics = {
    register(props) {
      superProps = { ...superProps, ...clipProps(props) };
    },
    track(event, properties = {}) {
      enqueue(event, properties);
    },
    profileSet(props) {
      enqueue('profile_set', props);
    },
    profileSetOnce(props) {
      enqueue('profile_set_once', props);
    },
    flush({ useBeacon = false } = {}) {
      cancelTimer();
      if (useBeacon && options.beacon) {
        // Synchronous on purpose: on hide there may be no later turn of the event loop.
        while (queue.length > 0) {
          const events = queue.slice(0, batchSize);
          if (!options.beacon(batchOf(events))) break;
          queue = queue.slice(events.length);
        }
      }
      sending = sending.then(() => sendAll(useBeacon)).finally(schedule);
      return sending;
    },
    queued: () => queue.length,
    dropped: () => droppedCount,
    dispose() {
      disposed = true;
      cancelTimer();
    },
  };
  return analytics;
}
