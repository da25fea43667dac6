/** Spec 5: punctuation and whitespace are removed from file names. */
export function cleanFileName(name: string): string {
  return name.replace(/[\p{P}\p{S}\s]+/gu, '');
}

/** `<base><yyyyMMddHHmmss>.<extension>` (spec 5), the base cleaned; `fallback` when nothing is left of it. */
export function stampedFileName(base: string, extension: string, now: Date = new Date(), fallback = 'logo'): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}${two(now.getMonth() + 1)}${two(now.getDate())}${two(now.getHours())}${two(now.getMinutes())}${two(now.getSeconds())}`;
  return `${cleanFileName(base) || fallback}${stamp}.${extension}`;
}
