/**
 * A name for a signature: 1–8 characters, Chinese or Latin (spaces, a middle dot and
 * hyphens allowed between words, as in 欧阳·娜娜 or Anne-Marie). Pure.
 */
export const NAME_MAX = 8;

const ALLOWED = /^[\p{Script=Han}A-Za-z][\p{Script=Han}A-Za-z ·.\-']*$/u;

export type NameCheck = { ok: true; name: string; script: 'han' | 'latin' | 'mixed' } | { ok: false; reason: 'empty' | 'tooLong' | 'badChars' };

export function checkName(raw: string): NameCheck {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (!name) return { ok: false, reason: 'empty' };
  if (Array.from(name).length > NAME_MAX) return { ok: false, reason: 'tooLong' };
  if (!ALLOWED.test(name)) return { ok: false, reason: 'badChars' };
  const han = /\p{Script=Han}/u.test(name);
  const latin = /[A-Za-z]/.test(name);
  return { ok: true, name, script: han && latin ? 'mixed' : han ? 'han' : 'latin' };
}
