// Image layers' frames (crop and mask, issue 26): which layer frames a picture, the frame
// shapes the library has, what a replaced picture and a filter preset change. Pure: the
// image panel runs the results as intents.
import { createLayer, layerCentre, newId, type ImageLayer, type Layer, type LogoDocument } from '../../../workers/core/model/index.ts';
import { maskFrameIndex } from '../intents/imageMask.ts';
import type { PerformResult } from '../store/index.ts';
import type { RunIntent } from './toolActions.ts';
import type { ToolStore } from './toolState.ts';
import { polygonShape, shapeSvg, starShape } from '../ui/library/shapePaths.ts';

export type FrameShape = 'rect' | 'roundRect' | 'circle' | 'star' | 'hexagon';
export const FRAME_SHAPES: readonly FrameShape[] = ['rect', 'roundRect', 'circle', 'star', 'hexagon'];

/** Only its alpha counts (it is the picture's clipping mask); it shows where the picture leaves the frame uncovered. */
const FRAME_FILL = '#ffffff';
/** The rounded rectangle's corner radius, as a share of the frame's shorter side. */
const ROUND_SHARE = 0.15;

/** The frame layer of an image (the layer it is clipped to), or null. */
export function frameOf(doc: LogoDocument, imageId: string): Layer | null {
  const index = doc.layers.findIndex((l) => l.id === imageId);
  const frame = maskFrameIndex(doc.layers, index);
  return frame === -1 ? null : (doc.layers[frame] ?? null);
}

/** What kind of frame a layer is (null: not one the panel made). */
export function frameShapeOf(frame: Layer | null): FrameShape | null {
  if (!frame) return null;
  if (frame.type === 'square') return frame.shapeType === 'circle' ? 'circle' : frame.shapeType === 'rectangle' ? (frame.rx > 0 ? 'roundRect' : 'rect') : null;
  if (frame.type === 'icon') return frame.data.includes(starShape(5).d) ? 'star' : frame.data.includes(polygonShape(6).d) ? 'hexagon' : null;
  return null;
}

/**
 * A frame of `shape` over what frames the picture now (its frame, else the picture's drawn
 * box), same centre and turn. Circles, stars and hexagons are square: the shorter side.
 */
export function frameLayer(shape: FrameShape, image: ImageLayer, current: Layer | null): Layer {
  const basis = current ?? image;
  const width = basis.width * basis.scale;
  const height = basis.height * basis.scale;
  const c = layerCentre(basis);
  const round = shape === 'circle' || shape === 'star' || shape === 'hexagon';
  const w = round ? Math.min(width, height) : width;
  const h = round ? Math.min(width, height) : height;
  const box = { x: c.x - w / 2, y: c.y - h / 2, width: w, height: h, rotate: basis.rotate };
  switch (shape) {
    case 'rect':
      return createLayer('square', { ...box, shapeType: 'rectangle', fill: FRAME_FILL });
    case 'roundRect':
      return createLayer('square', { ...box, shapeType: 'rectangle', fill: FRAME_FILL, rx: Math.min(w, h) * ROUND_SHARE, ry: Math.min(w, h) * ROUND_SHARE });
    case 'circle':
      return createLayer('square', { ...box, shapeType: 'circle', fill: FRAME_FILL });
    case 'star':
      return createLayer('icon', { ...box, data: shapeSvg(starShape(5)), fill: FRAME_FILL });
    case 'hexagon':
      return createLayer('icon', { ...box, data: shapeSvg(polygonShape(6)), fill: FRAME_FILL });
  }
}

/**
 * A new picture in place of the old: same centre, turn and flips. In a frame it covers the
 * old picture's box (the frame stays filled, the crop where it was); without one it fits
 * inside it. `natural` is the new picture's size in px.
 */
export function replacedPicture(image: ImageLayer, framed: boolean, natural: { width: number; height: number }): Pick<ImageLayer, 'x' | 'y' | 'width' | 'height'> {
  const aspect = natural.width > 0 && natural.height > 0 ? natural.height / natural.width : 1;
  const old = image.height / Math.max(image.width, 1e-6);
  // Cover: the taller of the two boxes of the old width or height; fit: the smaller.
  const byWidth = { width: image.width, height: image.width * aspect };
  const byHeight = { width: image.height / aspect, height: image.height };
  const size = framed === aspect > old ? byWidth : byHeight;
  const c = layerCentre(image);
  return { x: c.x - size.width / 2, y: c.y - size.height / 2, width: size.width, height: size.height };
}

export type FilterPreset = 'original' | 'mono' | 'vivid' | 'bright' | 'soft' | 'vintage' | 'blur';
export const FILTER_PRESETS: readonly FilterPreset[] = ['original', 'mono', 'vivid', 'bright', 'soft', 'vintage', 'blur'];

type FilterFields = Pick<Layer, 'brightness' | 'contrast' | 'saturate' | 'hueRotate' | 'blur'>;
const NEUTRAL: FilterFields = { brightness: 1, contrast: 1, saturate: 1, hueRotate: 0, blur: 0 };

/**
 * The filter fields the render worker honours (blur, brightness, contrast, saturate, hue:
 * workers/render/filters.ts); black and white is saturate 0, as the model has no grayscale field.
 */
export const FILTER_VALUES: Readonly<Record<FilterPreset, FilterFields>> = {
  original: NEUTRAL,
  mono: { ...NEUTRAL, saturate: 0, contrast: 1.1 },
  vivid: { ...NEUTRAL, saturate: 1.6, contrast: 1.1 },
  bright: { ...NEUTRAL, brightness: 1.25 },
  soft: { ...NEUTRAL, brightness: 1.05, contrast: 0.85, saturate: 0.8 },
  vintage: { ...NEUTRAL, saturate: 0.45, contrast: 1.1, brightness: 0.95, hueRotate: 345 },
  blur: { ...NEUTRAL, blur: 4 },
};

/** The preset a layer's filters match, or null (set by hand). */
export function filterPresetOf(layer: Layer): FilterPreset | null {
  return FILTER_PRESETS.find((p) => (Object.keys(NEUTRAL) as (keyof FilterFields)[]).every((k) => Math.abs(layer[k] - FILTER_VALUES[p][k]) < 1e-6)) ?? null;
}

/**
 * Crop mode for a picture: its frame stays, a drag moves the picture inside it, the frame's
 * corners resize it. A picture without a frame first gets a rectangular one of its own box
 * (one undo step), so cropping starts from the whole picture. What the session then does, drags,
 * pinches and frame resizes, is one more undo step (toolState.ts).
 */
export function startCrop(tools: ToolStore, doc: LogoDocument, run: RunIntent, image: ImageLayer): PerformResult | null {
  let frame = frameOf(doc, image.id);
  if (!frame) {
    const made = frameLayer('rect', image, null);
    const result = run('image/mask', { id: image.id, frame: made });
    if (!result.ok) return result;
    frame = made;
  }
  tools.set({ kind: 'crop', imageId: image.id, frameId: frame.id, gesture: newId('g') });
  return null;
}
