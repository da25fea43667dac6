import type { TextLayoutRequest, TextLayoutResult } from '../../../protocol/font.ts';
import type { MeasureText, MeasuredText } from './measure.ts';

/** Anything that lays text out like the font worker: its comlink proxy, the app's font client, or the service itself in Node. */
export type LayoutText = (request: TextLayoutRequest) => Promise<TextLayoutResult>;

/** The text layer's outline fields from a layout (the same mapping the editor uses for text/outline). */
export function measuredFromLayout(result: TextLayoutResult): MeasuredText {
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
