import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cutImageCodeInput,
  cutPhoneInput,
  cutSmsCodeInput,
  firstSendProblem,
  firstSubmitProblem,
  isValidPhone,
} from './validation.ts';

const digit = fc.constantFrom(...'0123456789');
const digits = (n: number) => fc.array(digit, { minLength: n, maxLength: n }).map((list) => list.join(''));
const validPhone = fc.tuple(fc.constantFrom(...'3456789'), digits(9)).map(([second, rest]) => `1${second}${rest}`);

describe('phone rule (spec 5)', () => {
  it('accepts every 1[3-9] + 9 digit number, with or without a 1–3 digit prefix and hyphen', () => {
    fc.assert(
      fc.property(validPhone, fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 999 }), (phone, prefixLength, prefix) => {
        expect(isValidPhone(phone)).toBe(true);
        if (prefixLength > 0) expect(isValidPhone(`${String(prefix).padStart(prefixLength, '0').slice(-prefixLength)}-${phone}`)).toBe(true);
      }),
    );
  });

  it('refuses a second digit 0–2, a wrong length, a 4-digit prefix or letters', () => {
    fc.assert(
      fc.property(fc.constantFrom('0', '1', '2'), digits(9), (second, rest) => {
        expect(isValidPhone(`1${second}${rest}`)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(validPhone, (phone) => {
        expect(isValidPhone(phone.slice(0, 10))).toBe(false);
        expect(isValidPhone(`${phone}1`)).toBe(false);
        expect(isValidPhone(`8686-${phone}`)).toBe(false);
        expect(isValidPhone(`+86${phone}`)).toBe(false);
        expect(isValidPhone(phone.replace(/\d$/, 'a'))).toBe(false);
      }),
    );
  });

  it('cuts input to 11 characters (spaces dropped first)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (raw) => {
        const cut = cutPhoneInput(raw);
        expect(cut.length).toBeLessThanOrEqual(11);
        expect(raw.replace(/\s+/g, '').startsWith(cut)).toBe(true);
      }),
    );
    expect(cutPhoneInput('139 1234 5678 9')).toBe('13912345678');
  });
});

describe('SMS and image code inputs', () => {
  it('keeps only digits of the SMS code, at most 4', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (raw) => {
        const cut = cutSmsCodeInput(raw);
        expect(cut).toMatch(/^\d{0,4}$/);
        expect(cut).toBe(raw.replace(/\D/g, '').slice(0, 4));
      }),
    );
  });

  it('keeps an image code of word characters and slashes (at most 4), and clears anything else', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), (raw) => {
        const cut = cutImageCodeInput(raw);
        expect(cut.length).toBeLessThanOrEqual(4);
        if (/^[\w/]*$/.test(raw.slice(0, 4))) expect(cut).toBe(raw.slice(0, 4));
        else expect(cut).toBe('');
      }),
    );
    expect(cutImageCodeInput('a/B9x')).toBe('a/B9');
    expect(cutImageCodeInput('ab-c')).toBe('');
  });
});

describe('submit checks in the spec order', () => {
  const ok = { phone: '13912345678', smsCode: '1234', imageCode: '', imageShown: false };

  it('reports the first problem only', () => {
    expect(firstSubmitProblem({ ...ok, phone: '', smsCode: '' })).toBe('emptyPhone');
    expect(firstSubmitProblem({ ...ok, phone: '12912345678', smsCode: '' })).toBe('wrongPhone');
    expect(firstSubmitProblem({ ...ok, smsCode: '', imageShown: true })).toBe('emptySms');
    expect(firstSubmitProblem({ ...ok, smsCode: '123', imageShown: true })).toBe('wrongSmsCode');
    expect(firstSubmitProblem({ ...ok, imageShown: true })).toBe('emptyImageCode');
    expect(firstSubmitProblem(ok)).toBeNull();
    expect(firstSubmitProblem({ ...ok, imageShown: true, imageCode: 'ab/1' })).toBeNull();
  });

  it('for any input, a problem is reported exactly when some rule fails, and it is the earliest failing rule', () => {
    const input = fc.record({
      phone: fc.oneof(validPhone, fc.string({ maxLength: 11 })),
      smsCode: fc.oneof(digits(4), fc.string({ maxLength: 4 }).map(cutSmsCodeInput)),
      imageCode: fc.oneof(fc.constant(''), fc.string({ maxLength: 4 }).map(cutImageCodeInput)),
      imageShown: fc.boolean(),
    });
    fc.assert(
      fc.property(input, (value) => {
        const rules: Array<[string, boolean]> = [
          ['emptyPhone', value.phone === ''],
          ['wrongPhone', !isValidPhone(value.phone)],
          ['emptySms', value.smsCode === ''],
          ['wrongSmsCode', value.smsCode.length !== 4],
          ['emptyImageCode', value.imageShown && value.imageCode === ''],
        ];
        expect(firstSubmitProblem(value)).toBe(rules.find(([, failed]) => failed)?.[0] ?? null);
      }),
    );
  });

  it('checks phone then image code before sending an SMS', () => {
    expect(firstSendProblem({ phone: '', imageCode: '', imageShown: true })).toBe('emptyPhone');
    expect(firstSendProblem({ phone: '1391234567', imageCode: '', imageShown: true })).toBe('wrongPhone');
    expect(firstSendProblem({ phone: '13912345678', imageCode: '', imageShown: true })).toBe('emptyImageCode');
    expect(firstSendProblem({ phone: '13912345678', imageCode: '', imageShown: false })).toBeNull();
  });
});
