// Contract of the icon sheet worker (workers/iconSheet/iconSheet.worker.ts): the editor's icon
// library shows catalogue icons as pictures drawn off the main thread, one sheet per path page
// (100 icons), so scrolling the grid parses, lays out and paints no SVG on the main thread.

export const ICON_SHEET_TIMEOUT_MS = 15_000;
/** Icons a sheet row holds (a path page of 100 icons is a 10 × 10 sheet). */
export const ICON_SHEET_COLUMNS = 10;

export interface IconSheetRequest {
  /** SVG path data, each in a `0 0 viewBox viewBox` square, drawn in this order left to right, top to bottom. */
  paths: string[];
  viewBox: number;
  /** Side of one icon's square in the sheet (device px). */
  cellPx: number;
  /** CSS colour the icons are filled with. */
  colour: string;
}

export interface IconSheetApi {
  /** The icons drawn on a transparent PNG, ICON_SHEET_COLUMNS to a row; a path that does not parse stays empty. */
  sheet(request: IconSheetRequest): Promise<Blob>;
}

/** Where icon `index` sits in its sheet, in cells. */
export function sheetCell(index: number): { column: number; row: number } {
  return { column: index % ICON_SHEET_COLUMNS, row: Math.floor(index / ICON_SHEET_COLUMNS) };
}
