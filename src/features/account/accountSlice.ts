import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserInfo } from '../../services/account/userInfo.ts';
import type { OrderSummary } from '../../services/account/vip.ts';
import { rootReducer } from '../../app/store/store.ts';

/**
 * Who is using the app: the logged-in user (storage `user`) and the guest
 * (storage `virUserinfo`), mirrored from storage, plus the user's paid
 * orders (for Plus VIP). Storage stays the source of truth across reloads;
 * listeners write storage first, then dispatch.
 */
export interface AccountState {
  user: UserInfo | null;
  guest: UserInfo | null;
  orders: OrderSummary[];
  /** The bonus banner was closed on this local date (YYYY-MM-DD). */
  bannerClosedOn: string | null;
}

const initialState: AccountState = { user: null, guest: null, orders: [], bannerClosedOn: null };

export const accountSlice = createSlice({
  name: 'account',
  initialState,
  reducers: {
    accountsLoaded(state, action: PayloadAction<{ user: UserInfo | null; guest: UserInfo | null }>) {
      if (state.user?.uid !== action.payload.user?.uid) state.orders = [];
      state.user = action.payload.user;
      state.guest = action.payload.guest;
    },
    userLoggedIn(state, action: PayloadAction<UserInfo>) {
      state.user = action.payload;
      state.orders = [];
    },
    userUpdated(state, action: PayloadAction<UserInfo>) {
      if (state.user && state.user.uid === action.payload.uid) state.user = action.payload;
      else if (state.guest && state.guest.uid === action.payload.uid) state.guest = action.payload;
    },
    userLoggedOut(state) {
      state.user = null;
      state.orders = [];
    },
    ordersLoaded(state, action: PayloadAction<OrderSummary[]>) {
      state.orders = action.payload;
    },
    bonusBannerClosed(state, action: PayloadAction<string>) {
      state.bannerClosedOn = action.payload;
    },
  },
  selectors: {
    selectUser: (state) => state.user,
    selectGuest: (state) => state.guest,
    /** The account calls act for: the user, else the guest. */
    selectActingAccount: (state) => state.user ?? state.guest,
    selectOrders: (state) => state.orders,
    selectBannerClosedOn: (state) => state.bannerClosedOn,
  },
});

export const { accountsLoaded, userLoggedIn, userUpdated, userLoggedOut, ordersLoaded, bonusBannerClosed } = accountSlice.actions;

/** Injected into the app store when this module loads (the shell's store lists only its own slices). */
export const injectedAccountSlice = accountSlice.injectInto(rootReducer);
export const { selectUser, selectGuest, selectActingAccount, selectOrders, selectBannerClosedOn } = injectedAccountSlice.selectors;
