import { createCatalogueClient, type CatalogueClient } from '../../../../workers/core/catalogue/client.ts';
import type { GenerateCatalogue } from '../../../../workers/core/logo/generate/index.ts';
import * as pure from '../../../../workers/core/logo/generatorCatalogue.ts';

export { iconsWithPaths, iconsForIndustry } from '../../../../workers/core/logo/generatorCatalogue.ts';

let client: CatalogueClient | null = null;

/** The site root the static files live under (the logo worker is told it too). */
export function siteBase(): string {
  return new URL(import.meta.env.BASE_URL, document.baseURI).href;
}

/** The app's one catalogue client (static files below the site root). */
export function catalogueClient(): CatalogueClient {
  client ??= createCatalogueClient({ base: siteBase() });
  return client;
}

/** Font ids of public/fonts/index.json (the generator skips its exclusion set itself). */
export function fontIds(catalogue: CatalogueClient = catalogueClient()): Promise<string[]> {
  return pure.fontIds(catalogue);
}

/** Everything the generator needs for one industry. */
export function generatorCatalogue(industry: string, catalogue: CatalogueClient = catalogueClient()): Promise<GenerateCatalogue> {
  return pure.generatorCatalogue(industry, catalogue);
}
