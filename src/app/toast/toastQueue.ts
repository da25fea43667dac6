/**
 * Toasts (spec 4, 9): queued, shown one after another, each for 1000 ms plus
 * 200 ms per character, then removed. Pure: the shell keeps the state, passes
 * the time, and sets one timer for `nextToastChange`.
 *
 * Two choices of ours: a text already waiting or showing is not queued again
 * (five identical "no network" toasts would hold the screen for 13 s), and at
 * most MAX_QUEUED_TOASTS wait, further ones are dropped.
 */

export interface Toast {
  id: number;
  text: string;
  durationMs: number;
}

export interface ToastQueueState {
  /** The first item is on screen. */
  items: readonly Toast[];
  /** When the first item went on screen; null when the queue is empty. */
  shownAt: number | null;
  nextId: number;
}

export const TOAST_BASE_MS = 1000;
export const TOAST_PER_CHAR_MS = 200;
export const MAX_QUEUED_TOASTS = 20;

export const emptyToastQueue: ToastQueueState = { items: [], shownAt: null, nextId: 1 };

/** Characters are counted as the user sees them (an emoji is one). */
export function toastDuration(text: string): number {
  return TOAST_BASE_MS + TOAST_PER_CHAR_MS * [...text].length;
}

/** Drops every toast whose time is over; each next one starts when the previous ended. */
export function advanceToasts(state: ToastQueueState, now: number): ToastQueueState {
  let { items, shownAt } = state;
  while (items.length > 0 && shownAt !== null) {
    const head = items[0];
    if (!head || now < shownAt + head.durationMs) break;
    shownAt += head.durationMs;
    items = items.slice(1);
  }
  if (items.length === 0) shownAt = null;
  return items === state.items ? state : { ...state, items, shownAt };
}

export function enqueueToast(state: ToastQueueState, text: string, now: number): ToastQueueState {
  const current = advanceToasts(state, now);
  const trimmed = text.trim();
  if (trimmed === '' || current.items.length >= MAX_QUEUED_TOASTS) return current;
  if (current.items.some((item) => item.text === trimmed)) return current;
  const toast: Toast = { id: current.nextId, text: trimmed, durationMs: toastDuration(trimmed) };
  return {
    items: [...current.items, toast],
    shownAt: current.items.length === 0 ? now : current.shownAt,
    nextId: current.nextId + 1,
  };
}

/** The toast on screen at `now`, or null. */
export function currentToast(state: ToastQueueState, now: number): Toast | null {
  return advanceToasts(state, now).items[0] ?? null;
}

/** When the toast on screen ends (set a timer for it), or null when nothing is shown. */
export function nextToastChange(state: ToastQueueState): number | null {
  const head = state.items[0];
  return head && state.shownAt !== null ? state.shownAt + head.durationMs : null;
}
