import { useEffect } from 'react';
import { useAppDispatch } from '../../../app/store/hooks.ts';
import { strings } from '../../../shared/strings.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { useAccountSelector } from '../hooks.ts';
import {
  imageCodeEdited,
  loginFormOpened,
  phoneEdited,
  selectLoginForm,
  sendPressed,
  smsCodeEdited,
  submitPressed,
  type LoginFormState,
} from '../loginFormSlice.ts';
import { imageRefreshRequested } from '../loginListeners.ts';

const text = strings.account.login;

/** The line under the fields: the server's own words when it refused, else the status's text. */
export function loginErrorText(form: Pick<LoginFormState, 'status' | 'serverMessage'>): string {
  switch (form.status) {
    case 'noError':
    case 'smsSending':
    case 'smsWaiting':
      return form.serverMessage ?? '';
    default:
      return form.serverMessage ?? text.errors[form.status];
  }
}

function sendLabel(form: LoginFormState): string {
  if (form.status === 'smsSending') return text.sending;
  if (form.countdown > 0) return text.resendIn(form.countdown);
  return text.getCode;
}

/** Phone + SMS code (+ image code when asked) login; every rule and call lives in the slice and listeners. */
export function LoginTelForm({ onOpenAgreement, onOpenPrivacy }: { onOpenAgreement: () => void; onOpenPrivacy: () => void }) {
  const form = useAccountSelector(selectLoginForm);
  const dispatch = useAppDispatch();
  const error = loginErrorText(form);
  // The listener fills in the last number that logged in (storage `phoneNumber`), if the field is empty.
  useEffect(() => {
    dispatch(loginFormOpened());
  }, [dispatch]);
  return (
    <form
      className="acc-form"
      data-testid="login-form"
      data-status={form.status}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        dispatch(submitPressed());
      }}
    >
      <label className="acc-field">
        <input
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder={text.phonePlaceholder}
          aria-label={text.phonePlaceholder}
          value={form.phone}
          onChange={(event) => dispatch(phoneEdited(event.target.value))}
          data-testid="login-phone"
        />
      </label>
      {form.imageUrl ? (
        <label className="acc-field">
          <input
            placeholder={text.imagePlaceholder}
            aria-label={text.imagePlaceholder}
            autoCapitalize="characters"
            value={form.imageCode}
            onChange={(event) => dispatch(imageCodeEdited(event.target.value))}
            data-testid="login-image-code"
          />
          <img
            className="acc-field__image"
            src={form.imageUrl}
            alt={text.imageAlt}
            title={text.imageRefresh}
            onClick={() => dispatch(imageRefreshRequested())}
            data-testid="login-image-code-img"
          />
        </label>
      ) : null}
      <label className="acc-field">
        <input
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder={text.smsPlaceholder}
          aria-label={text.smsPlaceholder}
          value={form.smsCode}
          onChange={(event) => dispatch(smsCodeEdited(event.target.value))}
          data-testid="login-sms-code"
        />
        <button
          type="button"
          className="acc-field__action"
          disabled={form.status === 'smsSending' || form.countdown > 0}
          onClick={() => dispatch(sendPressed())}
          data-testid="login-send-sms"
        >
          {sendLabel(form)}
        </button>
      </label>
      <p className="acc-error" role="alert" data-testid="login-error">
        {error}
      </p>
      {form.notice ? (
        <p className="acc-notice" role="status" data-testid="login-notice">
          {form.notice}
        </p>
      ) : null}
      <Button type="submit" disabled={form.submitting} testId="login-submit">
        {form.submitting ? text.submitting : text.submit}
      </Button>
      <p className="acc-muted">
        {text.agreement}
        <button type="button" className="acc-link ui-inline-link" onClick={onOpenAgreement}>
          《{strings.account.entries.userAgreement}》
        </button>
        {text.and}
        <button type="button" className="acc-link ui-inline-link" onClick={onOpenPrivacy}>
          《{strings.account.entries.privacy}》
        </button>
      </p>
    </form>
  );
}
