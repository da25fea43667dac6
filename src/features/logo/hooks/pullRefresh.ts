/**
 * Pull-down refresh as a small state machine (pure, so it is tested in Node): a pull
 * that starts at the top of the page and goes past the threshold refreshes on release.
 */
export const PULL_THRESHOLD = 64;
const RESISTANCE = 0.5;
const MAX_PULL = 120;

export type PullState =
  | { phase: 'idle' }
  | { phase: 'pulling'; startY: number; distance: number }
  | { phase: 'refreshing' };

export type PullEvent =
  | { type: 'start'; y: number; atTop: boolean }
  | { type: 'move'; y: number }
  | { type: 'end' }
  | { type: 'done' };

export function nextPull(state: PullState, event: PullEvent): PullState {
  switch (event.type) {
    case 'start':
      return state.phase === 'idle' && event.atTop ? { phase: 'pulling', startY: event.y, distance: 0 } : state;
    case 'move':
      if (state.phase !== 'pulling') return state;
      return { ...state, distance: Math.min(MAX_PULL, Math.max(0, (event.y - state.startY) * RESISTANCE)) };
    case 'end':
      if (state.phase !== 'pulling') return state;
      return state.distance >= PULL_THRESHOLD ? { phase: 'refreshing' } : { phase: 'idle' };
    case 'done':
      return state.phase === 'refreshing' ? { phase: 'idle' } : state;
  }
}
