/** After the pay page sends the buyer back, the order's state is asked once a second for up to this many tries. */
export const PAY_POLL_TRIES = 30;
export const PAY_POLL_INTERVAL_MS = 1000;

export type PollOutcome = 'paid' | 'waiting';

/**
 * Polls until paid. 'waiting' after the last try means the gateway has not
 * told us yet (not an error); any rejection (closed, refunded, unknown,
 * offline) ends the poll and is passed on.
 */
export async function pollPayState(check: () => Promise<'paid' | 'waiting'>, delay: (ms: number) => Promise<void>, tries = PAY_POLL_TRIES): Promise<PollOutcome> {
  for (let attempt = 1; attempt <= tries; attempt += 1) {
    if ((await check()) === 'paid') return 'paid';
    if (attempt < tries) await delay(PAY_POLL_INTERVAL_MS);
  }
  return 'waiting';
}
