import type { SetPropsArgs } from '../../intents/index.ts';
import type { Layer } from '../../../../workers/core/model/index.ts';

/*
 * `layer/set` is typed per layer type, and fill/stroke live on some types only; these build
 * the right arguments for the layer the panel shows (null: the type has no such field).
 */

export function fillOf(layer: Layer): string | null {
  return layer.type === 'image' ? null : layer.fill;
}

export function fillArgs(layer: Layer, fill: string): SetPropsArgs | null {
  const ids = [layer.id];
  switch (layer.type) {
    case 'rect':
      // A picked colour replaces the background gradient: what you pick is what you see.
      return { ids, type: 'rect', props: { fill, gradient: null } };
    case 'icon':
      return { ids, type: 'icon', props: { fill } };
    case 'text':
      return { ids, type: 'text', props: { fill } };
    case 'square':
      return { ids, type: 'square', props: { fill } };
    case 'path':
      return { ids, type: 'path', props: { fill } };
    case 'image':
      return null;
  }
}

export interface StrokeFields {
  stroke: string;
  lineWidth: number;
}

export function strokeOf(layer: Layer): StrokeFields | null {
  return layer.type === 'text' || layer.type === 'square' || layer.type === 'path' ? { stroke: layer.stroke, lineWidth: layer.lineWidth } : null;
}

export function strokeArgs(layer: Layer, props: Partial<StrokeFields>): SetPropsArgs | null {
  const ids = [layer.id];
  switch (layer.type) {
    case 'text':
      return { ids, type: 'text', props };
    case 'square':
      return { ids, type: 'square', props };
    case 'path':
      return { ids, type: 'path', props };
    default:
      return null;
  }
}

/** Colours that must allow "none": everything but a text's fill (text needs ink). */
export function fillAllowsNone(layer: Layer): boolean {
  return layer.type !== 'text';
}
