import * as z from 'zod';
import { isColour, isColourOrNone } from '../colour.ts';
import { DEFAULT_GRADIENT_DEG } from '../constants.ts';
import { fieldMessages } from '../messages.ts';

// Shared field schemas. Every field has a default so templates and older works may omit
// it; only `type` and `id` are required. Numbers are finite (zod 4 rejects NaN/Infinity).

export const colour = z.string().refine(isColour, { error: fieldMessages.colour });
export const colourOrNone = z.string().refine(isColourOrNone, { error: fieldMessages.colourOrNone });

export const num = (value: number) => z.number().default(value);
export const nonNegative = (value: number) => z.number().min(0).default(value);
export const unit = (value: number) => z.number().min(0).max(1).default(value);
export const flag = (value: boolean) => z.boolean().default(value);
export const text = (value = '') => z.string().default(value);

export const layerId = z.string().min(1).max(64);

/** One stop of the spec's gradientColors: the colour in three spellings plus its position (0-100). */
export const gradientStop = z.strictObject({
  hex: colourOrNone.default(''),
  rgba: colourOrNone.default(''),
  color: colour,
  pst: z.number().min(0).max(100),
});

export const defaultGradientColors = () => [
  { hex: '#ffffff', rgba: 'rgba(255,255,255,1)', color: '#ffffff', pst: 0 },
  { hex: '#000000', rgba: 'rgba(0,0,0,1)', color: '#000000', pst: 100 },
];

/** Canvas-style colour stop, offset 0-1 (background gradient, strokeGradient). */
export const colorStop = z.strictObject({ offset: z.number().min(0).max(1), color: colour });

/** The background rect's gradient: a line from (x1,y1) to (x2,y2) in layer pixels. */
export const backgroundGradient = z.strictObject({
  x1: num(0),
  y1: num(0),
  x2: num(0),
  y2: num(0),
  colorStops: z.array(colorStop).min(1),
});

export const gradientStyle = z.enum(['linear', 'radial']);

export const strokeGradient = z.strictObject({
  x1: num(0),
  y1: num(0),
  x2: num(0),
  y2: num(0),
  colorStops: z.array(colorStop).default(() => []),
  colors: z.array(colour).default(() => []),
  style: gradientStyle.default('linear'),
  deg: num(0),
});

export const status = z
  .strictObject({
    selected: flag(false),
    moveable: flag(true),
    crop: flag(false),
    clipPath: flag(false),
    hash: text(),
  })
  .prefault({});

/** Fields every layer has (spec 3 "Design element (base)") plus our id and group. */
export const baseFields = {
  id: layerId,
  group: layerId.nullable().default(null),
  // Geometry and transform
  rotate: num(0),
  x: num(0),
  y: num(0),
  width: nonNegative(0),
  height: nonNegative(0),
  scale: z.number().positive().max(1000).default(1),
  flip: flag(false),
  flipY: flag(false),
  // Appearance
  opacity: unit(1),
  blur: nonNegative(0),
  brightness: nonNegative(1),
  saturate: nonNegative(1),
  hueRotate: num(0),
  contrast: nonNegative(1),
  sharpen: nonNegative(0),
  bg: colourOrNone.default(''),
  // Interaction
  drag: flag(false),
  visibility: flag(true),
  isGuide: flag(false),
  // Shadow
  shadowBlur: nonNegative(0),
  shadowX: num(0),
  shadowY: num(0),
  shadowColor: colourOrNone.default('#000000'),
  shadowOpacity: unit(1),
  shadowAngle: num(0),
  shadowDistance: nonNegative(0),
  // Fill gradient
  gradient: flag(false),
  gradientStyle: gradientStyle.default('linear'),
  gradientColors: z.array(gradientStop).default(defaultGradientColors),
  gradientDeg: num(DEFAULT_GRADIENT_DEG),
  strokeGradient: strokeGradient.nullable().default(null),
  status,
};
