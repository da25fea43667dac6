import * as z from 'zod';
import type { CatalogueClient } from '../catalogue/client.ts';
import { iconsOfCategory } from '../catalogue/iconSearch.ts';
import type { IconItem } from '../catalogue/types.ts';
import type { GenerateCatalogue, LogoIcon } from './generate/index.ts';
import { matchIcons, type IconMatches } from './match/iconMatch.ts';
import { palettesForIndustry } from './match/industryPalettes.ts';

// What the generator needs from the static catalogue, loaded through a catalogue client.
// DOM-free: the logo worker uses it as is (the page's own client lives in ./catalogue.ts).

const fontIndexSchema = z.array(z.object({ id: z.string() }));

/** Font ids of public/fonts/index.json (the generator skips its exclusion set itself). */
export async function fontIds(catalogue: CatalogueClient): Promise<string[]> {
  const fonts = await catalogue.file('fonts/index.json', fontIndexSchema);
  return fonts.map((font) => font.id);
}

/** Icons with their paths: those of an industry, else a sample across the catalogue. */
export async function iconsWithPaths(catalogue: CatalogueClient, items: readonly IconItem[]): Promise<LogoIcon[]> {
  const pages = [...new Set(items.map((item) => item.p))];
  const paths = Object.assign({}, ...(await Promise.all(pages.map((page) => catalogue.iconPaths(page))))) as Record<string, string>;
  return items.flatMap((item) => {
    const d = paths[item.id];
    return d ? [{ id: item.id, name: item.n, d, categories: item.c }] : [];
  });
}

/** Icons for generating logos of an industry ('' = any): its own icons, on the fewest pages. */
export async function iconsForIndustry(catalogue: CatalogueClient, industry: string): Promise<LogoIcon[]> {
  const { items } = await catalogue.icons();
  if (industry) {
    const own = iconsOfCategory(items, industry);
    const primary = own.filter((item) => item.c[0] === industry);
    return iconsWithPaths(catalogue, primary.length >= 20 ? primary : own);
  }
  // No industry: two pages' worth, spread over the catalogue.
  const pageCount = Math.max(...items.map((item) => item.p));
  const chosen = new Set([1 + Math.floor(Math.random() * pageCount), 1 + Math.floor(Math.random() * pageCount)]);
  return iconsWithPaths(catalogue, items.filter((item) => chosen.has(item.p)));
}

/** Everything the generator needs for one industry. */
export async function generatorCatalogue(industry: string, catalogue: CatalogueClient): Promise<GenerateCatalogue> {
  const [icons, palettes, fonts] = await Promise.all([iconsForIndustry(catalogue, industry), catalogue.palettes(), fontIds(catalogue)]);
  return { icons, palettes: palettesForIndustry(palettes, industry), fonts };
}

/** The brand name's words and the industry matched to icons (match/iconMatch.ts), with their paths. */
export async function iconMatches(catalogue: CatalogueClient, title: string, industry: string): Promise<IconMatches<LogoIcon>> {
  const { items } = await catalogue.icons();
  const found = matchIcons(items, title, industry);
  const all = [...found.words.flatMap((m) => m.icons), ...found.industry];
  const withPaths = new Map((await iconsWithPaths(catalogue, [...new Set(all)])).map((icon) => [icon.id, icon]));
  const paths = (list: readonly IconItem[]) => list.flatMap((item) => withPaths.get(item.id) ?? []);
  return {
    words: found.words.map((m) => ({ word: m.word, icons: paths(m.icons) })).filter((m) => m.icons.length > 0),
    industry: paths(found.industry),
  };
}

/** A catalogue icon by id (search → "use this icon"), with its path. */
export async function iconById(catalogue: CatalogueClient, id: string): Promise<LogoIcon | undefined> {
  const item = (await catalogue.icons()).items.find((i) => i.id === id);
  return item ? (await iconsWithPaths(catalogue, [item]))[0] : undefined;
}
