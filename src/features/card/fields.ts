import { cardStrings } from '../../shared/strings/card.ts';

/**
 * What a person writes once and sees on both sides of the card (and in the vCard QR code).
 * Pure: the form, the template flow, the vCard and the saved work all read these.
 */

export const CARD_FIELD_KEYS = ['name', 'position', 'company', 'phone', 'email', 'address', 'website', 'wechat'] as const;
export type CardFieldKey = (typeof CARD_FIELD_KEYS)[number];
export type CardFields = Record<CardFieldKey, string>;

/**
 * Longest value per field, in characters: what still fits a 90 × 54 mm card at a readable size
 * (an address of 40 characters at 26 px already needs a narrower line on a banded template).
 */
export const FIELD_MAX: Record<CardFieldKey, number> = { name: 12, position: 16, company: 24, phone: 20, email: 40, address: 40, website: 40, wechat: 20 };

export const EMPTY_FIELDS: CardFields = { name: '', position: '', company: '', phone: '', email: '', address: '', website: '', wechat: '' };

export type FieldErrors = Partial<Record<CardFieldKey, string>>;

const t = cardStrings.card;
const PHONE = /^\+?[\d\s-]{3,20}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Characters, not UTF-16 units: an emoji or a rare CJK character counts once. */
export const charCount = (value: string) => [...value].length;

/** Chinese messages per field; empty when the card can be made (only the name is required). */
export function validateFields(fields: CardFields): FieldErrors {
  const errors: FieldErrors = {};
  for (const key of CARD_FIELD_KEYS) {
    const value = fields[key].trim();
    if (charCount(value) > FIELD_MAX[key]) errors[key] = t.tooLong(t.fields[key], FIELD_MAX[key]);
    else if (key === 'phone' && value && !PHONE.test(value)) errors[key] = t.badPhone;
    else if (key === 'email' && value && !EMAIL.test(value)) errors[key] = t.badEmail;
  }
  if (!fields.name.trim() && !errors.name) errors.name = t.needName;
  return errors;
}

/** Stored fields from anything (an older or hand-edited work): strings only, cut to their limits, one line each. */
export function cleanFields(raw: unknown): CardFields {
  const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const out = { ...EMPTY_FIELDS };
  for (const key of CARD_FIELD_KEYS) {
    const value = source[key];
    if (typeof value === 'string') out[key] = [...value.replace(/[\r\n]+/g, ' ')].slice(0, FIELD_MAX[key]).join('');
  }
  return out;
}

/** What search in the works tab matches: every filled field, one per line. */
export function fieldsSearchText(fields: CardFields): string {
  return CARD_FIELD_KEYS.map((key) => fields[key].trim())
    .filter(Boolean)
    .join('\n');
}
