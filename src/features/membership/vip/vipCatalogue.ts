import { z } from 'zod';
import type { ApiClient } from '../../../services/api/client.ts';

/**
 * The server's list of VIP-only fonts and templates (GET /api/vip/catalogue),
 * for the badges. Fetched once per page load; a failure is retried on the next ask.
 * The server checks again at export time: a badge is information, not the gate.
 */
const catalogueReply = z.looseObject({
  fonts: z.array(z.looseObject({ id: z.string(), name: z.string(), family: z.string() })),
  templates: z.array(z.string()),
});

export interface VipCatalogue {
  /** Whether a font (by id, name or family, as the editor names fonts) is VIP-only. */
  isVipFont(fontName: string): boolean;
  fontName(fontName: string): string | null;
  isVipTemplate(id: string): boolean;
}

export function vipCatalogueFrom(reply: z.output<typeof catalogueReply>): VipCatalogue {
  const fonts = new Map<string, string>();
  for (const font of reply.fonts) for (const key of [font.id, font.name, font.family]) fonts.set(key.trim().toLowerCase(), font.name);
  const templates = new Set(reply.templates);
  return {
    isVipFont: (name) => fonts.has(name.trim().toLowerCase()),
    fontName: (name) => fonts.get(name.trim().toLowerCase()) ?? null,
    isVipTemplate: (id) => templates.has(id),
  };
}

let loading: Promise<VipCatalogue> | null = null;

export function loadVipCatalogue(api: Pick<ApiClient, 'contentGet'>): Promise<VipCatalogue> {
  loading ??= api.contentGet('/api/vip/catalogue', {}, { schema: catalogueReply }).then(vipCatalogueFrom, (error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
