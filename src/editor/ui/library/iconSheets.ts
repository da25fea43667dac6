import { ICON_VIEWBOX } from '../../../../workers/core/logo/generate/icons.ts';
import { ICON_SHEET_COLUMNS, ICON_SHEET_TIMEOUT_MS, sheetCell } from '../../../../workers/protocol/iconSheet.ts';
import { appWorkers } from '../../../app/workers/index.ts';
import { catalogueClient } from '../../../services/catalogueClient.ts';

/** One path page drawn as a picture: its blob URL and where each icon sits in it. */
export interface IconSheet {
  url: string;
  slots: ReadonlyMap<string, number>;
  rows: number;
}

/** A path page as the grid shows it: each icon's path, and the page's sheet or 'svg' (the tiles draw the paths). */
export interface IconPageData {
  paths: ReadonlyMap<string, string>;
  sheet: IconSheet | 'svg';
}

/** Where an icon's picture is: a sheet and a cell of it (the tile shows it as a CSS sprite). */
export interface IconPicture {
  url: string;
  column: number;
  row: number;
  columns: number;
  rows: number;
}

/** Browsers without OffscreenCanvas in workers keep the inline SVG tiles. */
export const sheetsSupported = () => typeof OffscreenCanvas !== 'undefined' && typeof Worker !== 'undefined' && typeof Path2D !== 'undefined';

// Kept for the page's life (eleven sheets of ~30 KB): the Add panel closes after each add and
// must show its tiles at once when it opens again.
const pages = new Map<string, Promise<IconPageData>>();

/** The paths of a page read on the main thread, shown as inline SVG (no sheet). */
async function svgPage(page: number): Promise<IconPageData> {
  return { paths: new Map(Object.entries(await catalogueClient().iconPaths(page))), sheet: 'svg' };
}

/**
 * A path page with its sheet: fetched, checked and drawn in the icon sheet worker at the
 * screen's pixel density in `colour` (the main thread only receives the paths and the PNG: a
 * page's JSON parse and check were ~10 ms of a scroll's frame at 4×). Asked once per page and
 * colour; a failed worker falls back to the main thread's read and SVG tiles, and a failure of
 * that is asked again next time.
 */
export function iconPage(page: number, colour: string, iconCssPx: number): Promise<IconPageData> {
  const cellPx = Math.min(256, Math.round(iconCssPx * Math.max(1, globalThis.devicePixelRatio || 1)));
  const key = `${page}|${colour}|${cellPx}`;
  const hit = pages.get(key);
  if (hit) return hit;
  const made = !sheetsSupported()
    ? svgPage(page)
    : catalogueClient()
        .iconPageUrl(page)
        .then((url) => appWorkers.get('iconSheet').call((worker) => worker.page({ url, viewBox: ICON_VIEWBOX, cellPx, colour }), ICON_SHEET_TIMEOUT_MS, 'page'))
        .then(
          ({ ids, paths, sheet }): IconPageData => ({
            paths: new Map(ids.map((id, index) => [id, paths[index]!])),
            sheet: { url: URL.createObjectURL(sheet), slots: new Map(ids.map((id, index) => [id, index])), rows: Math.max(1, Math.ceil(ids.length / ICON_SHEET_COLUMNS)) },
          }),
          () => svgPage(page),
        );
  pages.set(key, made);
  made.catch(() => pages.delete(key));
  return made;
}

/** The picture of icon `id` in a sheet, or null when the sheet does not hold it. */
export function pictureOf(sheet: IconSheet | 'svg' | undefined, id: string): IconPicture | null {
  if (!sheet || sheet === 'svg') return null;
  const index = sheet.slots.get(id);
  if (index === undefined) return null;
  return { url: sheet.url, ...sheetCell(index), columns: ICON_SHEET_COLUMNS, rows: sheet.rows };
}
