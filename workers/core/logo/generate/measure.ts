/**
 * Text size for layout. In the app the font worker measures (layoutText: the real box
 * and outlines); Node tests and the build script use the same worker logic. When no
 * measurement is possible, `estimateText` gives a box that is never smaller than the
 * real one (an upper bound checked against every shipped font in estimate.test.ts), so a
 * layout made with it stays legible once the real outlines arrive.
 */
export interface TextMeasureRequest {
  text: string;
  /** Font id from the catalogue (public/fonts/index.json). */
  fontName: string;
  fontSize: number;
  letterSpacing: number;
  bold?: boolean;
}

/** One character's outline, as the text layer stores it (spec dataArr). */
export interface GlyphRun {
  d: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface MeasuredText {
  /** The unscaled text box at the requested fontSize: everything drawn lies inside. */
  width: number;
  height: number;
  /** Outlines (empty when only estimated: the editor then asks the font worker). */
  pathArr: string[];
  dataArr: GlyphRun[];
}

export type MeasureText = (request: TextMeasureRequest) => MeasuredText | Promise<MeasuredText>;

/** Width of one CJK character in em, generously: brush-script ink included. */
const CJK_CHAR_EM = 1.05;
/** Latin script faces (Pacifico's W) are wider than a CJK cell. */
const OTHER_CHAR_EM = 1.25;
/** CJK ideographs, kana, hangul and full-width forms: one em cell each. */
const CJK = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]|[\u{20000}-\u{3ffff}]/u;
/** Brush fonts' ink can leave the character cell at both ends of a line. */
const EDGE_EM = 0.35;
/** Line height in em, ink above the ascender and below the descender included (Pacifico: 1.76). */
const HEIGHT_EM = 1.8;

export function estimateText(request: TextMeasureRequest): MeasuredText {
  const chars = Array.from(request.text);
  const ems = chars.reduce((sum, char) => sum + (CJK.test(char) ? CJK_CHAR_EM : OTHER_CHAR_EM), 0);
  const spacing = Math.max(0, request.letterSpacing) * Math.max(0, chars.length - 1);
  return {
    width: request.fontSize * (ems + EDGE_EM) + spacing,
    height: request.fontSize * HEIGHT_EM,
    pathArr: [],
    dataArr: [],
  };
}
