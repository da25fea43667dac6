/**
 * Soft-keyboard detection (spec 4, 9): the flag is set when the window height
 * drops by more than 100 px while the width stays the same, and cleared when
 * the height comes back. The baseline is the height without a keyboard; a
 * width change (rotation, desktop resize) starts a new baseline.
 */

export interface ViewportSize {
  width: number;
  height: number;
}

export interface KeyboardFlagState {
  open: boolean;
  /** The keyboard-free size to measure the next drop against. */
  baseline: ViewportSize;
}

export const KEYBOARD_THRESHOLD_PX = 100;

export function nextKeyboardFlag(prev: ViewportSize, next: ViewportSize, baseline: ViewportSize): KeyboardFlagState {
  if (next.width !== prev.width || next.width !== baseline.width) {
    return { open: false, baseline: next };
  }
  if (baseline.height - next.height > KEYBOARD_THRESHOLD_PX) {
    return { open: true, baseline };
  }
  // Browser bars hiding make the page taller: measure later drops from the taller height.
  return { open: false, baseline: next.height > baseline.height ? next : baseline };
}
