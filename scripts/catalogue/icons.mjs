// The icon catalogue: a curated subset of @mdi/svg (Apache-2.0) with Chinese keywords,
// industry categories and precomputed pinyin, so search works in Chinese and pinyin.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { searchKeys } from './pinyin.mjs';
import { BANNED_WORDS, GENERIC_HEADS, ICON_CATEGORIES, MODIFIERS, NAMES, REJECT_TAGS, TAG_CATEGORIES, UI_WORDS, WORD_CATEGORIES, WORDS } from './icon-words.mjs';

/** Icons per page file (icons/page-{page}.json): the search index is small, paths come by page. */
export const ICON_PAGE_SIZE = 100;

const PATH_RE = /<path[^>]*\sd="([^"]+)"/g;

/** The single path of an @mdi SVG (each has exactly one; several are joined just in case). */
export function iconPath(svg) {
  const paths = [...svg.matchAll(PATH_RE)].map((m) => m[1]);
  if (paths.length === 0) throw new Error('icon without a path');
  return paths.join(' ');
}

function translate(word) {
  const entry = WORDS[word];
  return typeof entry === 'string' ? entry.split('/') : [];
}

/**
 * Whether an icon is worth offering for logos, and its Chinese words.
 * @param {{ name: string, tags: string[], deprecated: boolean }} meta
 */
export function describeIcon(meta) {
  if (meta.deprecated || meta.tags.length === 0 || meta.tags.some((tag) => REJECT_TAGS.has(tag))) return null;
  const words = meta.name.split('-');
  if (words.some((w) => BANNED_WORDS.has(w))) return null;
  if (words.slice(1).some((w) => UI_WORDS.has(w))) return null;
  const nouns = words.filter((w) => !MODIFIERS.has(w));
  const pairs = nouns.slice(1).map((w, i) => `${nouns[i]}_${w}`);
  const translated = [...pairs, ...nouns].flatMap(translate);
  if (translated.length === 0) return null;
  const categories = new Set();
  for (const tag of meta.tags) for (const c of TAG_CATEGORIES[tag] ?? []) categories.add(c);
  for (const w of nouns) for (const c of WORD_CATEGORIES[w] ?? []) categories.add(c);
  if (categories.size === 0) categories.add('通用');
  const named = nouns.filter((w) => translate(w).length > 0);
  const specific = named.length > 1 && GENERIC_HEADS.has(named[0] ?? '') ? named.slice(1) : named;
  const name = NAMES[meta.name] ?? specific.slice(0, 2).map((w) => translate(w)[0]).join('');
  const keywords = [...new Set([name, ...translated])];
  return { name, keywords, categories: ICON_CATEGORIES.filter((c) => categories.has(c)) };
}

/**
 * @param {string} mdiDir node_modules/@mdi/svg
 * @returns {{ items: Array<{ id: string, n: string, k: string[], c: string[], py: string, jp: string, p: number }>, paths: Map<string, string> }}
 */
export function buildIconCatalogue(mdiDir) {
  const meta = JSON.parse(readFileSync(join(mdiDir, 'meta.json'), 'utf8'));
  const kept = [];
  for (const icon of meta) {
    const described = describeIcon(icon);
    if (described) kept.push({ icon, described });
  }
  // Grouped by first category, so the icons of one trade share a few path pages.
  const rank = (c) => ICON_CATEGORIES.indexOf(c);
  kept.sort((a, b) => rank(a.described.categories[0]) - rank(b.described.categories[0]) || a.icon.name.localeCompare(b.icon.name));
  const items = [];
  const paths = new Map();
  for (const { icon, described } of kept) {
    const d = iconPath(readFileSync(join(mdiDir, 'svg', `${icon.name}.svg`), 'utf8'));
    const keys = searchKeys([...described.keywords, ...described.categories]);
    const page = Math.floor(items.length / ICON_PAGE_SIZE) + 1;
    items.push({ id: icon.name, n: described.name, k: described.keywords, c: described.categories, py: keys.py, jp: keys.jp, p: page });
    paths.set(icon.name, d);
  }
  return { items, paths };
}
