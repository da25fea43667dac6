import { DEFAULT_CANVAS_SIZE, SCHEMA_VERSION } from './constants.ts';
import { newId } from './ids.ts';
import { layerSchemas } from './schema/layers.ts';
import type { CanvasSize, LayerOfType, LayerProps, LayerType, LogoDocument } from './types.ts';

/**
 * A complete layer of the given type: every field not given takes its schema default, and
 * a fresh id unless one is given. Throws (a programming error) if a given field is invalid.
 */
export function createLayer<T extends LayerType>(
  type: T,
  fields: Partial<LayerProps<T>> & { id?: string } = {},
): LayerOfType<T> {
  const layer = layerSchemas[type].parse({ ...fields, type, id: fields.id ?? newId() });
  if (layer.type !== type) throw new Error(`createLayer: expected ${type}`);
  return layer as LayerOfType<T>;
}

/** A new empty work: just a white background of the given size. */
export function createDocument(options: { size?: CanvasSize; fill?: string; backgroundId?: string } = {}): LogoDocument {
  const size = options.size ?? { ...DEFAULT_CANVAS_SIZE };
  const background = createLayer('rect', {
    id: options.backgroundId ?? newId('bg'),
    width: size.width,
    height: size.height,
    fill: options.fill ?? '#ffffff',
  });
  return { schemaVersion: SCHEMA_VERSION, size, layers: [background] };
}
