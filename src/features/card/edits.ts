import type { Layer, LogoDocument } from '../../../workers/core/model/index.ts';

/**
 * A side the user is editing gets new fields as editor intents (so they are one more step in
 * that side's history, and undo takes them back), not as a new document: the difference
 * between the side now and the side with the fields flowed in, as layer/set, layer/add and
 * layer/remove steps.
 */

export type SideEdit =
  | { kind: 'set'; id: string; type: Layer['type']; props: Record<string, unknown> }
  | { kind: 'add'; layer: Layer; index: number }
  | { kind: 'remove'; id: string };

/** Fields the flow writes (text, its place and outline, visibility, a code's SVG). */
const FLOWED_KEYS = ['text', 'visibility', 'x', 'y', 'width', 'height', 'fontSize', 'pathArr', 'dataArr', 'boldStroke', 'complete', 'data'] as const;

export function sideEdits(before: LogoDocument, after: LogoDocument): SideEdit[] {
  const edits: SideEdit[] = [];
  const old = new Map(before.layers.map((l) => [l.id, l]));
  const kept = new Set(after.layers.map((l) => l.id));
  for (const layer of before.layers) if (!kept.has(layer.id)) edits.push({ kind: 'remove', id: layer.id });
  after.layers.forEach((layer, index) => {
    const was = old.get(layer.id);
    if (was && was.type !== layer.type) edits.push({ kind: 'remove', id: layer.id });
    if (!was || was.type !== layer.type) {
      edits.push({ kind: 'add', layer, index });
      return;
    }
    const props: Record<string, unknown> = {};
    for (const key of FLOWED_KEYS) {
      const a = (was as Record<string, unknown>)[key];
      const b = (layer as Record<string, unknown>)[key];
      if (a !== b && JSON.stringify(a) !== JSON.stringify(b)) props[key] = b;
    }
    if (Object.keys(props).length > 0) edits.push({ kind: 'set', id: layer.id, type: layer.type, props });
  });
  return edits;
}
