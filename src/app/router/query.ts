/**
 * Page query parameters are flat string maps, as the original app's pages
 * received them (`onLoad(query)`). The router's default search parser would
 * JSON-parse values (`?id=007` → 7), which silently changes what pages read,
 * so the router uses these two functions instead.
 */
export type PageQuery = Readonly<Record<string, string>>;

/** `?a=1&b=x%20y` (leading `?` optional) → `{ a: '1', b: 'x y' }`; a repeated key keeps its last value. */
export function parseQuery(search: string): PageQuery {
  // fromEntries defines own properties, so a key like `__proto__` stays data, not a prototype.
  const entries = new Map<string, string>();
  for (const [key, value] of new URLSearchParams(search)) {
    if (key !== '') entries.set(key, value);
  }
  return Object.fromEntries(entries);
}

/** `{ a: '1' }` → `?a=1`; empty map → `''`. Non-string values are written as text, nullish ones dropped. */
export function stringifyQuery(query: Readonly<Record<string, unknown>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (key === '' || value === undefined || value === null) continue;
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** Coerces whatever the router holds as `search` into a PageQuery. */
export function toPageQuery(search: unknown): PageQuery {
  if (search === null || typeof search !== 'object') return {};
  const entries: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(search)) {
    if (typeof value === 'string') entries.push([key, value]);
    else if (typeof value === 'number' || typeof value === 'boolean') entries.push([key, String(value)]);
  }
  return Object.fromEntries(entries);
}

export function sameQuery(a: PageQuery, b: PageQuery): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => b[key] === a[key]);
}
