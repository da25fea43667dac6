/**
 * A path page's JSON (`{ id: path }`, catalogue `iconPageSchema`) as ids and paths in order, or
 * null when it is not one. Checked by hand rather than with the schema: zod made this worker
 * 100 KB instead of 6 KB, for a check of one line (iconPage.test.ts holds the two to agreement).
 */
export function iconPageEntries(body: unknown): { ids: string[]; paths: string[] } | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const ids = Object.keys(body);
  const paths = Object.values(body);
  return paths.every((path) => typeof path === 'string') ? { ids, paths: paths as string[] } : null;
}
