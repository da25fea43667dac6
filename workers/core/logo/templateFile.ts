import * as z from 'zod';
import { parseDocument, type LogoDocument } from '../model/index.ts';
import type { CatalogueClient } from '../catalogue/client.ts';
import type { MeasureText } from './generate/index.ts';
import { applyTemplateTexts, type TemplateTexts } from './template/applyTemplate.ts';
import { templateIdOfUrl } from './template/templateRef.ts';

// Filling a template file with the user's words. DOM-free: the logo worker uses it as is.

/** Template files are checked by parseDocument, not by a schema of their own. */
const anyJson = z.unknown();

/** Could not open a template; `message` is for the user. */
export class TemplateOpenError extends Error {
  override name = 'TemplateOpenError';
}

export const TEMPLATE_BROKEN = '模板数据有误，请换一个模板试试';

/**
 * A template (its catalogue url, e.g. "catalogue/templates/L0100.json") with the user's
 * title and slogan laid out by the font worker: a complete document, outlines included.
 */
export async function fillTemplateFile(url: string, texts: TemplateTexts, measure: MeasureText, catalogue: CatalogueClient): Promise<LogoDocument> {
  const json = await catalogue.file(url, anyJson);
  const parsed = parseDocument(json);
  if (!parsed.ok) throw new TemplateOpenError(TEMPLATE_BROKEN);
  const filled = await applyTemplateTexts(parsed.doc, texts, measure);
  // The new work remembers its template: the server judges VIP templates by it (docs/membership.md).
  const templateId = templateIdOfUrl(url);
  return templateId ? { ...filled, templateId } : filled;
}
