// The judge of the AI design figure (issue 26): does a candidate's icon relate to the brand
// name or its industry? Kept apart from the matching it judges (workers/core/logo/match).
import { INDUSTRY_WORDS, type Brand } from './heldBrands.ts';

const HAN = /\p{Script=Han}/u;

/** Two consecutive characters of the name (Han only): 云端科技 → 云端, 端科, 科技. */
function bigrams(title: string): string[] {
  const chars = Array.from(title);
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i += 1) if (HAN.test(chars[i] as string) && HAN.test(chars[i + 1] as string)) out.push(`${chars[i]}${chars[i + 1]}`);
  return out;
}

/**
 * heldBrands.ts's rule: one of the icon's keywords (or its name) occurs in the brand name, or
 * holds two consecutive characters of it, or holds one of the industry's words.
 */
export function iconRelates(keywords: readonly string[], brand: Brand): boolean {
  const title = brand.title.toLowerCase();
  const words = keywords.map((k) => k.toLowerCase()).filter((k) => k !== '');
  if (words.some((k) => title.includes(k))) return true;
  const pairs = bigrams(title);
  if (words.some((k) => pairs.some((pair) => k.includes(pair)))) return true;
  const industry = (INDUSTRY_WORDS[brand.industry] ?? []).map((w) => w.toLowerCase());
  return words.some((k) => industry.some((w) => k.includes(w)));
}

export interface BrandShare {
  brand: Brand;
  related: number;
  total: number;
  share: number;
  /** What each candidate showed: an icon's name (✓ when related) or 'monogram'. */
  shown: string[];
}

export interface ShareSummary {
  perBrand: BrandShare[];
  mean: number;
  worst: BrandShare;
}

export function summarise(perBrand: BrandShare[]): ShareSummary {
  if (perBrand.length === 0) throw new Error('no brands');
  const mean = perBrand.reduce((sum, b) => sum + b.share, 0) / perBrand.length;
  const worst = perBrand.reduce((low, b) => (b.share < low.share ? b : low));
  return { perBrand, mean, worst };
}
