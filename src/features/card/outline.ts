import type { TextLayoutRequest, TextLayoutResult } from '../../../workers/protocol/font.ts';
import type { LogoDocument, TextLayer } from '../../../workers/core/model/index.ts';
import { layoutRequest, outlineArgs } from '../../editor/effects/outlinePlanner.ts';
import { roomFor } from './flow.ts';

export type LayoutText = (request: TextLayoutRequest) => Promise<TextLayoutResult>;

/**
 * Outlines for the card's text that has none yet (the font worker's `layoutText`), so the
 * render worker can draw the side outside the editor (thumbnails, mock-ups, exports) and the
 * editor opens it with nothing to wait for. Unlike the editor's own outline step (which keeps a
 * box's centre), a card line keeps its aligned edge: a longer name grows to the right of a
 * left-aligned line, never over the band on its left. A line wider than its room is set smaller.
 */
export async function outlineTexts(doc: LogoDocument, layout: LayoutText): Promise<LogoDocument> {
  const layers = await Promise.all(
    doc.layers.map(async (layer) => (layer.type === 'text' && !layer.complete && layer.visibility && layer.text ? outlineLine(doc, layer, layout) : layer)),
  );
  return { ...doc, layers };
}

async function outlineLine(doc: LogoDocument, layer: TextLayer, layout: LayoutText): Promise<TextLayer> {
  let fontSize = layer.fontSize;
  let result = await layout(layoutRequest(layer));
  const room = roomFor(doc, layer) / layer.scale;
  if (result.width > room && !layer.vertical) {
    fontSize = Math.max(8, Math.floor(fontSize * (room / result.width) * 100) / 100);
    result = await layout({ ...layoutRequest(layer), fontSize });
  }
  const args = outlineArgs(layer.id, '', result, layer.underLine || layer.deleteLine);
  const shift = layer.align === 'center' ? (layer.width - args.width) / 2 : layer.align === 'right' ? layer.width - args.width : 0;
  return {
    ...layer,
    fontSize,
    x: layer.x + shift * layer.scale,
    width: args.width,
    height: args.height,
    pathArr: args.pathArr,
    dataArr: args.dataArr,
    boldStroke: args.boldStroke,
    complete: true,
  };
}
