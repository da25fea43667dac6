/** Spec section 5: punctuation and whitespace are removed from file names. */
export function cleanFileName(name: string): string {
  return name.replace(/[\p{P}\p{S}\s]/gu, '') || 'image';
}

export function downloadName(base: string, format: 'png' | 'jpeg', now: Date = new Date()): string {
  const stamp = `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}${String(now.getHours()).padStart(2, '0')}${String(now.getMinutes()).padStart(2, '0')}${String(now.getSeconds()).padStart(2, '0')}`;
  return `${cleanFileName(base)}${stamp}.${format === 'jpeg' ? 'jpg' : 'png'}`;
}
