/**
 * The template a work's document says it came from: the document-level `templateId`
 * (workers/core/model/types.ts), set when a work is created from a logo template. Layers carry
 * their own `template` ("title"/"slogan", spec 3) under another key, and a text layer that
 * merely contains these words is escaped in JSON, so the pattern only meets the real field.
 */
export const TEMPLATE_REFERENCE = /"templateId":"([A-Za-z0-9_-]{1,40})"/;

/** The template id in a document's JSON text, or '' (only the first counts: a document has one). */
export function templateOfContent(content: string): string {
  return TEMPLATE_REFERENCE.exec(content)?.[1] ?? '';
}
