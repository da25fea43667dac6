import type { AppDispatch } from '../../app/store/store.ts';
import { nativeBridge } from '../../services/bridge/index.ts';
import { installedAccount } from '../account/installed.ts';
import { registerCheckoutListeners, type MembershipRootState } from './checkoutListeners.ts';
import { createMembershipApi } from './membershipApi.ts';

let done = false;

/**
 * Registers the membership listeners the first time a membership page loads
 * (this chunk is lazy), on the store the account feature was installed with.
 */
export function ensureMembershipInstalled(): void {
  if (done) return;
  done = true;
  const { deps, startListening, apiClient } = installedAccount();
  registerCheckoutListeners(startListening.withTypes<MembershipRootState, AppDispatch>(), {
    api: createMembershipApi(apiClient, () => navigator.userAgent),
    storage: deps.storage,
    navigator: deps.navigator,
    toast: deps.toast,
    openPayPage: (url) => window.location.assign(url),
    iap: nativeBridge().iap,
  });
}
