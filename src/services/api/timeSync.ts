import type { Clock } from '../clock.ts';

/**
 * Server-corrected time for signed calls (spec 7). The server rejects
 * timestamps more than 300 s off, so a phone with a wrong clock must borrow
 * the server's. Offsets under 60 s are ignored (spec); any failure or empty
 * value falls back to the local clock, silently (spec 8).
 */

export const IGNORED_OFFSET_MS = 60_000;

/** Offset to add to the local clock, from the server's `utctime` (unix seconds). */
export function offsetFromUtc(utctime: unknown, localMs: number): number {
  const seconds = typeof utctime === 'string' && utctime.trim() !== '' ? Number(utctime) : utctime;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return 0;
  const offset = seconds * 1000 - localMs;
  return Math.abs(offset) < IGNORED_OFFSET_MS ? 0 : offset;
}

export interface TimeSync {
  /** Syncs once; later calls reuse the first result. Never rejects. */
  ensure(): Promise<void>;
  /** Asks the server again (after it rejected a timestamp). Never rejects. */
  resync(): Promise<void>;
  /** Corrected now, ms since epoch. */
  now(): number;
  /** Corrected now, whole unix seconds (the signed `timestamp`). */
  nowSeconds(): number;
  offsetMs(): number;
}

/** `fetchUtc` resolves with the server's utctime (seconds) or anything on failure; it may reject. */
export function createTimeSync(fetchUtc: () => Promise<unknown>, clock: Clock): TimeSync {
  let offset = 0;
  let pending: Promise<void> | null = null;

  async function sync(): Promise<void> {
    try {
      const utctime = await fetchUtc();
      offset = offsetFromUtc(utctime, clock.now());
    } catch {
      offset = 0;
    }
  }

  const timeSync: TimeSync = {
    ensure() {
      pending ??= sync();
      return pending;
    },
    resync() {
      pending = sync();
      return pending;
    },
    now: () => clock.now() + offset,
    nowSeconds: () => Math.floor(timeSync.now() / 1000),
    offsetMs: () => offset,
  };
  return timeSync;
}
