import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/store/store.ts';

export type WechatStatus = 'idle' | 'loading' | 'waiting' | 'retryLimit' | 'failed';

export interface WechatLoginState {
  status: WechatStatus;
  qrurl: string;
  message: string | null;
}

const initialState: WechatLoginState = { status: 'idle', qrurl: '', message: null };

export const wechatLoginSlice = createSlice({
  name: 'wechatLogin',
  initialState,
  reducers: {
    wechatLoginStarted(state) {
      state.status = 'loading';
      state.message = null;
    },
    wechatTagReady(state, action: PayloadAction<string>) {
      state.status = 'waiting';
      state.qrurl = action.payload;
    },
    wechatPollEnded(state, action: PayloadAction<{ status: 'retryLimit' | 'failed' | 'idle'; message?: string }>) {
      state.status = action.payload.status;
      state.message = action.payload.message ?? null;
    },
    wechatLoginStopped(state) {
      state.status = 'idle';
    },
  },
  selectors: { selectWechatLogin: (state) => state },
});

export const { wechatLoginStarted, wechatTagReady, wechatPollEnded, wechatLoginStopped } = wechatLoginSlice.actions;
export const injectedWechatLoginSlice = wechatLoginSlice.injectInto(rootReducer);
export const { selectWechatLogin } = injectedWechatLoginSlice.selectors;
