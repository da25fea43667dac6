import { layerBounds, type Box, type Layer, type LogoDocument } from '../../../workers/core/model/index.ts';
import { snapLines, snapLinesMoved, snapLinesWithout, type SnapLines, type SnapTarget } from './snap.ts';

/**
 * The snap lines of every layer a drag may snap to (visible, not the background), made once
 * per version of the document's layers and shared by every drag until the layers change; a
 * drag takes them without the lines of what it moves. Why: making them when the drag starts
 * (the bounds of every layer, two sorts) was the first move's long task in a 1000-layer logo
 * (~20 ms at full speed). The stage makes them in idle time after each change (`warm`), so a
 * finger landing on the canvas finds them made. Bounds are kept per layer object, and after a
 * change of a few layers (a drag, a nudge, a restyle) only their lines are moved, no sort.
 */
export interface SnapLineCache {
  /** What a drag of `selection` snaps to: equal to snapLines(snapTargets(doc, selection), doc.size). */
  linesFor(doc: LogoDocument, selection: readonly string[]): SnapLines;
  /** Makes the document's lines now (idle time), if they are not made yet. */
  warm(doc: LogoDocument): void;
}

/** Beyond this many changed layers the lines are made again from scratch (a sort beats many splices). */
const MAX_MOVED_LAYERS = 16;

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

  /** The lines of `made` with its few changed layers moved, or null when that does not do (see snapLinesMoved). */
  function moved(previous: NonNullable<typeof made>, layers: readonly Layer[]): SnapLines | null {
    if (previous.layers.length !== layers.length) return null;
    // Counted first: a drag of all 1000 layers moved 16 layers' lines before giving up.
    let touched = 0;
    for (let i = 1; i < layers.length && touched <= MAX_MOVED_LAYERS; i += 1) if (previous.layers[i] !== layers[i]) touched += 1;
    if (touched > MAX_MOVED_LAYERS) return null;
    let lines = previous.lines;
    let changed = 0;
    for (let i = 1; i < layers.length; i += 1) {
      const before = previous.layers[i]!;
      const after = layers[i]!;
      if (before === after) continue;
      // Another layer in this place, or one shown or hidden, shifts the order of every line after it.
      if (before.id !== after.id || before.visibility !== after.visibility || (changed += 1) > MAX_MOVED_LAYERS) return null;
      if (!after.visibility) continue;
      const next = snapLinesMoved(lines, after.id, boundsOf(after));
      if (!next) return null;
      lines = next;
    }
    return lines;
  }

  function all(doc: LogoDocument): SnapLines {
    const { layers, size } = doc;
    if (made && made.layers === layers && made.width === size.width && made.height === size.height) return made.lines;
    const sameCanvas = made !== null && made.width === size.width && made.height === size.height;
    const updated = sameCanvas && made ? moved(made, layers) : null;
    if (updated) {
      made = { layers, width: size.width, height: size.height, lines: updated };
      return updated;
    }
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
