import * as z from 'zod';
import { safeText } from '../../http/validation.ts';

/** Numbers or digit strings (the app's signed payloads carry both), as a number. */
export const flag = z.union([z.number(), z.string().regex(/^\d{1,3}$/).transform(Number)]);

export const credentials = {
  account: safeText(64),
  usertoken: safeText(128),
};

export const credentialsSchema = z.object(credentials);

/**
 * Spec 5: a Chinese mobile number, optionally behind a 1–3 digit country
 * prefix and a hyphen. The stored form is the 11 digits (the prefix is
 * dropped: only +86 numbers can receive our SMS anyway).
 */
export const PHONE_PATTERN = /^(?:\d{1,3}-)?(1[3-9]\d{9})$/;

export function normalisePhone(raw: string): string | null {
  const match = PHONE_PATTERN.exec(raw.trim());
  return match?.[1] ?? null;
}
