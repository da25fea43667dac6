/**
 * A short random id. getRandomValues, not randomUUID: the latter needs a secure context,
 * and the app is also opened over plain http on a LAN during development.
 */
export function newId(prefix = 'l'): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return `${prefix}_${Array.from(bytes, (b) => b.toString(36).padStart(2, '0')).join('')}`;
}
