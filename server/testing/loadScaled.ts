import { availableParallelism, loadavg } from 'node:os';

/**
 * A latency limit for a test that checks the server never holds its event loop (a /health answered
 * while hostile uploads stream), scaled by how busy the machine is: on an idle machine the limit is
 * `ms`; when more processes want the CPU than there are cores (another suite, a build), each waits
 * its turn and every answer is late by about that ratio, so the limit grows with it. A server that
 * blocks its loop for a whole body is late by seconds per body even then; the test still sees it.
 * Same idea as the browser specs' E2E_TIME_SCALE, read from the machine instead of set by hand.
 */
export function loadScaled(ms: number): number {
  const [lastMinute = 0] = loadavg();
  return ms * Math.max(1, lastMinute / availableParallelism());
}
