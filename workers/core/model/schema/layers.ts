import * as z from 'zod';
import { MAX_TEXT_LENGTH, TEXT_FONT_SIZE_DEFAULT } from '../constants.ts';
import { backgroundGradient, baseFields, colour, colourOrNone, flag, nonNegative, num, text } from './fields.ts';

export const rectLayerSchema = z.strictObject({
  type: z.literal('rect'),
  ...baseFields,
  // The background rect's gradient is an object (spec 3), unlike the base on/off flag.
  gradient: backgroundGradient.nullable().default(null),
  fill: colourOrNone.default('#ffffff'),
  url: text(),
  imgsize: z.enum(['cover', 'contain', 'stretch']).default('cover'),
});

export const imageLayerSchema = z.strictObject({
  type: z.literal('image'),
  ...baseFields,
  data: text(),
  url: text(),
  ercode: flag(false),
  ervalue: text(),
});

export const iconLayerSchema = z.strictObject({
  type: z.literal('icon'),
  ...baseFields,
  data: text(),
  // Ours: recolours the whole icon; '' keeps the SVG's own colours.
  fill: colourOrNone.default(''),
});

const glyphRun = z.strictObject({
  d: z.string(),
  x: num(0),
  y: num(0),
  width: nonNegative(0),
  height: nonNegative(0),
});

export const textLayerSchema = z.strictObject({
  type: z.literal('text'),
  ...baseFields,
  text: z.string().max(MAX_TEXT_LENGTH).default(''),
  fontName: text(),
  fontSize: z.number().positive().max(5000).default(TEXT_FONT_SIZE_DEFAULT),
  vip: flag(false),
  template: text(),
  underLine: flag(false),
  deleteLine: flag(false),
  italic: flag(false),
  bold: flag(false),
  letterSpacing: num(0),
  lineSpace: num(0),
  align: z.enum(['left', 'center', 'right']).default('center'),
  vertical: flag(false),
  texture: text(),
  isArt: flag(false),
  shadow: flag(false),
  fill: colour.default('#000000'),
  stroke: colourOrNone.default(''),
  lineWidth: nonNegative(0),
  angle: z.number().min(-360).max(360).default(0),
  pathArr: z.array(z.string()).default(() => []),
  dataArr: z.array(glyphRun).default(() => []),
  // Ours (v3): bold asked of a font without a bold face. The font worker's synthetic bold:
  // the outline is stroked in the fill paint this wide (layer px, round joins). Written
  // with the outline by text/outline, so it always belongs to the pathArr beside it.
  boldStroke: nonNegative(0),
  transform: text(),
  complete: flag(false),
});

export const squareLayerSchema = z.strictObject({
  type: z.literal('square'),
  ...baseFields,
  shapeType: z.enum(['rectangle', 'circle', 'triangle', 'line']).default('rectangle'),
  startx: num(0),
  endx: num(0),
  starty: num(0),
  endy: num(0),
  rx: nonNegative(0),
  ry: nonNegative(0),
  strokeDasharray: z.array(z.number().min(0)).default(() => []),
  fill: colourOrNone.default('#000000'),
  stroke: colourOrNone.default(''),
  lineWidth: nonNegative(0),
});

export const pathLayerSchema = z.strictObject({
  type: z.literal('path'),
  ...baseFields,
  text: text(),
  stroke: colourOrNone.default('#000000'),
  fill: colourOrNone.default(''),
  lineWidth: nonNegative(1),
  lineCap: z.enum(['butt', 'round', 'square']).default('round'),
  lineJoin: z.enum(['miter', 'round', 'bevel']).default('round'),
  lineDash: z.array(z.number().min(0)).default(() => []),
  filter: text(),
});

export const layerSchemas = {
  rect: rectLayerSchema,
  image: imageLayerSchema,
  icon: iconLayerSchema,
  text: textLayerSchema,
  square: squareLayerSchema,
  path: pathLayerSchema,
} as const;

export const layerSchema = z.discriminatedUnion('type', [
  rectLayerSchema,
  imageLayerSchema,
  iconLayerSchema,
  textLayerSchema,
  squareLayerSchema,
  pathLayerSchema,
]);
