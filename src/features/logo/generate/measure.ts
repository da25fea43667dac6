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

/** Width of one character in em, generously: wide Latin capitals and brush-script ink included. */
const CHAR_EM = 1.05;
/** Brush fonts' ink can leave the character cell at both ends of a line. */
const EDGE_EM = 0.35;
/** Line height in em, ink above the ascender and below the descender included. */
const HEIGHT_EM = 1.6;

export function estimateText(request: TextMeasureRequest): MeasuredText {
  const chars = Array.from(request.text).length;
  const spacing = Math.max(0, request.letterSpacing) * Math.max(0, chars - 1);
  return {
    width: request.fontSize * (chars * CHAR_EM + EDGE_EM) + spacing,
    height: request.fontSize * HEIGHT_EM,
    pathArr: [],
    dataArr: [],
  };
}
