// Document patches to the render worker outside comlink: one postMessage each, no reply, no
// timer. A drag sends one per step; comlink's request/answer pair (an id, a timeout timer, the
// answer's message and promise on the main thread) cost more than the patches themselves.
// Same port as comlink's calls, so the order with load/setView/flush is kept. A patch the
// worker cannot apply comes back as a refusal; the page then loads the whole document again.
import type { Patch } from '../core/model/index.ts';
import type { WorkerError } from '../core/errors.ts';

const LANE = '__patchLane';

export interface PatchLaneMessage {
  [LANE]: 'patches';
  patches: readonly Patch[];
}

export interface PatchLaneRefusal {
  [LANE]: 'refused';
  error: WorkerError;
}

export const patchLaneMessage = (patches: readonly Patch[]): PatchLaneMessage => ({ [LANE]: 'patches', patches });
export const patchLaneRefusal = (error: WorkerError): PatchLaneRefusal => ({ [LANE]: 'refused', error });

const laneOf = (data: unknown): unknown => (typeof data === 'object' && data !== null && LANE in data ? (data as Record<string, unknown>)[LANE] : undefined);
export const isPatchLaneMessage = (data: unknown): data is PatchLaneMessage => laneOf(data) === 'patches';
export const isPatchLaneRefusal = (data: unknown): data is PatchLaneRefusal => laneOf(data) === 'refused';
