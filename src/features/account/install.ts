import type { AppNavigator } from '../../app/navigation/navigator.ts';
import type { AppStartListening } from '../../app/store/listenerTypes.ts';
import type { AppDispatch } from '../../app/store/store.ts';
import type { UserInfo } from '../../services/account/userInfo.ts';
import type { ApiClient } from '../../services/api/client.ts';
import type { AppStorage } from '../../services/storage/storage.ts';
import { createAccountApi } from './accountApi.ts';
import { accountsLoaded, bonusBannerClosed } from './accountSlice.ts';
import { storedBannerClosedOn } from './bonusBanner.ts';
import type { AccountFeatureDeps, AccountRootState } from './deps.ts';
import { setInstalledAccount } from './installed.ts';
import { registerLoginListeners } from './loginListeners.ts';
import { browserUploadDeps, createProfileService } from './profileService.ts';
import { registerSessionListeners, tokenCheckRequested } from './sessionListeners.ts';
import { registerWechatListeners } from './wechatListeners.ts';

export interface AccountInstall {
  /** Give it the account slots after launch and after each show (storage is the source of truth). */
  accountsChanged(slots: { user: UserInfo | null; guest: UserInfo | null }): void;
  deps: AccountFeatureDeps;
}

/**
 * Called once by the shell (bootstrap.ts): injects the account slices,
 * registers their listeners, loads the stored accounts, and checks the
 * user's token once the launch has settled.
 */
export function installAccountFeature(options: {
  dispatch: AppDispatch;
  startListening: AppStartListening;
  api: ApiClient;
  storage: AppStorage;
  navigator: AppNavigator;
  toast: (text: string) => void;
}): AccountInstall {
  const deps: AccountFeatureDeps = {
    api: createAccountApi(options.api),
    storage: options.storage,
    navigator: options.navigator,
    toast: options.toast,
    nowSeconds: () => options.api.time.nowSeconds(),
  };
  const startListening = options.startListening.withTypes<AccountRootState, AppDispatch>();
  registerLoginListeners(startListening, deps);
  registerSessionListeners(startListening, deps);
  registerWechatListeners(startListening, deps);
  setInstalledAccount({
    deps,
    profile: createProfileService(deps, options.dispatch, browserUploadDeps(deps)),
    startListening,
    apiClient: options.api,
  });
  options.dispatch(accountsLoaded({ user: options.storage.get('user'), guest: options.storage.get('virUserinfo') }));
  const closedOn = storedBannerClosedOn(options.storage);
  if (closedOn) options.dispatch(bonusBannerClosed(closedOn));
  let checked = false;
  return {
    deps,
    accountsChanged(slots) {
      options.dispatch(accountsLoaded(slots));
      if (!checked && slots.user) {
        checked = true;
        options.dispatch(tokenCheckRequested());
      }
    },
  };
}
