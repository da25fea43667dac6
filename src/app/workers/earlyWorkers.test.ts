import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_WORKERS_KEY } from '../firstScreen/startRouteEarly.ts';
import { endUnclaimedEarlyWorkers, hasEarlyWorker, takeEarlyWorker } from './earlyWorkers.ts';

function fakeWorker() {
  return { terminate: vi.fn() } as unknown as Worker & { terminate: ReturnType<typeof vi.fn> };
}

function leaveOnWindow(workers: Record<string, Worker>) {
  (globalThis as unknown as Record<string, unknown>)[EARLY_WORKERS_KEY] = workers;
}

describe('workers index.html started before the app (issue 30)', () => {
  afterEach(() => {
    vi.useRealTimers();
    takeEarlyWorker('render');
    takeEarlyWorker('font');
  });

  it('hands each one over once, to the kind it was started for', () => {
    const render = fakeWorker();
    leaveOnWindow({ render });
    expect(hasEarlyWorker('render')).toBe(true);
    expect(takeEarlyWorker('font')).toBeNull();
    expect(takeEarlyWorker('render')).toBe(render);
    expect(takeEarlyWorker('render')).toBeNull();
    expect(hasEarlyWorker('render')).toBe(false);
    expect(render.terminate).not.toHaveBeenCalled();
  });

  it('ends the ones no page took in time, and never one a page took', () => {
    vi.useFakeTimers();
    const render = fakeWorker();
    const font = fakeWorker();
    leaveOnWindow({ render, font });
    endUnclaimedEarlyWorkers(1_000);
    expect(takeEarlyWorker('font')).toBe(font);
    vi.advanceTimersByTime(999);
    expect(render.terminate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(render.terminate).toHaveBeenCalledTimes(1);
    expect(font.terminate).not.toHaveBeenCalled();
    // Ended, so not handed over: the page starts its own.
    expect(takeEarlyWorker('render')).toBeNull();
  });
});
