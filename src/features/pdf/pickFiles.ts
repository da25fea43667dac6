import { strings } from '../../shared/strings.ts';
import { LIMIT_MB, MAX_FILES } from './pdfTask.ts';

const t = strings.pdf;

/** Adds picked files to the list: SVG only, at most MAX_FILES, at most LIMIT_MB in total. */
export function addFiles(current: File[], picked: File[]): { files: File[]; error: string | null } {
  const files = [...current];
  for (const file of picked) {
    const isSvg = file.type === 'image/svg+xml' || /\.svg$/i.test(file.name);
    if (!isSvg) return { files, error: t.onlySvg(file.name) };
    if (files.length >= MAX_FILES) return { files, error: t.tooMany(MAX_FILES) };
    files.push(file);
  }
  if (files.reduce((sum, file) => sum + file.size, 0) > LIMIT_MB * 1048576) return { files: current, error: t.tooLarge(LIMIT_MB) };
  return { files, error: null };
}
