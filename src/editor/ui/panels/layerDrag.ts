/*
 * Reordering the layer list by dragging a row's grip. The list shows the top layer first
 * and the background last (it never moves), so row r is document index count − 1 − r.
 * The drop becomes ONE `layer/reorder { to: { index } }`: one undo step however many rows
 * the finger crossed.
 */

/** The row the dragged row lands on after moving `dy` px; the background's row is out of reach. */
export function dropRow(from: number, dy: number, rowHeight: number, movableRows: number): number {
  if (!(rowHeight > 0) || movableRows <= 0) return from;
  return Math.max(0, Math.min(movableRows - 1, from + Math.round(dy / rowHeight)));
}

/** Document index of a row of the top-first list of `count` layers. */
export function rowToIndex(row: number, count: number): number {
  return count - 1 - row;
}

export interface RowDrag {
  id: string;
  row: number;
  pointerId: number;
  startY: number;
  dy: number;
  rowHeight: number;
}

/** Where the drop marker goes while dragging: above the landing row going up, below it going down. */
export function dropMark(drag: RowDrag | null, row: number, movableRows: number): 'above' | 'below' | null {
  if (!drag || row === drag.row) return null;
  const target = dropRow(drag.row, drag.dy, drag.rowHeight, movableRows);
  if (target !== row) return null;
  return target < drag.row ? 'above' : 'below';
}
