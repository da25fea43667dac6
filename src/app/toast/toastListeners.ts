import { isAnyOf } from '@reduxjs/toolkit';
import type { AppStartListening } from '../store/listenerTypes.ts';
import { nextToastChange } from './toastQueue.ts';
import { toastShown, toastsAdvanced } from './toastSlice.ts';

/** One timer for the toast on screen; each change of the queue re-arms it. */
export function registerToastListeners(startListening: AppStartListening, clock: { now(): number } = Date): void {
  startListening({
    matcher: isAnyOf(toastShown, toastsAdvanced),
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      const at = nextToastChange(api.getState().toasts);
      if (at === null) return;
      await api.delay(Math.max(0, at - clock.now()));
      api.dispatch(toastsAdvanced(clock.now()));
    },
  });
}
