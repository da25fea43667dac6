import { outlineKey, type TextLayer } from '../../../workers/core/model/index.ts';
import { defineIntent } from './types.ts';

export interface TextOutlineArgs {
  id: string;
  /** outlineKey(layer) when the outline was requested; a result for older text is dropped. */
  key: string;
  pathArr: TextLayer['pathArr'];
  dataArr: TextLayer['dataArr'];
  /** The measured box of the outline. */
  width: number;
  height: number;
  /** The font worker's synthetic bold stroke (px) for a font without a bold face; omitted = 0. */
  boldStroke?: number;
  transform?: string;
}

/**
 * The font worker's outline for an incomplete text layer arrived. It is derived data, so it joins the
 * latest undo step instead of making its own (and leaves redo alone). The box grows or
 * shrinks about its centre so the text stays where the user put it.
 */
export const textOutline = defineIntent<TextOutlineArgs>()({
  name: 'text/outline',
  history: 'amend',
  perform(draft, { id, key, pathArr, dataArr, width, height, boldStroke = 0, transform }) {
    const layer = draft.doc.layers.find((l) => l.id === id);
    // The layer may have been deleted, retyped or already finished while the font worker
    // was busy: not an error, the result is simply no longer wanted.
    if (!layer || layer.type !== 'text' || layer.complete || outlineKey(layer) !== key) return;
    if (!Number.isFinite(width) || !Number.isFinite(height) || width < 0 || height < 0) return;
    if (!Number.isFinite(boldStroke) || boldStroke < 0) return;
    layer.x += (layer.width - width) / 2;
    layer.y += (layer.height - height) / 2;
    layer.width = width;
    layer.height = height;
    layer.pathArr = pathArr;
    layer.dataArr = dataArr;
    // A new outline replaces the old stroke too: 0 when this font drew real bold (or no bold).
    if (layer.boldStroke !== boldStroke) layer.boldStroke = boldStroke;
    if (transform !== undefined) layer.transform = transform;
    layer.complete = true;
  },
});
