import type { LogoDocument } from '../../model/index.ts';

/**
 * A work remembers the logo template it came from (LogoDocument.templateId), so the server
 * can hold VIP templates to VIP (docs/membership.md "VIP templates").
 */

/** The catalogue id of a template file url, e.g. "catalogue/templates/L0104.json" → "L0104"; '' if it is not one. */
export function templateIdOfUrl(url: string): string {
  const name = url.split('?')[0]?.split('/').pop() ?? '';
  const match = /^([A-Za-z0-9_-]{1,40})\.json$/.exec(name);
  return match?.[1] ?? '';
}

/** The templates to declare to /exportticket for a document: its own, if any. */
export function documentTemplates(document: LogoDocument): string[] {
  return document.templateId ? [document.templateId] : [];
}
