import type { Category, Hit } from './categories.ts';

/** Why a category is refused, as the app says it (src/shared/strings/naming.ts has the same words). */
export const REASONS: Record<Category, string> = {
  涉政: '涉及政治敏感内容',
  暴恐: '涉及暴力恐怖内容',
  违禁: '涉及违禁品或违法交易',
  色情: '涉及色情低俗内容',
  辱骂: '含有辱骂用语',
  广告: '含有联系方式或引流广告',
};

/** "「法轮功」涉及政治敏感内容；「加v」含有联系方式或引流广告" (at most five words). */
export function describeHits(hits: readonly Hit[]): string {
  return hits
    .slice(0, 5)
    .map((hit) => `「${hit.word}」${REASONS[hit.category]}`)
    .join('；');
}
