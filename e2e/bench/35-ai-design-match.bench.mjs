// AI design icon matching (issue 26): over the held list of 30 brand names with their
// industry (workers/core/logo/generate/matchQuality/heldBrands.ts, written before the matching
// was tuned and never tuned on), the share of the 12 candidates whose icon relates to a word of
// the name or to the industry (relates.ts; a monogram counts as unrelated). The candidates are
// chosen exactly as the logo worker chooses them (match/iconMatch.ts + the generator), on the
// catalogue the build makes. No browser: this is a quality figure, not a speed one.
// Budget (issue 26): mean ≥ 80 %. Prints the share per name; rows give the mean and the worst.
//   node e2e/bench/35-ai-design-match.bench.mjs    (alone)   |   npm run bench -- ai-design-match
import { tsImport } from 'tsx/esm/api';

export const name = 'AI design icon match';

const pct = (share) => `${(share * 100).toFixed(1)} %`;

export async function run() {
  const here = import.meta.url;
  const { catalogueItems } = await tsImport('../../scripts/catalogue/test-icon-items.ts', here);
  const { measureShares } = await tsImport('../../workers/core/logo/generate/matchQuality/measureShare.ts', here);
  const { HELD_BRANDS } = await tsImport('../../workers/core/logo/generate/matchQuality/heldBrands.ts', here);
  const { items, palettes } = catalogueItems();
  const summary = measureShares(items, { palettes, fonts: ['noto-serif-sc', 'noto-sans-sc'] }, HELD_BRANDS);
  for (const b of summary.perBrand) {
    console.log(`[bench]   ${b.brand.title} / ${b.brand.industry}: ${b.related}/${b.total} (${pct(b.share)})  ${b.shown.join(' ')}`);
  }
  return [
    { what: `AI design: candidates whose icon relates to the name or industry, mean of ${summary.perBrand.length} held names`, value: pct(summary.mean), budget: '≥ 80 %', ok: summary.mean >= 0.8 },
    { what: '  worst name', value: `${summary.worst.brand.title} / ${summary.worst.brand.industry}: ${pct(summary.worst.share)}` },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await run()) console.log(`${row.what}: ${row.value}${row.budget ? ` (budget ${row.budget}: ${row.ok ? 'ok' : 'FAILED'})` : ''}`);
}
