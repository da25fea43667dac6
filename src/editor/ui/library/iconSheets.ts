import { ICON_VIEWBOX } from '../../../../workers/core/logo/generate/icons.ts';
import { ICON_SHEET_COLUMNS, ICON_SHEET_TIMEOUT_MS, sheetCell } from '../../../../workers/protocol/iconSheet.ts';
import { appWorkers } from '../../../app/workers/index.ts';

/** One path page drawn as a picture: its blob URL and where each icon sits in it. */
export interface IconSheet {
  url: string;
  slots: ReadonlyMap<string, number>;
  rows: number;
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
const sheets = new Map<string, Promise<IconSheet>>();

/**
 * The sheet of a path page, drawn in the icon sheet worker at the screen's pixel density in
 * `colour`; asked once per page and colour, a failure asked again next time.
 */
export function iconSheet(page: number, paths: Readonly<Record<string, string>>, colour: string, iconCssPx: number): Promise<IconSheet> {
  const cellPx = Math.min(256, Math.round(iconCssPx * Math.max(1, globalThis.devicePixelRatio || 1)));
  const key = `${page}|${colour}|${cellPx}`;
  const hit = sheets.get(key);
  if (hit) return hit;
  const ids = Object.keys(paths);
  const made = appWorkers
    .get('iconSheet')
    .call((worker) => worker.sheet({ paths: ids.map((id) => paths[id]!), viewBox: ICON_VIEWBOX, cellPx, colour }), ICON_SHEET_TIMEOUT_MS, 'sheet')
    .then((blob) => ({ url: URL.createObjectURL(blob), slots: new Map(ids.map((id, index) => [id, index])), rows: Math.max(1, Math.ceil(ids.length / ICON_SHEET_COLUMNS)) }));
  sheets.set(key, made);
  made.catch(() => sheets.delete(key));
  return made;
}

/** The picture of icon `id` in a sheet, or null when the sheet does not hold it. */
export function pictureOf(sheet: IconSheet | undefined, id: string): IconPicture | null {
  const index = sheet?.slots.get(id);
  if (!sheet || index === undefined) return null;
  return { url: sheet.url, ...sheetCell(index), columns: ICON_SHEET_COLUMNS, rows: sheet.rows };
}
