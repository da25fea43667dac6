/**
 * The spec's `pagerange` task option for svg2pdf (docs/pdf.md, "Page range"): how the picked
 * files become pages of the one PDF. `all` (the spec's value, the default) keeps every page of
 * every file: an SVG is one page, so each file is its own page, sized as the file. `onepage`
 * (ours) sets every file on a single page, one under another in the order picked.
 */
export const PAGE_RANGES = ['all', 'onepage'] as const;
export type PageRange = (typeof PAGE_RANGES)[number];

/** Largest page PDF readers accept (200 in). */
export const MAX_PAGE_PT = 14_400;
/** Space between two files on a `onepage` sheet, in points before any scaling. */
export const SHEET_GAP_PT = 24;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The `onepage` sheet: files stacked top to bottom, each centred across the widest, with a gap
 * between them; when the stack is larger than a PDF page may be, everything is scaled down by one
 * factor, so every file keeps its proportions and their sizes stay comparable.
 */
export function sheetLayout(sizes: ReadonlyArray<readonly [number, number]>): { page: [number, number]; boxes: Box[] } {
  const width = Math.max(1, ...sizes.map(([w]) => w));
  const height = Math.max(1, sizes.reduce((sum, [, h]) => sum + h, 0) + SHEET_GAP_PT * Math.max(0, sizes.length - 1));
  const scale = Math.min(1, MAX_PAGE_PT / width, MAX_PAGE_PT / height);
  let y = 0;
  const boxes = sizes.map(([w, h]) => {
    const box = { x: ((width - w) / 2) * scale, y: y * scale, width: w * scale, height: h * scale };
    y += h + SHEET_GAP_PT;
    return box;
  });
  return { page: [Math.min(MAX_PAGE_PT, width * scale), Math.min(MAX_PAGE_PT, height * scale)], boxes };
}
