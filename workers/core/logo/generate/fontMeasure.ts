import type { MeasureText, MeasuredText } from './measure.ts';

/** The part of the font worker's TextLayoutRequest (workers/protocol/font.ts) the generator sends. */
export interface LayoutRequest {
  text: string;
  fontName: string;
  fontSize: number;
  letterSpacing?: number;
  bold?: boolean;
  align?: 'left' | 'center' | 'right';
}

/** The part of the font worker's TextLayoutResult the generator reads. */
export interface LayoutResult {
  width: number;
  height: number;
  pathArr: string[];
  dataArr: ReadonlyArray<{ x: number; y: number; width: number; height: number }>;
}

/**
 * Anything that lays text out like the font worker: its comlink proxy, the app's font client,
 * or the service itself in Node. Structural, so the core does not import the worker contract.
 */
export type LayoutText = (request: LayoutRequest) => Promise<LayoutResult>;

/** The text layer's outline fields from a layout (the same mapping the editor uses for text/outline). */
export function measuredFromLayout(result: LayoutResult): MeasuredText {
  return {
    width: result.width,
    height: result.height,
    pathArr: result.pathArr,
    dataArr: result.dataArr.map((glyph, i) => ({ d: result.pathArr[i] ?? '', x: glyph.x, y: glyph.y, width: glyph.width, height: glyph.height })),
  };
}

/** Real measurements (and outlines) from the font worker's layout. */
export function fontMeasure(layoutText: LayoutText): MeasureText {
  return async (request) =>
    measuredFromLayout(
      await layoutText({ text: request.text, fontName: request.fontName, fontSize: request.fontSize, letterSpacing: request.letterSpacing, bold: request.bold ?? false, align: 'center' }),
    );
}
