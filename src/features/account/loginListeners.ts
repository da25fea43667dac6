import { createAction } from '@reduxjs/toolkit';
import { isApiError, isOfflineError } from '../../services/api/errors.ts';
import { strings } from '../../shared/strings.ts';
import { selectGuest } from './accountSlice.ts';
import { completeLogin } from './completeLogin.ts';
import { OFFLINE_NOTICE_MS, type AccountFeatureDeps, type StartListening } from './deps.ts';
import {
  loginFormOpened,
  phonePrefilled,
  countdownTicked,
  imageLoaded,
  loginFailed,
  loginSucceeded,
  noticeCleared,
  requestOffline,
  selectLoginForm,
  sendAbandoned,
  sendPressed,
  smsSendFailed,
  smsSent,
  submitPressed,
} from './loginFormSlice.ts';

export const imageRefreshRequested = createAction('loginForm/imageRefreshRequested');
const offlineShown = createAction('loginForm/offlineShown');

/**
 * The side effects of the phone-login form: the SMS send (and the image code
 * when the server asks for one), the 60 s countdown, the 2 s offline line,
 * and the login itself.
 */
export function registerLoginListeners(startListening: StartListening, deps: AccountFeatureDeps): void {
  const showOffline = (dispatch: (action: { type: string }) => unknown) => {
    dispatch(requestOffline(strings.account.login.offline));
    dispatch(offlineShown());
  };

  startListening({
    actionCreator: offlineShown,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      await api.delay(OFFLINE_NOTICE_MS);
      api.dispatch(noticeCleared());
    },
  });

  const loadImage = async (phone: string, dispatch: (action: { type: string }) => unknown) => {
    try {
      dispatch(imageLoaded(await deps.api.imageCode(phone)));
    } catch (error) {
      if (isOfflineError(error)) showOffline(dispatch);
      else if (isApiError(error)) deps.toast(error.msg);
    }
  };

  startListening({
    actionCreator: sendPressed,
    effect: async (_action, api) => {
      const form = selectLoginForm(api.getState());
      if (form.status !== 'smsSending' || selectLoginForm(api.getOriginalState()).status === 'smsSending') return;
      try {
        await deps.api.sendSms(form.phone, form.imageUrl ? form.imageCode : '');
        api.dispatch(smsSent());
        deps.toast(strings.account.login.smsSent);
      } catch (error) {
        if (isOfflineError(error) || !isApiError(error)) {
          showOffline(api.dispatch);
          return;
        }
        // A garbled or cancelled reply says nothing about the image code: just say it failed.
        if (error.kind !== 'server') {
          deps.toast(error.msg);
          api.dispatch(sendAbandoned());
          return;
        }
        api.dispatch(smsSendFailed({ code: error.code, msg: error.msg, hadImageCode: form.imageUrl !== null }));
        const status = selectLoginForm(api.getState()).status;
        if (status === 'imageCodeNeeded' || status === 'wrongImageCode') await loadImage(form.phone, api.dispatch);
      }
    },
  });

  startListening({
    actionCreator: imageRefreshRequested,
    effect: async (_action, api) => {
      const { phone } = selectLoginForm(api.getState());
      if (phone !== '') await loadImage(phone, api.dispatch);
    },
  });

  startListening({
    actionCreator: smsSent,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      while (selectLoginForm(api.getState()).countdown > 0) {
        await api.delay(1000);
        api.dispatch(countdownTicked());
      }
    },
  });

  startListening({
    actionCreator: loginFormOpened,
    effect: (_action, api) => {
      const phone = deps.storage.get('phoneNumber');
      if (phone !== '') api.dispatch(phonePrefilled(phone));
    },
  });

  startListening({
    actionCreator: submitPressed,
    effect: async (_action, api) => {
      const form = selectLoginForm(api.getState());
      if (!form.submitting || selectLoginForm(api.getOriginalState()).submitting) return;
      try {
        const user = await deps.api.loginQuick(form.phone, form.smsCode, form.imageCode, selectGuest(api.getState()));
        // Spec 3 `phoneNumber`: the number that last logged in, offered again on the next login.
        deps.storage.set('phoneNumber', form.phone);
        api.dispatch(loginSucceeded());
        completeLogin(deps, api.dispatch, user);
      } catch (error) {
        if (isOfflineError(error) || !isApiError(error)) showOffline(api.dispatch);
        else api.dispatch(loginFailed({ code: error.kind === 'server' ? error.code : 0, msg: error.msg }));
      }
    },
  });
}
