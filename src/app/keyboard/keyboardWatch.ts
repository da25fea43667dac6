import type { Dispatch } from '@reduxjs/toolkit';
import { nextKeyboardFlag, type ViewportSize } from './keyboardFlag.ts';
import { keyboardFlagChanged } from './keyboardSlice.ts';

/** Feeds window resizes to the keyboard rule and stores the flag when it flips. */
export type ResizeSource = Pick<Window, 'innerWidth' | 'innerHeight' | 'addEventListener' | 'removeEventListener'>;

export function watchKeyboard(target: ResizeSource, dispatch: Dispatch): () => void {
  const measure = (): ViewportSize => ({ width: target.innerWidth, height: target.innerHeight });
  let previous = measure();
  let baseline = previous;
  let open = false;
  const onResize = () => {
    const next = measure();
    const result = nextKeyboardFlag(previous, next, baseline);
    previous = next;
    baseline = result.baseline;
    if (result.open !== open) {
      open = result.open;
      dispatch(keyboardFlagChanged(open));
    }
  };
  target.addEventListener('resize', onResize);
  return () => target.removeEventListener('resize', onResize);
}
