import { describe, expect, it } from 'vitest';
import { FILL_REFRESH_COST_FACTOR, FILL_REFRESH_MIN_MS, GESTURE_HELD_QUIET_MS, REFRESH_QUIET_MS, RefreshPacer } from './refreshPacer.ts';

describe('RefreshPacer', () => {
  it('spaces refreshes by their script cost, at least FILL_REFRESH_MIN_MS apart', () => {
    const pacer = new RefreshPacer();
    expect(pacer.refreshDue(0)).toBe(true);
    pacer.refreshed(1000, 1010);
    expect(pacer.refreshAt()).toBe(1000 + FILL_REFRESH_MIN_MS);
    pacer.refreshed(2000, 2100);
    expect(pacer.refreshAt()).toBe(2000 + FILL_REFRESH_COST_FACTOR * 100);
    expect(pacer.refreshDue(2399)).toBe(false);
    expect(pacer.refreshDue(2400)).toBe(true);
  });

  it('counts the drawing that delays the next task after a refresh as part of its cost, once', () => {
    const pacer = new RefreshPacer();
    pacer.refreshed(1000, 1040);
    // The fill task was due right after the frame's script; the canvas drew for 250 ms first.
    pacer.taskStarted(1290, 1040);
    expect(pacer.refreshCostMs).toBe(290);
    expect(pacer.refreshAt()).toBe(1000 + FILL_REFRESH_COST_FACTOR * 290);
    // Later lateness (some other work) is not the refresh's.
    pacer.taskStarted(5000, 1300);
    expect(pacer.refreshCostMs).toBe(290);
  });

  it('does not count a timer’s own wait, or a task due before the refresh ended, as drawing', () => {
    const pacer = new RefreshPacer();
    pacer.refreshed(1000, 1040);
    pacer.taskStarted(1300, 1300);
    expect(pacer.refreshCostMs).toBe(40);
    const early = new RefreshPacer();
    early.refreshed(1000, 1040);
    // Set before the frame (due at 900): only the time after the script ended counts.
    early.taskStarted(1100, 900);
    expect(early.refreshCostMs).toBe(100);
  });

  it('waits for quiet after input, longer while a finger is held', () => {
    const pacer = new RefreshPacer();
    pacer.input(1000);
    expect(pacer.refreshAt()).toBe(1000 + REFRESH_QUIET_MS);
    pacer.gestureHeld = true;
    expect(pacer.refreshAt()).toBe(1000 + GESTURE_HELD_QUIET_MS);
  });
});

describe('RefreshPacer with raster helpers, and once no rasters are left', () => {
  it('spaces refreshes further apart the more threads a refresh holds up', () => {
    const pacer = new RefreshPacer();
    pacer.refreshed(1000, 1500);
    expect(pacer.refreshAt(1)).toBe(1000 + FILL_REFRESH_COST_FACTOR * 500);
    expect(pacer.refreshAt(4)).toBe(1000 + FILL_REFRESH_COST_FACTOR * 500 * 4);
  });

  it('shows the last rasters without waiting for the spacing, only for the quiet after input', () => {
    const pacer = new RefreshPacer();
    pacer.refreshed(1000, 1500);
    expect(pacer.refreshAt(0)).toBe(-Infinity);
    expect(pacer.refreshDue(1501, 0)).toBe(true);
    pacer.input(1600);
    expect(pacer.refreshAt(0)).toBe(1600 + REFRESH_QUIET_MS);
  });
});
