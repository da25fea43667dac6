import type { Box } from '../../model/index.ts';

// How a Chinese name seal (印章) places its characters. A seal reads in columns, top to bottom,
// and the columns from right to left, as vertical writing does:
//   4 characters: 2 × 2 —  the first two down the right column, the last two down the left.
//   3 characters: the name and 印 ("seal of"), so the square still holds 2 × 2 (the usual way
//                 a three-character name is cut).
//   2 characters: one column, top and bottom, in an upright oblong seal.
//   1 character:  the whole face.

/** The characters a seal cuts for a name (1–4 characters; a three-character name gets 印). */
export function sealCharacters(name: string): string[] {
  const chars = Array.from(name);
  return chars.length === 3 ? [...chars, '印'] : chars;
}

/** The seal's outline for `count` characters within `space` (centred): square, or an upright oblong for two. */
export function sealOutline(count: number, space: Box): Box {
  const side = Math.min(space.width, space.height);
  const width = count === 2 ? side * 0.56 : side;
  return { x: space.x + (space.width - width) / 2, y: space.y + (space.height - side) / 2, width, height: side };
}

/**
 * One box per character, in reading order (character i → box i): columns right to left,
 * each top to bottom. `face` is the seal's inside (outline minus its border); `gap` the space
 * between cells.
 */
export function sealCells(count: number, face: Box, gap: number): Box[] {
  if (count <= 1) return [face];
  const rows = 2;
  const columns = count === 2 ? 1 : 2;
  const cellWidth = (face.width - gap * (columns - 1)) / columns;
  const cellHeight = (face.height - gap * (rows - 1)) / rows;
  const cells: Box[] = [];
  for (let column = 0; column < columns; column += 1) {
    // Column 0 is the rightmost.
    const x = face.x + face.width - (column + 1) * cellWidth - column * gap;
    for (let row = 0; row < rows; row += 1) cells.push({ x, y: face.y + row * (cellHeight + gap), width: cellWidth, height: cellHeight });
  }
  return cells.slice(0, Math.max(count, 1));
}
