/**
 * The searchable text inside a work: every string stored under a `text` key
 * (text layers today; card and QR documents use the same key). Walked
 * generically so any kind of work is searchable without knowing its schema.
 */
export const SEARCH_TEXT_MAX = 4000;

export function extractSearchText(document: unknown): string {
  const parts: string[] = [];
  let length = 0;
  const pending: unknown[] = [document];
  while (pending.length > 0 && length < SEARCH_TEXT_MAX) {
    const node = pending.pop();
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i -= 1) pending.push(node[i]);
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'text' && typeof value === 'string' && value.trim() !== '') {
          parts.push(value.trim());
          length += value.length;
        } else if (typeof value === 'object' && value !== null) {
          pending.push(value);
        }
      }
    }
  }
  return parts.join('\n').slice(0, SEARCH_TEXT_MAX);
}
