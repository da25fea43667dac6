import { hash53, stableStringify } from './stableJson.ts';
import type { TextLayer } from './types.ts';

/**
 * Text fields the font worker's outline (pathArr/dataArr and the measured box) depends on.
 * Changing one marks the layer incomplete (`complete: false`) until a fresh outline arrives.
 * Fill, stroke and line width change the raster, not the outline.
 */
export const TEXT_OUTLINE_KEYS = [
  'text',
  'fontName',
  'fontSize',
  'letterSpacing',
  'lineSpace',
  'align',
  'vertical',
  'italic',
  'bold',
  'angle',
  'underLine',
  'deleteLine',
] as const satisfies readonly (keyof TextLayer)[];

export type TextOutlineKey = (typeof TEXT_OUTLINE_KEYS)[number];

const outlineKeys: ReadonlySet<string> = new Set(TEXT_OUTLINE_KEYS);

export function isOutlineKey(key: string): key is TextOutlineKey {
  return outlineKeys.has(key);
}

/**
 * Identifies the outline inputs of a text layer. The font pipeline sends it back with its
 * result, so an outline computed for text the user has since changed is dropped.
 */
export function outlineKey(layer: Pick<TextLayer, TextOutlineKey>): string {
  const inputs: Record<string, unknown> = {};
  for (const key of TEXT_OUTLINE_KEYS) inputs[key] = layer[key];
  return hash53(stableStringify(inputs));
}
