import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The start-up announcement (spec section 1): title 公告, the notice text and
 * one button 我知道了, no cancel. Whether to show it is decided by the launch
 * lifecycle; this slice only holds what is on screen.
 */
export interface ModalState {
  announcement: { text: string } | null;
}

const initialState: ModalState = { announcement: null };

export const modalSlice = createSlice({
  name: 'modal',
  initialState,
  reducers: {
    announcementOpened(state, action: PayloadAction<string>) {
      state.announcement = { text: action.payload };
    },
    announcementClosed(state) {
      state.announcement = null;
    },
  },
  selectors: {
    selectAnnouncement: (state) => state.announcement,
  },
});

export const { announcementOpened, announcementClosed } = modalSlice.actions;
export const { selectAnnouncement } = modalSlice.selectors;
