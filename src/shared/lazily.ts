/**
 * A value built on its first use and kept after. Issue 30: zod schemas built at module load
 * were a third of the startup chunk's evaluation on the home page, though most are used only
 * by a later call (a reply's shape, a stored value read once); built on first use, they cost
 * nothing until then and parse exactly as before.
 */
export function lazily<T>(build: () => T): () => T {
  let built: { value: T } | null = null;
  return () => (built ??= { value: build() }).value;
}
