/**
 * Which work the address asks the editor for: `#/pages/create/create?workId=…`
 * (the works tab opens works this way). Read from the hash, because the
 * router is hash-based (docs/app-shell.md).
 */
export const EDITOR_PATH = '/pages/create/create';

export interface EditorAddress {
  inEditor: boolean;
  workId: string | null;
}

export function editorAddress(hash: string): EditorAddress {
  const inner = hash.startsWith('#') ? hash.slice(1) : hash;
  const [path = '', query = ''] = inner.split('?', 2);
  if (path !== EDITOR_PATH) return { inEditor: false, workId: null };
  const workId = new URLSearchParams(query).get('workId');
  return { inEditor: true, workId: workId !== null && workId !== '' ? workId : null };
}

export function editorHrefFor(workId: string): string {
  return `${EDITOR_PATH}?workId=${encodeURIComponent(workId)}`;
}
