import type { LogoDocument } from '../../../editor/model/index.ts';
import type { CatalogueClient } from '../../catalogue/client.ts';
import type { MeasureText } from '../generate/index.ts';
import type { TemplateTexts } from '../template/applyTemplate.ts';
import { catalogueClient } from './catalogue.ts';
import { fillTemplateFile } from './templateFile.ts';

export { TemplateOpenError, TEMPLATE_BROKEN } from './templateFile.ts';

/**
 * A template (its catalogue url, e.g. "catalogue/templates/L0100.json") with the user's
 * title and slogan laid out by the font worker: a complete document, outlines included.
 */
export function loadTemplateDocument(url: string, texts: TemplateTexts, measure: MeasureText, catalogue: CatalogueClient = catalogueClient()): Promise<LogoDocument> {
  return fillTemplateFile(url, texts, measure, catalogue);
}
