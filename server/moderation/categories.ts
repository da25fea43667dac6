/**
 * Categories as content-security services label them (docs/moderation.md).
 * The order is severity: a text's `label` is its worst hit's category.
 */
export const CATEGORIES = ['涉政', '暴恐', '违禁', '色情', '辱骂', '广告'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface Hit {
  /** The list entry found (folded: simplified, lower case), or the contact/URL text for 广告. */
  word: string;
  category: Category;
}

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

/** The worst category among the hits (CATEGORIES order), or 'normal' when there is none. */
export function worstLabel(hits: readonly Hit[]): Category | 'normal' {
  let worst: number = CATEGORIES.length;
  for (const hit of hits) worst = Math.min(worst, CATEGORIES.indexOf(hit.category));
  const label: Category | undefined = CATEGORIES[worst];
  return label ?? 'normal';
}
