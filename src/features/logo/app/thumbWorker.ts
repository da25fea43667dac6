import { appWorkers } from '../../../app/workers/index.ts';
import { workerError } from '../../../../workers/core/errors.ts';
import { THUMB_CALL_TIMEOUT_MS } from '../../../../workers/protocol/logo.ts';
import { whenIdle } from '../../../shared/whenIdle.ts';
import { createPacedQueue } from './pacedQueue.ts';

/** Browsers without OffscreenCanvas in workers show the SVG itself. */
const supported = () => typeof OffscreenCanvas !== 'undefined' && typeof Worker !== 'undefined';

/** Idle time of the page, or at the latest IDLE_WAIT_MS; about a frame later where idle callbacks do not exist. */
const IDLE_WAIT_MS = 400;
const FRAME_MS = 16;
const pause = (go: () => void) => void whenIdle(go, { timeoutMs: IDLE_WAIT_MS, fallbackMs: FRAME_MS });

// One thumbnail at a time, each started in the page's idle time: a burst of rasters (a page
// of 20 cards coming near) must not take the CPU the scrolling frames need on a phone with
// few cores. While frames have time to spare, that is one per frame.
const queue = createPacedQueue(pause);

/**
 * A logo SVG of the catalogue (template thumbnail) as a PNG drawn in the thumbnail worker
 * (the owner starts it on first use). Rejects (a WorkerError) when that is not possible: show the SVG.
 * An aborted request that has not started is dropped (CANCELLED).
 */
export function rasterThumb(url: string, pixels: number, signal?: AbortSignal): Promise<Blob> {
  if (!supported()) return Promise.reject(workerError('INTERNAL', undefined, 'no OffscreenCanvas'));
  return queue.run(() => appWorkers.get('thumbs').call((thumbs) => thumbs.raster(url, pixels), THUMB_CALL_TIMEOUT_MS, 'raster'), signal);
}
