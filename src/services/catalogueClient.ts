import { createCatalogueClient, type CatalogueClient } from '../../workers/core/catalogue/client.ts';

/**
 * The app's one catalogue client (static files below the site root). A service, not a feature:
 * the logo generator and the editor's library (which must not import features) share it.
 */
let client: CatalogueClient | null = null;

/** The site root the static files live under (the logo worker is told it too). */
export function siteBase(): string {
  return new URL(import.meta.env.BASE_URL, document.baseURI).href;
}

export function catalogueClient(): CatalogueClient {
  client ??= createCatalogueClient({ base: siteBase() });
  return client;
}
