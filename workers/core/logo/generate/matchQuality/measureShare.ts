// The figure itself: for each brand, the 12 candidates AI design makes for it (the same mark
// choice and icon pick as the logo worker: workers/logo/service.ts), judged by ./relates.ts.
// Used by matchQuality.test.ts and e2e/bench/35-ai-design-match.bench.mjs.
import type { IconItem } from '../../../catalogue/types.ts';
import { chooseMark, matchIcons } from '../../match/iconMatch.ts';
import { planLogo, type GenerateCatalogue } from '../generate.ts';
import type { LogoIcon } from '../icons.ts';
import type { Brand } from './heldBrands.ts';
import { iconRelates, summarise, type BrandShare, type ShareSummary } from './relates.ts';

/** Seeds of a batch as the page makes them (src/features/logo/hooks/seeds.ts), from a fixed base per brand. */
const SEED_STEP = 7919;
export const CANDIDATES = 12;
export const seedsFor = (index: number): number[] => Array.from({ length: CANDIDATES }, (_, i) => (1 + index * 104_729 + i * SEED_STEP) % 0x7fffffff);

const asIcon = (item: IconItem): LogoIcon => ({ id: item.id, name: item.n, d: 'M0 0h24v24H0z', categories: item.c });

export function brandShare(items: readonly IconItem[], catalogue: Omit<GenerateCatalogue, 'icons'>, brand: Brand, seeds: readonly number[]): BrandShare {
  const byId = new Map(items.map((item) => [item.id, item]));
  const matches = matchIcons(items, brand.title, brand.industry);
  const asIcons = { words: matches.words.map((m) => ({ word: m.word, icons: m.icons.map(asIcon) })), industry: matches.industry.map(asIcon) };
  // The worker's fallback when nothing matched: the industry's category icons.
  const fallback = items.filter((item) => item.c.includes(brand.industry)).map(asIcon);
  const shown: string[] = [];
  let related = 0;
  for (const seed of seeds) {
    const choice = chooseMark(seed, asIcons);
    if (choice.kind === 'monogram') {
      shown.push('monogram');
      continue;
    }
    const plan = planLogo({ title: brand.title, seed, icons: choice.icons }, { ...catalogue, icons: fallback });
    const item = byId.get(plan.icon.id);
    const ok = item ? iconRelates([item.n, ...item.k], brand) : false;
    if (ok) related += 1;
    shown.push(`${plan.icon.name}${ok ? '✓' : '✗'}`);
  }
  return { brand, related, total: seeds.length, share: related / seeds.length, shown };
}

export function measureShares(items: readonly IconItem[], catalogue: Omit<GenerateCatalogue, 'icons'>, brands: readonly Brand[]): ShareSummary {
  return summarise(brands.map((brand, index) => brandShare(items, catalogue, brand, seedsFor(index))));
}
