import type { Dispatch } from '@reduxjs/toolkit';
import { internalHref } from '../../app/navigation/navigator.ts';
import { isGuestAccount, type UserInfo } from '../../services/account/userInfo.ts';
import { strings } from '../../shared/strings.ts';
import { userLoggedIn } from './accountSlice.ts';
import { MY_PATH, type AccountFeatureDeps } from './deps.ts';
import { moveGuestWorks } from './worksMove.ts';

/** `?redirect=` of the login page, if it names an in-app path. */
export function loginRedirect(href: string): string | null {
  const start = href.indexOf('?');
  if (start < 0) return null;
  return internalHref(new URLSearchParams(href.slice(start)).get('redirect'));
}

/**
 * After any successful login (SMS or WeChat): store the user, move the
 * guest's local works into the user's folder, tell the store, and leave the
 * login page for `?redirect=`, else back, else My.
 */
export function completeLogin(deps: AccountFeatureDeps, dispatch: Dispatch, user: UserInfo): void {
  // A guest record is never adopted as the logged-in user (spec 3).
  if (isGuestAccount(user)) {
    deps.toast(strings.account.login.errors.failed);
    return;
  }
  const saved = deps.storage.set('user', user);
  if (!saved.ok) deps.toast(saved.error.message);
  const moved = moveGuestWorks(deps.storage, user.uid);
  if (!moved.ok) deps.toast(moved.error.message);
  dispatch(userLoggedIn(user));
  deps.toast(strings.account.loginSuccess);
  const redirect = loginRedirect(deps.navigator.currentHref());
  if (redirect) deps.navigator.go(redirect, { replace: true });
  else if (deps.navigator.canGoBack()) deps.navigator.back();
  else deps.navigator.go(MY_PATH, { replace: true });
}
