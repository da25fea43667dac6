// Shapes of the generated catalogue files that the build, the server seed and tests share.
// The app's own view of them is workers/core/catalogue/types.ts (kept in step by the tests).

/** One row of public/catalogue/templates/index.json: a logo template (content-service "logos" record). */
export interface TemplateMeta {
  id: string;
  name: string;
  title: string;
  slogan: string;
  /** logo_category id: an industry (1–20), 90 姓氏LOGO or 91 字母LOGO. */
  category: number;
  /** Sub-category id (N·100+M), 0 when none. */
  sub: number;
  kind: 'pattern' | 'surname' | 'letter';
  /** Layout kind (spec: top-bottom, left-right, all-centered), or monogram for surname/letter logos. */
  layout: string;
  /** Space-separated search keys: title, words, full pinyin and initials (简拼). */
  jp: string;
  /** ISO date. */
  create_at: string;
  sort: number;
  /** Paths relative to public/ (the site root). */
  thumb: string;
  url: string;
}

/** One row of public/catalogue/cards/index.json (content-service "cards" record). */
export interface CardMeta {
  id: string;
  name: string;
  /** card_category id (1–15). */
  category: number;
  sub: number;
  create_at: string;
  sort: number;
  thumb: string;
  url: string;
}
