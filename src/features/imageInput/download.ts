/** Spec section 5: punctuation and whitespace are removed from file names. */
export function cleanFileName(name: string): string {
  return name.replace(/[\p{P}\p{S}\s]/gu, '') || 'image';
}

export function downloadName(base: string, format: 'png' | 'jpeg', now: Date = new Date()): string {
  const stamp = `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}${String(now.getHours()).padStart(2, '0')}${String(now.getMinutes()).padStart(2, '0')}${String(now.getSeconds()).padStart(2, '0')}`;
  return `${cleanFileName(base)}${stamp}.${format === 'jpeg' ? 'jpg' : 'png'}`;
}

/** Saves a Blob through a temporary object URL (revoked once the browser has taken it). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
