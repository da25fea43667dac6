/**
 * A document handed to the editor by another page (AI design, a template, an image tool)
 * is kept in sessionStorage as well as in the store, so a reload of the editor before the
 * first edit (which is when works first saves it) shows the same document, not a blank one.
 */
export const HANDOFF_KEY = 'logo:handoff';

export function storeHandedDocument(doc: unknown, handoff: unknown): void {
  try {
    sessionStorage.setItem(HANDOFF_KEY, JSON.stringify({ doc, handoff }));
  } catch {
    // Private mode or full storage: the store copy is enough for this visit.
  }
}

/** The last document handed over in this tab (unparsed JSON), or null. */
export function readHandedDocument(): unknown {
  try {
    const raw = sessionStorage.getItem(HANDOFF_KEY);
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && 'doc' in parsed ? parsed.doc : null;
  } catch {
    return null;
  }
}
