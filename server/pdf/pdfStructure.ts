import { inflateSync } from 'node:zlib';

/**
 * A structural check of a PDF for tests: header, xref table and trailer where
 * startxref points, the page count, and the inflated content streams (to see
 * vector operators rather than only images).
 */
export interface PdfStructure {
  version: string;
  pages: number;
  contents: string[];
  fonts: string[];
  images: number;
}

export function readPdfStructure(bytes: Buffer): PdfStructure {
  const text = bytes.toString('latin1');
  const version = /^%PDF-(\d\.\d)/.exec(text)?.[1];
  if (!version) throw new Error('no %PDF- header');
  if (!/%%EOF\s*$/.test(text)) throw new Error('no %%EOF at the end');
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text);
  if (!startxref) throw new Error('no startxref');
  const xrefAt = Number(startxref[1]);
  if (!text.startsWith('xref', xrefAt)) throw new Error(`startxref ${xrefAt} does not point at an xref table`);
  const trailer = /trailer\s*<<([\s\S]*?)>>\s*startxref/.exec(text.slice(xrefAt));
  if (!trailer || !/\/Root\s+\d+\s+0\s+R/.test(trailer[1] ?? '')) throw new Error('trailer without /Root');
  const size = Number(/\/Size\s+(\d+)/.exec(trailer[1] ?? '')?.[1]);
  const entries = /xref\s+0\s+(\d+)/.exec(text.slice(xrefAt))?.[1];
  if (Number(entries) !== size) throw new Error(`xref has ${entries} entries, trailer /Size ${size}`);
  const pages = [...text.matchAll(/\/Type\s*\/Page(?![a-zA-Z])/g)].length;
  const contents: string[] = [];
  for (const match of text.matchAll(/<<((?:(?!>>\s*stream)[\s\S])*?)>>\s*stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const length = Number(/\/Length\s+(\d+)/.exec(match[1] ?? '')?.[1]);
    if (!Number.isFinite(length)) continue;
    const raw = bytes.subarray(start, start + length);
    if (/\/Subtype\s*\/Image|\/FontFile|\/Length1/.test(match[1] ?? '')) continue;
    try {
      contents.push((/\/FlateDecode/.test(match[1] ?? '') ? inflateSync(raw) : raw).toString('latin1'));
    } catch {
      // Not a content stream we can read (e.g. a font program with its own filter).
    }
  }
  const fonts = [...text.matchAll(/\/BaseFont\s*\/([A-Za-z0-9+_-]+)/g)].map((m) => m[1] ?? '');
  const images = [...text.matchAll(/\/Subtype\s*\/Image/g)].length;
  return { version, pages, contents, fonts, images };
}

/** Whether a content stream draws paths: moveto/lineto/curveto followed by a fill or stroke. */
export function hasVectorPaths(content: string): boolean {
  return /\d\s+m\s/.test(content) && /\s(l|c)\s/.test(content) && /\s(f|S|B|b|s|f\*|B\*)\s/.test(content);
}
