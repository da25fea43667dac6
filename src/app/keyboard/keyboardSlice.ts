import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Spec section 4: a keyboard flag is set when the window height drops by more
 * than 100 px at the same width. The rule lives in keyboardFlag.ts; this slice
 * holds its current answer for pages that lift inputs above the keyboard.
 */
export interface KeyboardState {
  open: boolean;
}

const initialState: KeyboardState = { open: false };

export const keyboardSlice = createSlice({
  name: 'keyboard',
  initialState,
  reducers: {
    keyboardFlagChanged(state, action: PayloadAction<boolean>) {
      state.open = action.payload;
    },
  },
  selectors: {
    selectKeyboardOpen: (state) => state.open,
  },
});

export const { keyboardFlagChanged } = keyboardSlice.actions;
export const { selectKeyboardOpen } = keyboardSlice.selectors;
