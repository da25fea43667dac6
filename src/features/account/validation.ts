/**
 * Phone-login input rules, spec section 5, in the spec's order. Pure, so the
 * form reducer and the tests share them.
 */

export const PHONE_MAX_LENGTH = 11;
export const SMS_CODE_LENGTH = 4;
export const IMAGE_CODE_LENGTH = 4;

/** A Chinese mobile: optional 1–3 digit country prefix and hyphen, then 1, a digit 3–9, then 9 digits. */
export const PHONE_PATTERN = /^(?:\d{1,3}-)?1[3-9]\d{9}$/;
const IMAGE_CODE_PATTERN = /^[\w/]*$/;

/** Input is cut to 11 characters. Spaces are dropped first (a pasted "139 1234 5678" is still a phone). */
export function cutPhoneInput(raw: string): string {
  return raw.replace(/\s+/g, '').slice(0, PHONE_MAX_LENGTH);
}

export function isValidPhone(phone: string): boolean {
  return PHONE_PATTERN.test(phone);
}

/** SMS code: digits only, cut to 4. */
export function cutSmsCodeInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH);
}

/** Image code: at most 4; only word characters and slashes; an invalid entry clears the field. */
export function cutImageCodeInput(raw: string): string {
  const cut = raw.slice(0, IMAGE_CODE_LENGTH);
  return IMAGE_CODE_PATTERN.test(cut) ? cut : '';
}

export type SubmitProblem = 'emptyPhone' | 'wrongPhone' | 'emptySms' | 'wrongSmsCode' | 'emptyImageCode';

export interface LoginInput {
  phone: string;
  smsCode: string;
  imageCode: string;
  /** An image code picture is on screen. */
  imageShown: boolean;
}

/** Submit checks, in order: empty phone, wrong phone, empty sms, sms not 4 long, empty image code when an image is shown. */
export function firstSubmitProblem(input: LoginInput): SubmitProblem | null {
  if (input.phone === '') return 'emptyPhone';
  if (!isValidPhone(input.phone)) return 'wrongPhone';
  if (input.smsCode === '') return 'emptySms';
  if (input.smsCode.length !== SMS_CODE_LENGTH) return 'wrongSmsCode';
  if (input.imageShown && input.imageCode === '') return 'emptyImageCode';
  return null;
}

export type SendProblem = 'emptyPhone' | 'wrongPhone' | 'emptyImageCode';

/** Before an SMS is requested: the phone, and the image code when a picture is shown. */
export function firstSendProblem(input: Omit<LoginInput, 'smsCode'>): SendProblem | null {
  if (input.phone === '') return 'emptyPhone';
  if (!isValidPhone(input.phone)) return 'wrongPhone';
  if (input.imageShown && input.imageCode === '') return 'emptyImageCode';
  return null;
}
