import type * as z from 'zod';
import type { SCHEMA_VERSION } from './constants.ts';
import type { canvasSizeSchema } from './schema/document.ts';
import type {
  iconLayerSchema,
  imageLayerSchema,
  layerSchema,
  pathLayerSchema,
  rectLayerSchema,
  squareLayerSchema,
  textLayerSchema,
} from './schema/layers.ts';
import type { gradientStop, colorStop, strokeGradient, backgroundGradient } from './schema/fields.ts';

export type Layer = z.output<typeof layerSchema>;
export type LayerType = Layer['type'];
export type LayerOfType<T extends LayerType> = Extract<Layer, { type: T }>;

export type RectLayer = z.output<typeof rectLayerSchema>;
export type ImageLayer = z.output<typeof imageLayerSchema>;
export type IconLayer = z.output<typeof iconLayerSchema>;
export type TextLayer = z.output<typeof textLayerSchema>;
export type SquareLayer = z.output<typeof squareLayerSchema>;
export type PathLayer = z.output<typeof pathLayerSchema>;

export type GradientStop = z.output<typeof gradientStop>;
export type ColorStop = z.output<typeof colorStop>;
export type StrokeGradient = z.output<typeof strokeGradient>;
export type BackgroundGradient = z.output<typeof backgroundGradient>;

export type CanvasSize = z.output<typeof canvasSizeSchema>;

/** The logo canvas document as the editor holds it (always the current schema version). */
export interface LogoDocument {
  schemaVersion: typeof SCHEMA_VERSION;
  size: CanvasSize;
  /** Bottom to top; layers[0] is the background rect and always has the canvas size. */
  layers: Layer[];
  /**
   * The logo template (catalogue id, e.g. "L0104") the work was created from; absent otherwise.
   * The server reads it when the work syncs and refuses a VIP template's export to a free
   * account (docs/membership.md). An optional v3 field: every v3 document without it is valid.
   */
  templateId?: string;
}

/** Every field a layer of type T may carry except its identity. */
export type LayerProps<T extends LayerType> = Omit<LayerOfType<T>, 'id' | 'type'>;

/** Fields shared by every layer type (the base element) except identity and type-specific ones. */
export type BaseProps = Omit<
  { [K in keyof Layer]: Layer[K] },
  'id' | 'type' | 'gradient'
>;

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
