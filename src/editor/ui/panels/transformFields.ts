import type { IntentArgs } from '../../intents/index.ts';

type ResizeArgs = IntentArgs<'layer/resize'>;
import type { Layer } from '../../../../workers/core/model/index.ts';

/** What the exact fields show: the box as drawn (scaled, before rotation), its top-left and the angle. */
export interface VisibleBox {
  x: number;
  y: number;
  width: number;
  height: number;
  rotate: number;
}

const tenth = (n: number) => Math.round(n * 10) / 10 || 0;

export function visibleBox(layer: Layer): VisibleBox {
  const width = layer.width * layer.scale;
  const height = layer.height * layer.scale;
  const cx = layer.x + layer.width / 2;
  const cy = layer.y + layer.height / 2;
  return { x: tenth(cx - width / 2), y: tenth(cy - height / 2), width: tenth(width), height: tenth(height), rotate: tenth(layer.rotate) };
}

/**
 * The resize that gives the layer a typed visible width or height, about its centre. With
 * `lockAspect` the other side follows. Text is always scaled as a whole (its box is its
 * outline: the font worker would undo a stretched box).
 */
export function resizeTo(layer: Layer, side: 'width' | 'height', value: number, lockAspect: boolean): ResizeArgs | null {
  const current = side === 'width' ? layer.width * layer.scale : layer.height * layer.scale;
  if (!(value > 0) || !(current > 0) || !Number.isFinite(value)) return null;
  const k = value / current;
  const cx = layer.x + layer.width / 2;
  const cy = layer.y + layer.height / 2;
  if (layer.type === 'text') return { id: layer.id, x: layer.x, y: layer.y, width: layer.width, height: layer.height, scale: layer.scale * k };
  const width = lockAspect || side === 'width' ? layer.width * k : layer.width;
  const height = lockAspect || side === 'height' ? layer.height * k : layer.height;
  return { id: layer.id, x: cx - width / 2, y: cy - height / 2, width, height };
}

/** Typed number, or null for anything that is not one. */
export function parseField(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) ? value : null;
}
