import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/store/store.ts';
import type { PayMethod, VipPackage } from './membershipApi.ts';

export type PackagesStatus = 'idle' | 'loading' | 'ready' | 'failed';
export type PayStatus = 'idle' | 'creating' | 'redirecting' | 'checking' | 'paid' | 'notPaid' | 'failed';

export interface CheckoutState {
  packagesStatus: PackagesStatus;
  packages: VipPackage[];
  /** An offer package from a pop-up (features/popups), listed first and kept when the list reloads. */
  offer: VipPackage | null;
  selectedId: number | null;
  method: PayMethod;
  payStatus: PayStatus;
  orderno: string | null;
  message: string | null;
}

const initialState: CheckoutState = {
  packagesStatus: 'idle',
  packages: [],
  offer: null,
  selectedId: null,
  method: 'weixinpay',
  payStatus: 'idle',
  orderno: null,
  message: null,
};

/** The monthly/yearly/lifetime/lifetime Plus choice; the yearly pack is preselected (the spec tags it as recommended in ours). */
const DEFAULT_TYPE = 'year';

export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState,
  reducers: {
    packagesRequested(state) {
      state.packagesStatus = 'loading';
    },
    packagesLoaded(state, action: PayloadAction<VipPackage[]>) {
      state.packagesStatus = 'ready';
      const offer = state.offer;
      state.packages = offer ? [offer, ...action.payload.filter((pack) => pack.id !== offer.id)] : action.payload;
      if (!state.packages.some((pack) => pack.id === state.selectedId)) {
        state.selectedId = (action.payload.find((pack) => pack.type === DEFAULT_TYPE) ?? action.payload[0])?.id ?? null;
      }
    },
    packagesFailed(state) {
      state.packagesStatus = 'failed';
    },
    /** A pop-up's offer: listed first and preselected. */
    offerAdded(state, action: PayloadAction<VipPackage>) {
      const offer = action.payload;
      state.offer = offer;
      state.packages = [offer, ...state.packages.filter((pack) => pack.id !== offer.id)];
      state.selectedId = offer.id;
    },
    packageSelected(state, action: PayloadAction<number>) {
      state.selectedId = action.payload;
    },
    /** Spec 4: weixinpay by default, alipay on the Harmony shell. */
    methodChosen(state, action: PayloadAction<PayMethod>) {
      state.method = action.payload;
    },
    buyPressed(state) {
      if (state.payStatus === 'creating' || state.payStatus === 'checking' || state.selectedId === null) return;
      state.payStatus = 'creating';
      state.message = null;
    },
    orderCreated(state, action: PayloadAction<string>) {
      state.payStatus = 'redirecting';
      state.orderno = action.payload;
    },
    /** Back from the pay page with `?orderno=`. */
    payReturned(state, action: PayloadAction<string>) {
      state.payStatus = 'checking';
      state.orderno = action.payload;
      state.message = null;
    },
    payEnded(state, action: PayloadAction<{ status: 'paid' | 'notPaid' | 'failed' | 'idle'; message?: string }>) {
      state.payStatus = action.payload.status;
      state.message = action.payload.message ?? null;
    },
  },
  selectors: { selectCheckout: (state) => state },
});

export const { packagesRequested, packagesLoaded, packagesFailed, offerAdded, packageSelected, methodChosen, buyPressed, orderCreated, payReturned, payEnded } =
  checkoutSlice.actions;
export const injectedCheckoutSlice = checkoutSlice.injectInto(rootReducer);
export const { selectCheckout } = injectedCheckoutSlice.selectors;
