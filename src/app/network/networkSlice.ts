import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Connectivity as the app last saw it: from the browser's online/offline
 * events, and from API calls that failed at the network level (the browser
 * can claim to be online behind a dead Wi-Fi).
 */
export interface NetworkState {
  online: boolean;
}

const initialState: NetworkState = { online: true };

export const networkSlice = createSlice({
  name: 'network',
  initialState,
  reducers: {
    networkStatusChanged(state, action: PayloadAction<boolean>) {
      state.online = action.payload;
    },
    /** An API call failed without reaching the server. */
    networkErrorReported(state) {
      state.online = false;
    },
  },
  selectors: {
    selectOnline: (state) => state.online,
  },
});

export const { networkStatusChanged, networkErrorReported } = networkSlice.actions;
export const { selectOnline } = networkSlice.selectors;

/** The 重试 button on /pages/err/noNetworkErr; `from` is the page to return to. */
export const networkRetryPressed = createAction<{ from: string | null }>('network/retryPressed');

/** 重试 on the offline banner: check the connection without leaving the page. */
export const networkCheckPressed = createAction('network/checkPressed');
