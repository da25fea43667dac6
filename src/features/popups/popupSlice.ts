import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/store/store.ts';
import type { PopupWindow } from './popupApi.ts';
import type { PopupTrigger } from './popupRules.ts';

/** The offer pop-up on screen, if any. Whether and when to show one is popupListeners' job. */
export interface PopupState {
  open: PopupWindow | null;
}

const initialState: PopupState = { open: null };

export const popupSlice = createSlice({
  name: 'popups',
  initialState,
  reducers: {
    popupOpened(state, action: PayloadAction<PopupWindow>) {
      state.open = action.payload;
    },
    /** The user took the offer: the listener records it and opens the checkout with its package. */
    popupAccepted(state) {
      state.open = null;
    },
    popupClosed(state) {
      state.open = null;
    },
  },
  selectors: { selectOpenPopup: (state) => state.open },
});

/** Consider the offers for this trigger (the listener decides, shows and records). */
export const popupTriggered = createAction<{ trigger: PopupTrigger }>('popups/triggered');
/** The checkout page was opened with `?popup=<id>`: add that offer's package and select it. */
export const popupOfferRequested = createAction<number>('popups/offerRequested');

export const { popupOpened, popupAccepted, popupClosed } = popupSlice.actions;
export const injectedPopupSlice = popupSlice.injectInto(rootReducer);
export const { selectOpenPopup } = injectedPopupSlice.selectors;
