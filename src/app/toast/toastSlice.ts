import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { advanceToasts, emptyToastQueue, enqueueToast, type Toast, type ToastQueueState } from './toastQueue.ts';

/**
 * Holds the pure toast queue (toastQueue.ts). Time enters only through the
 * actions' `now`, so the reducers stay pure; toastListeners sets the timer.
 */
export const toastSlice = createSlice({
  name: 'toasts',
  initialState: emptyToastQueue,
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<{ text: string; now: number }>): ToastQueueState {
        return enqueueToast(state, action.payload.text, action.payload.now);
      },
      prepare(text: string, now: number = Date.now()) {
        return { payload: { text, now } };
      },
    },
    toastsAdvanced(state, action: PayloadAction<number>): ToastQueueState {
      return advanceToasts(state, action.payload);
    },
  },
  selectors: {
    /** The toast on screen; the timer removes it when its time is over. */
    selectVisibleToast: (state): Toast | null => state.items[0] ?? null,
  },
});

export const { toastShown, toastsAdvanced } = toastSlice.actions;
export const { selectVisibleToast } = toastSlice.selectors;
