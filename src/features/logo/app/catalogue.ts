import type { CatalogueClient } from '../../../../workers/core/catalogue/client.ts';
import { catalogueClient } from '../../../services/catalogueClient.ts';
import type { GenerateCatalogue } from '../../../../workers/core/logo/generate/index.ts';
import * as pure from '../../../../workers/core/logo/generatorCatalogue.ts';

export { iconsWithPaths, iconsForIndustry } from '../../../../workers/core/logo/generatorCatalogue.ts';

export { catalogueClient, siteBase } from '../../../services/catalogueClient.ts';

/** Font ids of public/fonts/index.json (the generator skips its exclusion set itself). */
export function fontIds(catalogue: CatalogueClient = catalogueClient()): Promise<string[]> {
  return pure.fontIds(catalogue);
}

/** Everything the generator needs for one industry. */
export function generatorCatalogue(industry: string, catalogue: CatalogueClient = catalogueClient()): Promise<GenerateCatalogue> {
  return pure.generatorCatalogue(industry, catalogue);
}
