import { createAction } from '@reduxjs/toolkit';
import { isApiError } from '../../services/api/errors.ts';
import { strings } from '../../shared/strings.ts';
import { ordersLoaded, selectUser, userLoggedOut, userUpdated } from './accountSlice.ts';
import type { AccountFeatureDeps, StartListening } from './deps.ts';

export const logoutRequested = createAction('account/logoutRequested');
/** Spec 4: a failed login check logs out. Run at launch and when My opens. */
export const tokenCheckRequested = createAction('account/tokenCheckRequested');
/** Re-read the user from the server (after a purchase or a profile change elsewhere). */
export const accountRefreshRequested = createAction('account/refreshRequested');
export const ordersRequested = createAction('account/ordersRequested');

/** Session side effects: logout, the token check, refresh, the order list. */
export function registerSessionListeners(startListening: StartListening, deps: AccountFeatureDeps): void {
  const forget = (dispatch: (action: { type: string }) => unknown) => {
    const removed = deps.storage.remove('user');
    if (!removed.ok) deps.toast(removed.error.message);
    dispatch(userLoggedOut());
  };

  startListening({
    actionCreator: logoutRequested,
    effect: async (_action, api) => {
      const user = selectUser(api.getState());
      if (!user) return;
      // Local logout first: it must work offline. Ending the token on the server is best effort.
      forget(api.dispatch);
      deps.toast(strings.account.loggedOut);
      await deps.api.signOut(user).catch(() => undefined);
    },
  });

  startListening({
    actionCreator: tokenCheckRequested,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      const user = selectUser(api.getState());
      if (!user) return;
      try {
        const fresh = await deps.api.checkToken(user);
        if (selectUser(api.getState())?.uid !== user.uid) return;
        const saved = deps.storage.set('user', { ...fresh, usertoken: fresh.usertoken || user.usertoken });
        if (saved.ok) api.dispatch(userUpdated({ ...fresh, usertoken: fresh.usertoken || user.usertoken }));
      } catch (error) {
        // Only the server's refusal (4xx) logs out; no network or a server fault is not a failed check.
        const refused = isApiError(error) && error.kind === 'server' && (error.status ?? 500) < 500;
        if (refused && selectUser(api.getState())?.uid === user.uid) {
          forget(api.dispatch);
          deps.toast(strings.account.sessionExpired);
        }
      }
    },
  });

  startListening({
    actionCreator: accountRefreshRequested,
    effect: async (_action, api) => {
      const user = selectUser(api.getState());
      if (!user) return;
      try {
        const fresh = await deps.api.memProfile(user);
        if (selectUser(api.getState())?.uid !== user.uid) return;
        const record = { ...fresh, usertoken: fresh.usertoken || user.usertoken };
        if (deps.storage.set('user', record).ok) api.dispatch(userUpdated(record));
      } catch {
        // The next show refreshes again.
      }
    },
  });

  startListening({
    actionCreator: ordersRequested,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      const user = selectUser(api.getState());
      if (!user) return;
      try {
        const orders = await deps.api.orders(user);
        if (selectUser(api.getState())?.uid === user.uid) api.dispatch(ordersLoaded(orders));
      } catch {
        // Plus status just stays unknown until the next try.
      }
    },
  });
}
