import { layerBounds, type Box, type Layer, type LogoDocument } from '../model/index.ts';
import { snapLines, snapLinesWithout, type SnapLines, type SnapTarget } from './snap.ts';

/**
 * The snap lines of every layer a drag may snap to (visible, not the background), made once
 * per version of the document's layers and shared by every drag until the layers change; a
 * drag takes them without the lines of what it moves. Why: making them when the drag starts
 * (the bounds of every layer, two sorts) was the first move's long task in a 1000-layer logo
 * (~20 ms at full speed). The stage makes them in idle time after each change (`warm`), so a
 * finger landing on the canvas finds them made; bounds are kept per layer object, so after a
 * change only the layers that changed are measured again.
 */
export interface SnapLineCache {
  /** What a drag of `selection` snaps to: equal to snapLines(snapTargets(doc, selection), doc.size). */
  linesFor(doc: LogoDocument, selection: readonly string[]): SnapLines;
  /** Makes the document's lines now (idle time), if they are not made yet. */
  warm(doc: LogoDocument): void;
}

export function createSnapLineCache(): SnapLineCache {
  const bounds = new WeakMap<Layer, Box>();
  let made: { layers: readonly Layer[]; width: number; height: number; lines: SnapLines } | null = null;

  const boundsOf = (layer: Layer): Box => {
    let box = bounds.get(layer);
    if (!box) {
      box = layerBounds(layer);
      bounds.set(layer, box);
    }
    return box;
  };

  function all(doc: LogoDocument): SnapLines {
    const { layers, size } = doc;
    if (made && made.layers === layers && made.width === size.width && made.height === size.height) return made.lines;
    const targets: SnapTarget[] = [];
    for (let i = 1; i < layers.length; i += 1) {
      const layer = layers[i]!;
      if (!layer.visibility) continue;
      const { x, y, width, height } = boundsOf(layer);
      targets.push({ x, y, width, height, owner: layer.id });
    }
    made = { layers, width: size.width, height: size.height, lines: snapLines(targets, size) };
    return made.lines;
  }

  return {
    linesFor: (doc, selection) => snapLinesWithout(all(doc), new Set(selection)),
    warm: (doc) => void all(doc),
  };
}
