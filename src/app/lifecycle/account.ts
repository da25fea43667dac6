import { z } from 'zod/mini';
import { lazily } from '../../shared/lazily.ts';
import { isGuestAccount, requestAccount, userInfoSchema, type UserInfo } from '../../services/account/userInfo.ts';
import type { StorageResult } from '../../services/storage/storage.ts';
import { logOf, type LifecycleDeps } from './deps.ts';

/**
 * Guest registration (launch step 3) and the account refresh on show.
 * Both are best-effort: a failure is logged and the app carries on with what
 * it has stored.
 */

/** Built on first use (shared/lazily.ts): the startup chunk imports this module. */
const userReplySchema = lazily(() => z.looseObject({ userinfo: userInfoSchema() }));

export interface AccountSlots {
  user: UserInfo | null;
  guest: UserInfo | null;
}

type AccountDeps = Pick<LifecycleDeps, 'api' | 'storage' | 'isHarmony' | 'deviceId' | 'log'>;

export function readAccountSlots(storage: LifecycleDeps['storage']): AccountSlots {
  return { user: storage.get('user'), guest: storage.get('virUserinfo') };
}

/**
 * Spec 4 "Guest registration": code 10000 with accounttype other than 5
 * promotes the returned account to logged-in user and clears the guest;
 * accounttype 5 is stored as the guest.
 */
export function applyGuestRegistration(storage: LifecycleDeps['storage'], info: UserInfo): StorageResult {
  if (isGuestAccount(info)) return storage.set('virUserinfo', info);
  const saved = storage.set('user', info);
  return saved.ok ? storage.remove('virUserinfo') : saved;
}

/**
 * Launch step 3. Skipped when a user is already logged in: the device's
 * virtual account may since have been bound to a different account, and
 * promoting it would silently switch the signed-in user.
 */
export async function registerGuest(deps: AccountDeps): Promise<StorageResult | null> {
  if (deps.storage.get('user')) return null;
  try {
    const reply = await deps.api.post(
      'virtualactregister',
      {
        devicetype: deps.isHarmony ? 'harmony' : 'web',
        // Spec spelling. The web has no Android id, so the device id stands in.
        andriodid: deps.storage.get('android_id') || deps.deviceId,
        showvip: 1,
      },
      { schema: userReplySchema() },
    );
    return applyGuestRegistration(deps.storage, reply.userinfo);
  } catch (error) {
    logOf(deps)('guest registration failed', error);
    return null;
  }
}

/**
 * Show: refresh the user (or, without one, the guest) from /memprofile and
 * put the answer back in the same slot — only if the slot still holds the
 * same account, so a logout during the request is not undone.
 */
export async function refreshAccount(deps: AccountDeps): Promise<StorageResult | null> {
  const slot = deps.storage.get('user') ? 'user' : deps.storage.get('virUserinfo') ? 'virUserinfo' : null;
  if (slot === null) return null;
  const current = deps.storage.get(slot);
  if (!current) return null;
  try {
    const reply = await deps.api.post(
      'memprofile',
      { account: requestAccount(current), usertoken: current.usertoken },
      { schema: userReplySchema() },
    );
    const fresh = reply.userinfo;
    const now = deps.storage.get(slot);
    if (!now || now.uid !== current.uid || fresh.uid !== current.uid) return null;
    if (slot === 'user' && isGuestAccount(fresh)) return null;
    return deps.storage.set(slot, fresh);
  } catch (error) {
    logOf(deps)('account refresh failed', error);
    return null;
  }
}
