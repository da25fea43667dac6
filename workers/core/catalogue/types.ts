import * as z from 'zod';

// The generated catalogue files (public/catalogue, built by scripts/catalogue) as the app
// reads them. Validated on arrival: a stale CDN copy or a half-deployed build must give
// a clear error, not a blank page.

const version = z.object({ url: z.string(), v: z.string() });
export const catalogueIndexSchema = z.object({
  version: z.string(),
  files: z.record(z.string(), version),
  templates: version.extend({ count: z.number() }),
  cards: version.extend({ count: z.number() }),
});
export type CatalogueIndex = z.output<typeof catalogueIndexSchema>;

export const iconItemSchema = z.object({
  id: z.string(),
  /** Chinese name. */
  n: z.string(),
  /** Chinese keywords. */
  k: z.array(z.string()),
  /** Industry categories (餐饮, 科技, … and 通用). */
  c: z.array(z.string()),
  /** Full pinyin of the keywords, space-separated. */
  py: z.string(),
  /** Pinyin initials (简拼), space-separated. */
  jp: z.string(),
  /** Page of the path file. */
  p: z.number().int().positive(),
});
export type IconItem = z.output<typeof iconItemSchema>;

export const iconCatalogueSchema = z.object({
  name: z.string(),
  /** "catalogue/icons/page-{page}.json" (spec: url with page placeholder). */
  url: z.string(),
  page_num: z.number().int(),
  categories: z.array(z.string()),
  items: z.array(iconItemSchema),
});
export type IconCatalogue = z.output<typeof iconCatalogueSchema>;

export const iconPageSchema = z.record(z.string(), z.string());

export const paletteListSchema = z.array(z.string());

export const surnameSchema = z.object({ name: z.string(), py: z.string(), jp: z.string() });
export type Surname = z.output<typeof surnameSchema>;

/** A logo template record (content service `logos`, and the static templates/index.json). */
export const templateRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string().optional(),
  slogan: z.string().optional(),
  category: z.number(),
  sub: z.number(),
  kind: z.enum(['pattern', 'surname', 'letter']).optional(),
  layout: z.string().optional(),
  jp: z.string().optional(),
  create_at: z.string(),
  thumb: z.string(),
  url: z.string(),
});
export type TemplateRecord = z.output<typeof templateRecordSchema>;

export const fontEntrySchema = z.object({ id: z.string(), name: z.string(), url: z.string(), thumb: z.string() });
export type FontEntry = z.output<typeof fontEntrySchema>;
