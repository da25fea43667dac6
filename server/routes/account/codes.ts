/**
 * Business codes of the account calls. Spec 8 fixes 10061/23019 (SMS request
 * frequency), 19313/19004 (wrong SMS code) and 19310 (SMS code needed); the
 * rest are ours (docs/accounts.md).
 */
export const SmsCode = {
  /** Another send for this phone within 60 s. */
  tooSoon: 10061,
  /** A daily or per-address cap is reached. */
  capReached: 23019,
  /** Send again with an image code (fetch one from /imgverify). */
  imageCodeNeeded: 19020,
  /** The image code is wrong, expired or already used. */
  imageCodeWrong: 19021,
  /** No live SMS code for this phone (none sent, or the field is empty). */
  smsCodeNeeded: 19310,
  /** The SMS code does not match. */
  smsCodeWrong: 19313,
  /** The SMS code expired, was used, or died after 5 wrong tries. */
  smsCodeDead: 19004,
  /** The SMS provider refused or did not answer. */
  deliveryFailed: 50200,
} as const;

export const SMS_CODE_LENGTH = 4;
export const SMS_CODE_LIFE_SECONDS = 300;
export const SMS_CODE_MAX_TRIES = 5;
export const IMAGE_CODE_LIFE_SECONDS = 300;

/** Send limits (docs/accounts.md). */
export const SmsLimits = {
  resendSeconds: 60,
  phonePerDay: 10,
  /** From this many sends to one phone in 24 h on, an image code is required. */
  phoneImageAfter: 2,
  ipPerHour: 30,
  ipPerDay: 100,
  /** From this many sends from one address in an hour on, an image code is required. */
  ipImageAfter: 5,
} as const;
