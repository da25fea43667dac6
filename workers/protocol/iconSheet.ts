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

/** A catalogue path page (`catalogue/icons/page-N.json`) to fetch, check and draw. */
export interface IconPageRequest extends Omit<IconSheetRequest, 'paths'> {
  /** Absolute URL of the page, with its cache-refresh suffix. */
  url: string;
}

/** A path page as the worker read it: ids and paths in sheet order, and the sheet. */
export interface IconPage {
  ids: string[];
  paths: string[];
  sheet: Blob;
}

export interface IconSheetApi {
  /** The icons drawn on a transparent PNG, ICON_SHEET_COLUMNS to a row; a path that does not parse stays empty. */
  sheet(request: IconSheetRequest): Promise<Blob>;
  /**
   * Fetches a path page, parses and checks it and draws its sheet, all off the main thread (the
   * page's JSON parse and check were ~10 ms of a scroll's frame at 4×). Rejects with a
   * WorkerError (BAD_REQUEST for a page that cannot be fetched or is not a page).
   */
  page(request: IconPageRequest): Promise<IconPage>;
}

/** Where icon `index` sits in its sheet, in cells. */
export function sheetCell(index: number): { column: number; row: number } {
  return { column: index % ICON_SHEET_COLUMNS, row: Math.floor(index / ICON_SHEET_COLUMNS) };
}
