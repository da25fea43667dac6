// Icon sheet worker entry (workers/protocol/iconSheet.ts): catalogue icon paths drawn with
// Path2D on an OffscreenCanvas and encoded as one PNG a page, for the editor's icon library.
import { expose } from 'comlink';
import { workerError } from '../core/errors.ts';
import { ICON_SHEET_COLUMNS, sheetCell, type IconPage, type IconPageRequest, type IconSheetApi, type IconSheetRequest } from '../protocol/iconSheet.ts';
import { timedApi } from '../protocol/timings.ts';
import { iconPageEntries } from './iconPage.ts';

const MAX_CELL_PX = 256;
const MAX_ICONS = 400;
const PAGE_FETCH_TIMEOUT_MS = 20_000;

async function sheet({ paths, viewBox, cellPx, colour }: IconSheetRequest): Promise<Blob> {
  if (!(cellPx >= 1 && cellPx <= MAX_CELL_PX) || !(viewBox > 0) || paths.length > MAX_ICONS) throw workerError('BAD_REQUEST', undefined, 'icon sheet out of range');
  const cell = Math.round(cellPx);
  const rows = Math.max(1, Math.ceil(paths.length / ICON_SHEET_COLUMNS));
  const canvas = new OffscreenCanvas(cell * ICON_SHEET_COLUMNS, cell * rows);
  const context = canvas.getContext('2d');
  if (!context) throw workerError('INTERNAL', undefined, 'no 2d context');
  context.fillStyle = colour;
  const scale = cell / viewBox;
  paths.forEach((d, index) => {
    const { column, row } = sheetCell(index);
    context.setTransform(scale, 0, 0, scale, column * cell, row * cell);
    try {
      context.fill(new Path2D(d));
    } catch {
      // A path that does not parse draws nothing (the tile stays blank but can still be added).
    }
  });
  return canvas.convertToBlob({ type: 'image/png' });
}

async function page({ url, ...drawing }: IconPageRequest): Promise<IconPage> {
  let body: unknown;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(PAGE_FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    body = await response.json();
  } catch (error) {
    throw workerError('BAD_REQUEST', undefined, `icon page ${url}: ${String(error)}`);
  }
  const entries = iconPageEntries(body);
  if (!entries) throw workerError('BAD_REQUEST', undefined, `icon page ${url}: not a page of paths`);
  return { ...entries, sheet: await sheet({ ...drawing, paths: entries.paths }) };
}

expose(timedApi('iconSheet', { sheet, page } satisfies IconSheetApi));
