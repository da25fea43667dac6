import type { AppNavigator } from '../../app/navigation/navigator.ts';
import type { TypedStartListening, WithSlice } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from '../../app/store/store.ts';
import type { AppStorage } from '../../services/storage/storage.ts';
import type { AccountApi } from './accountApi.ts';
import type { accountSlice } from './accountSlice.ts';
import type { loginFormSlice } from './loginFormSlice.ts';
import type { wechatLoginSlice } from './wechatSlice.ts';

/** What the account listeners need; tests pass fakes. */
export interface AccountFeatureDeps {
  api: AccountApi;
  storage: AppStorage;
  navigator: Pick<AppNavigator, 'go' | 'back' | 'canGoBack' | 'currentHref'>;
  toast: (text: string) => void;
  /** Server-corrected unix seconds (api.time.nowSeconds). */
  nowSeconds: () => number;
}

/** The app state with this feature's injected slices (present once their modules loaded). */
export type AccountRootState = RootState & Partial<WithSlice<typeof accountSlice> & WithSlice<typeof loginFormSlice> & WithSlice<typeof wechatLoginSlice>>;
export type StartListening = TypedStartListening<AccountRootState, AppDispatch>;

/** How long the offline line stays (spec 5: 2 s). */
export const OFFLINE_NOTICE_MS = 2000;
export const MY_PATH = '/pages/my/my';
export const LOGIN_PATH = '/pages/login/loginTel';
