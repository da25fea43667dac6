import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/store/store.ts';
import { cutImageCodeInput, cutPhoneInput, cutSmsCodeInput, firstSendProblem, firstSubmitProblem } from './validation.ts';

/**
 * The phone-login form (spec 4 "SMS login flow states"). Pure: listeners
 * (loginListeners.ts) make the calls and feed their outcome back here.
 */
export type SmsStatus =
  | 'noError'
  | 'wrongPhone'
  | 'smsSending'
  | 'smsWaiting'
  | 'imageCodeNeeded'
  | 'emptyPhone'
  | 'emptySms'
  | 'emptyImageCode'
  | 'wrongSmsCode'
  | 'wrongImageCode'
  | 'wrongRequestFrequency'
  | 'needSmsCode';

export const SMS_RESEND_SECONDS = 60;

export interface LoginFormState {
  phone: string;
  smsCode: string;
  imageCode: string;
  /** The image code picture (data URL) when the server asked for one. */
  imageUrl: string | null;
  status: SmsStatus;
  /** Seconds until another SMS may be requested; 0 = now. */
  countdown: number;
  submitting: boolean;
  /** The server's own words for the last refusal, shown instead of the status's default text. */
  serverMessage: string | null;
  /** A short-lived line (the offline message, 2 s). */
  notice: string | null;
}

export const initialLoginForm: LoginFormState = {
  phone: '',
  smsCode: '',
  imageCode: '',
  imageUrl: null,
  status: 'noError',
  countdown: 0,
  submitting: false,
  serverMessage: null,
  notice: null,
};

/** Spec 8: 10061/23019 → frequency; otherwise with an image code → wrong image code; without → fetch one. */
export function statusForSendFailure(code: number, hadImageCode: boolean): SmsStatus | null {
  if (code === 10061 || code === 23019) return 'wrongRequestFrequency';
  // Our server's own faults (delivery failed, overload) are not about the image code: show the message.
  if (code >= 50000 || code === 42900) return null;
  return hadImageCode ? 'wrongImageCode' : 'imageCodeNeeded';
}

/** Spec 8: 19313/19004 → wrong sms code; 19310 → sms code needed; anything else is shown as is. */
export function statusForLoginFailure(code: number): SmsStatus | null {
  if (code === 19313 || code === 19004) return 'wrongSmsCode';
  if (code === 19310) return 'needSmsCode';
  return null;
}

export const loginFormSlice = createSlice({
  name: 'loginForm',
  initialState: initialLoginForm,
  reducers: {
    /** The login page opened: its listener prefills the last number that logged in (storage `phoneNumber`). */
    loginFormOpened() {},
    /** Fills the number only into an empty field, so it never overwrites what the user typed. */
    phonePrefilled(state, action: PayloadAction<string>) {
      if (state.phone === '') state.phone = cutPhoneInput(action.payload);
    },
    phoneEdited(state, action: PayloadAction<string>) {
      const phone = cutPhoneInput(action.payload);
      if (phone === state.phone) return;
      // Spec 4: changing the number clears errors and the image code picture.
      state.phone = phone;
      state.status = state.countdown > 0 ? 'smsWaiting' : 'noError';
      state.serverMessage = null;
      state.imageUrl = null;
      state.imageCode = '';
    },
    smsCodeEdited(state, action: PayloadAction<string>) {
      state.smsCode = cutSmsCodeInput(action.payload);
    },
    imageCodeEdited(state, action: PayloadAction<string>) {
      state.imageCode = cutImageCodeInput(action.payload);
    },
    sendPressed(state) {
      if (state.status === 'smsSending' || state.countdown > 0 || state.submitting) return;
      const problem = firstSendProblem({ phone: state.phone, imageCode: state.imageCode, imageShown: state.imageUrl !== null });
      state.serverMessage = null;
      state.status = problem ?? 'smsSending';
    },
    smsSent(state) {
      state.status = 'smsWaiting';
      state.countdown = SMS_RESEND_SECONDS;
      state.imageUrl = null;
      state.imageCode = '';
    },
    smsSendFailed(state, action: PayloadAction<{ code: number; msg: string; hadImageCode: boolean }>) {
      const status = statusForSendFailure(action.payload.code, action.payload.hadImageCode);
      state.status = status ?? 'noError';
      state.serverMessage = action.payload.msg;
      state.imageCode = '';
    },
    requestOffline(state, action: PayloadAction<string>) {
      state.status = state.countdown > 0 ? 'smsWaiting' : 'noError';
      state.submitting = false;
      state.notice = action.payload;
    },
    /** The send failed for a reason the form has no state for (the toast says it). */
    sendAbandoned(state) {
      state.status = state.countdown > 0 ? 'smsWaiting' : 'noError';
    },
    noticeCleared(state) {
      state.notice = null;
    },
    imageLoaded(state, action: PayloadAction<string>) {
      state.imageUrl = action.payload;
      state.imageCode = '';
    },
    countdownTicked(state) {
      state.countdown = Math.max(0, state.countdown - 1);
      if (state.countdown === 0 && state.status === 'smsWaiting') state.status = 'noError';
    },
    submitPressed(state) {
      if (state.submitting) return;
      const problem = firstSubmitProblem({
        phone: state.phone,
        smsCode: state.smsCode,
        imageCode: state.imageCode,
        imageShown: state.imageUrl !== null,
      });
      state.serverMessage = null;
      if (problem) state.status = problem;
      else state.submitting = true;
    },
    loginFailed(state, action: PayloadAction<{ code: number; msg: string }>) {
      state.submitting = false;
      state.status = statusForLoginFailure(action.payload.code) ?? (state.countdown > 0 ? 'smsWaiting' : 'noError');
      state.serverMessage = action.payload.msg;
    },
    loginSucceeded() {
      return initialLoginForm;
    },
    loginFormReset() {
      return initialLoginForm;
    },
  },
  selectors: {
    selectLoginForm: (state) => state,
  },
});

export const {
  loginFormOpened,
  phonePrefilled,
  phoneEdited,
  smsCodeEdited,
  imageCodeEdited,
  sendPressed,
  smsSent,
  smsSendFailed,
  requestOffline,
  sendAbandoned,
  noticeCleared,
  imageLoaded,
  countdownTicked,
  submitPressed,
  loginFailed,
  loginSucceeded,
  loginFormReset,
} = loginFormSlice.actions;

export const injectedLoginFormSlice = loginFormSlice.injectInto(rootReducer);
export const { selectLoginForm } = injectedLoginFormSlice.selectors;
