import { SLOGAN_MAX_LENGTH, TITLE_MAX_LENGTH } from './geometry.ts';
import type { Rng } from '../../random/prng.ts';

/** Code points, not UTF-16 units: 𠮷 is one character to a reader. */
export function textLength(text: string): number {
  return Array.from(text).length;
}

function clean(text: string, max: number): string {
  const single = text.replace(/\s+/g, ' ').trim();
  return Array.from(single).slice(0, max).join('');
}

/** The title as the logo shows it: one line, at most TITLE_MAX_LENGTH characters. */
export function cleanTitle(title: string): string {
  return clean(title, TITLE_MAX_LENGTH);
}

export function cleanSlogan(slogan: string): string {
  return clean(slogan, SLOGAN_MAX_LENGTH);
}

export const SLOGAN_DASH = '—';

/** Spec 4 step 4: with a 50% chance the slogan is wrapped with dashes ("— 用心做好每一杯 —"). */
export function maybeDashes(rng: Rng, slogan: string): string {
  if (slogan === '') return slogan;
  return rng.chance(0.5) ? `${SLOGAN_DASH} ${slogan} ${SLOGAN_DASH}` : slogan;
}
