// How a character stands in a vertical column (after Unicode UAX #50, simplified):
// CJK stays upright, Latin and other horizontal scripts turn 90° clockwise, and
// CJK punctuation uses its vertical presentation form when the font has it. Before any of
// this, a glyph the font itself maps with its 'vert' feature wins (vert-gsub.ts).

export type VerticalOrientation = 'upright' | 'rotated';

/** Horizontal punctuation → vertical presentation form (U+FE10…, U+FE30…). */
export const VERTICAL_FORMS: ReadonlyMap<string, string> = new Map([
  ['，', '︐'],
  ['、', '︑'],
  ['。', '︒'],
  ['：', '︓'],
  ['；', '︔'],
  ['！', '︕'],
  ['？', '︖'],
  ['〖', '︗'],
  ['〗', '︘'],
  ['…', '︙'],
  ['‥', '︰'],
  ['—', '︱'],
  ['–', '︲'],
  ['（', '︵'],
  ['）', '︶'],
  ['｛', '︷'],
  ['｝', '︸'],
  ['〔', '︹'],
  ['〕', '︺'],
  ['【', '︻'],
  ['】', '︼'],
  ['《', '︽'],
  ['》', '︾'],
  ['〈', '︿'],
  ['〉', '﹀'],
  ['「', '﹁'],
  ['」', '﹂'],
  ['『', '﹃'],
  ['』', '﹄'],
  ['［', '﹇'],
  ['］', '﹈'],
  ['＿', '︳'],
]);

/** Without a vertical form, these sit in the corner of the cell: move them from bottom-left to top-right. */
const CORNER_PUNCTUATION = new Set(['，', '、', '。', '．', '：', '；', '！', '？']);

/** Without a vertical form, brackets and dashes turn with the column. */
export function fallbackTreatment(char: string): 'shifted' | 'rotated' | 'upright' {
  if (CORNER_PUNCTUATION.has(char)) return 'shifted';
  return VERTICAL_FORMS.has(char) ? 'rotated' : 'upright';
}

const UPRIGHT_RANGES: readonly [number, number][] = [
  [0x00a7, 0x00a7],
  [0x00a9, 0x00a9],
  [0x00ae, 0x00ae],
  [0x00b1, 0x00b1],
  [0x00bc, 0x00be],
  [0x00d7, 0x00d7],
  [0x00f7, 0x00f7],
  [0x1100, 0x11ff],
  [0x2e80, 0x303f],
  [0x3040, 0xa4cf],
  [0xa960, 0xa97f],
  [0xac00, 0xd7ff],
  [0xe000, 0xfaff],
  [0xfe10, 0xfe1f],
  [0xfe30, 0xfe4f],
  [0xff00, 0xff60],
  [0xffe0, 0xffe7],
  [0x1f000, 0x1faff],
  [0x20000, 0x3ffff],
];

/**
 * Marks that run along the line inside the CJK blocks: wave dashes, the long vowel mark, the
 * full-width hyphen. Upright they would cross the column, so without a 'vert' glyph they turn.
 */
const TURNED_IN_CJK = new Set([0x301c, 0x30fc, 0xff0d, 0xff5e]);

export function verticalOrientation(codePoint: number): VerticalOrientation {
  if (TURNED_IN_CJK.has(codePoint)) return 'rotated';
  return UPRIGHT_RANGES.some(([start, end]) => codePoint >= start && codePoint <= end) ? 'upright' : 'rotated';
}
