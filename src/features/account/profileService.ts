import { timedFetch } from '../../services/api/transport.ts';
import type { Dispatch } from '@reduxjs/toolkit';
import { randomHex } from '../../../workers/core/random/random.ts';
import { isApiError } from '../../services/api/errors.ts';
import type { UserInfo } from '../../services/account/userInfo.ts';
import { worksListNames } from '../../services/storage/worksFolder.ts';
import { strings } from '../../shared/strings.ts';
import { userLoggedOut, userUpdated } from './accountSlice.ts';
import type { AccountFeatureDeps } from './deps.ts';
import { photoProblem, uploadPhoto, type PhotoUploadDeps } from './photoUpload.ts';

const text = strings.account;

/**
 * Profile edits, feedback and cancellation: each call talks to the server,
 * writes storage, updates the store and says the outcome in a toast.
 * Resolves true on success. Components call these; they hold no logic.
 */
export function createProfileService(deps: AccountFeatureDeps, dispatch: Dispatch, upload: PhotoUploadDeps) {
  const fail = (error: unknown) => {
    deps.toast(isApiError(error) ? error.msg : error instanceof Error ? error.message : text.login.errors.failed);
    return false;
  };
  const keep = (user: UserInfo, fresh: UserInfo) => {
    const record = { ...fresh, usertoken: fresh.usertoken || user.usertoken };
    const saved = deps.storage.set('user', record);
    if (!saved.ok) deps.toast(saved.error.message);
    dispatch(userUpdated(record));
  };

  return {
    async saveBasicInfo(user: UserInfo, info: { nickname: string; sex: number; birthday: string }): Promise<boolean> {
      const nickname = info.nickname.trim();
      if ([...nickname].length < 1 || [...nickname].length > 20) {
        deps.toast(text.profile.nicknameInvalid);
        return false;
      }
      try {
        keep(user, await deps.api.changeBasicInfo(user, { ...info, nickname }));
        deps.toast(text.saved);
        return true;
      } catch (error) {
        return fail(error);
      }
    },

    async changePhoto(user: UserInfo, file: File): Promise<boolean> {
      const problem = photoProblem(file);
      if (problem) {
        deps.toast(problem === 'tooLarge' ? text.profile.photoTooLarge : text.profile.photoWrongType);
        return false;
      }
      try {
        keep(user, await uploadPhoto(upload, user, new Uint8Array(await file.arrayBuffer()), file.type));
        deps.toast(text.saved);
        return true;
      } catch (error) {
        return fail(error);
      }
    },

    async sendFeedback(user: UserInfo, content: string, contact: string): Promise<boolean> {
      if ([...content.trim()].length < 5) {
        deps.toast(text.feedback.tooShort);
        return false;
      }
      try {
        await deps.api.feedback(user, content.trim(), contact.trim());
        deps.toast(text.feedback.thanks);
        return true;
      } catch (error) {
        return fail(error);
      }
    },

    /** The server deletes the account; here the user and their local works folder go too. */
    async cancelAccount(user: UserInfo): Promise<boolean> {
      try {
        await deps.api.cancelAccount(user);
      } catch (error) {
        return fail(error);
      }
      for (const list of worksListNames) deps.storage.removeWorks(list, user.uid);
      deps.storage.remove('user');
      dispatch(userLoggedOut());
      deps.toast(text.cancelAccount.done);
      return true;
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;

export function browserUploadDeps(deps: AccountFeatureDeps): PhotoUploadDeps {
  return {
    // Spec 7: an upload has 60 s (the API client's transport).
    fetch: timedFetch((input, init) => globalThis.fetch(input, init), 'upload'),
    deviceId: () => deps.storage.get('uuid') ?? '',
    nowSeconds: deps.nowSeconds,
    nonce: () => randomHex(16),
  };
}
