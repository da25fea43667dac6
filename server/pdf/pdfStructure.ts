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

/**
 * What is wrong with a classic xref table (empty when nothing): every in-use entry must point
 * at its own `n 0 obj`, free entry 0 must head it, and no object in the file may be missing
 * from it. Files with xref streams (PDF 1.5 compression) are not read here.
 */
export function xrefProblems(bytes: Buffer): string[] {
  const text = bytes.toString('latin1');
  const xrefAt = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
  if (!Number.isFinite(xrefAt) || !text.startsWith('xref', xrefAt)) return ['startxref does not point at an xref table'];
  const section = /^xref\r?\n(\d+) (\d+)\r?\n/.exec(text.slice(xrefAt));
  if (!section) return ['no xref subsection header'];
  const [first, count] = [Number(section[1]), Number(section[2])];
  const problems: string[] = [];
  if (first !== 0) problems.push(`the xref starts at object ${first}, not 0`);
  let at = xrefAt + section[0].length;
  for (let n = first; n < first + count; n += 1, at += 20) {
    // Each entry is exactly 20 bytes: 10-digit offset, space, 5-digit generation, space, n/f, 2-byte end of line.
    const entry = /^(\d{10}) (\d{5}) ([nf])(?: \r| \n|\r\n)$/.exec(text.slice(at, at + 20));
    if (!entry) {
      problems.push(`xref entry ${n} is not 20 bytes of "oooooooooo ggggg n"`);
      break;
    }
    if (n === 0) {
      if (entry[3] !== 'f' || entry[2] !== '65535') problems.push('xref entry 0 is not the free head (65535 f)');
      continue;
    }
    if (entry[3] !== 'n') continue;
    const offset = Number(entry[1]);
    if (!new RegExp(`^${n} ${Number(entry[2])} obj\\b`).test(text.slice(offset, offset + 24))) problems.push(`object ${n}: offset ${offset} does not start "${n} 0 obj"`);
  }
  if (!/^trailer\b/.test(text.slice(at))) problems.push('no trailer right after the xref entries');
  const size = Number(/\/Size\s+(\d+)/.exec(text.slice(at))?.[1]);
  if (size !== first + count) problems.push(`trailer /Size ${size}, xref has ${first + count} entries`);
  for (const match of text.matchAll(/(?:^|[\r\n])(\d+) 0 obj\b/g)) {
    if (Number(match[1]) >= first + count) problems.push(`object ${match[1]} is not in the xref`);
  }
  return problems;
}

/** The /MediaBox of every page, as numbers. */
export function mediaBoxes(bytes: Buffer): number[][] {
  const text = bytes.toString('latin1');
  return [...text.matchAll(/\/Type\s*\/Page(?![a-zA-Z])[^]*?\/MediaBox\s*\[([^\]]*)\]/g)].map((m) => (m[1] ?? '').trim().split(/\s+/).map(Number));
}
