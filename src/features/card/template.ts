import { parseDocument, type LogoDocument } from '../../../workers/core/model/index.ts';

/**
 * A card template's document (public/catalogue/cards/*.json, 1000 × 600), checked by the
 * document model: a broken file is refused with a reason, never shown as a blank card.
 */
export async function loadCardTemplate(url: string, signal?: AbortSignal): Promise<LogoDocument> {
  const response = await fetch(`${import.meta.env.BASE_URL}${url.replace(/^\//, '')}`, { signal });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const parsed = parseDocument(await response.json());
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.doc;
}

/** Where the catalogue keeps a template's document (the `url` of its `/api/cards/list` record). */
export const cardTemplateUrl = (id: string) => `catalogue/cards/${id}.json`;
