// When a whole-canvas redraw (a refresh) may come while a large work fills in. A full
// composite of 1000 layers costs hundreds of ms on a low-end phone, and redrawing it for every
// few new rasters is what kept such a work from ever finishing. Between refreshes, timer tasks
// only make rasters and gesture frames draw over the bands as they are (engine.ts).

/** Refreshes at most this often... */
export const FILL_REFRESH_MIN_MS = 250;
/**
 * ...and at most every this many times their own cost, so they take at most a quarter of the
 * time (at half, a 1000-layer work spent a third of its fill-in redrawing).
 */
export const FILL_REFRESH_COST_FACTOR = 4;
/**
 * A refresh waits until no patch or view came for this long: a pause in a drag on a slow phone
 * (a busy main thread sends no moves for a while) must not start a redraw of 1000 layers that
 * the next move then waits behind. Counted from the messages, not from the frames: a refresh
 * of a large work outlasts this, so counting from the last gesture frame let refresh follow
 * refresh (bench, 1000 layers filling in at low-end: 3 of a drag's 5 frames were refreshes of ~1 s).
 */
export const REFRESH_QUIET_MS = 500;
/** While the stage says a finger is down, the quiet time is this long (a finger left down by a lost pointerup must not stop refreshes for good). */
export const GESTURE_HELD_QUIET_MS = 5_000;

export class RefreshPacer {
  /** A finger is down on the canvas (RenderApi.setGesture). */
  gestureHeld = false;
  private lastRefreshAt = -Infinity;
  private lastRefreshMs = 0;
  private lastInputAt = -Infinity;
  /** End of the last refresh's script, until the next task has measured what followed it. */
  private recordedUntil: number | null = null;

  /** Patches, a view or a finger arrived. */
  input(now: number): void {
    this.lastInputAt = now;
  }

  /** A refresh's script ran from `start` to `end`. */
  refreshed(start: number, end: number): void {
    this.lastRefreshAt = start;
    this.lastRefreshMs = end - start;
    this.recordedUntil = end;
  }

  /**
   * A task meant to start at `due` started at `now`. A canvas 2D frame's script only records
   * its drawing; the canvas draws it when the frame is presented, in the same thread before its
   * next task. In software Chromium that was most of a refresh (300 layers at the low-end
   * quota: 40 ms of script, ~250 ms of drawing after it), so pacing by the script alone let
   * refreshes take ~80% of the fill-in. The next task's lateness after a refresh is that
   * drawing (or other work that also kept the thread busy), counted into the refresh's cost.
   */
  taskStarted(now: number, due: number): void {
    if (this.recordedUntil === null) return;
    this.lastRefreshMs += Math.max(0, now - Math.max(due, this.recordedUntil));
    this.recordedUntil = null;
  }

  /** The last refresh's cost as measured so far (script, then what followed it). */
  get refreshCostMs(): number {
    return this.lastRefreshMs;
  }

  /**
   * When the next refresh may come. `makers`: threads making rasters for the work filling in
   * (the render worker and its busy helpers). A refresh stops the render worker from feeding
   * its helpers, so it costs them all its time: the spacing grows with their number (at 1000
   * layers on the low-end quota a refresh in the middle of the fill-in held three helpers idle
   * for ~1.2 s). With none left (0) only the quiet after input applies: the last rasters waited
   * up to 2 s for a 1000-layer work's spacing.
   */
  refreshAt(makers = 1): number {
    const interval = Math.max(FILL_REFRESH_MIN_MS, FILL_REFRESH_COST_FACTOR * this.lastRefreshMs * makers);
    const quiet = this.gestureHeld ? GESTURE_HELD_QUIET_MS : REFRESH_QUIET_MS;
    return Math.max(makers > 0 ? this.lastRefreshAt + interval : -Infinity, this.lastInputAt + quiet);
  }

  refreshDue(now: number, makers = 1): boolean {
    return now >= this.refreshAt(makers);
  }
}
