import { cleanFileName as clean, stampedFileName } from '../../shared/fileName.ts';

/** Spec section 5: punctuation and whitespace are removed from file names. */
export function cleanFileName(name: string): string {
  return clean(name) || 'image';
}

export function downloadName(base: string, format: 'png' | 'jpeg', now: Date = new Date()): string {
  return stampedFileName(base, format === 'jpeg' ? 'jpg' : 'png', now, 'image');
}
