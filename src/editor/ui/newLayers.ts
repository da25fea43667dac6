import {
  createLayer,
  NEW_ITEM_CANVAS_RATIO,
  TEXT_FONT_SIZE_DEFAULT,
  type CanvasSize,
  type Layer,
} from '../../../workers/core/model/index.ts';

export type ShapeKind = 'rectangle' | 'circle' | 'triangle' | 'line';

/** The placeholder a new text layer starts with; the user types over it. */
export const NEW_TEXT = '输入文字';

const centred = (canvas: CanvasSize, width: number, height: number) => ({
  x: (canvas.width - width) / 2,
  y: (canvas.height - height) / 2,
  width,
  height,
});

/** Spec 9: new images and icons take 30% of the canvas (the shorter side). */
function itemSide(canvas: CanvasSize): number {
  return Math.round(Math.min(canvas.width, canvas.height) * NEW_ITEM_CANVAS_RATIO);
}

/**
 * New text at the canvas centre. Its box is a guess until the font worker measures the
 * outline (complete: false); the outline intent then re-centres the box.
 */
export function newTextLayer(canvas: CanvasSize, fontName: string, text = NEW_TEXT): Layer {
  const fontSize = TEXT_FONT_SIZE_DEFAULT;
  const width = Math.min(canvas.width, fontSize * [...text].length);
  return createLayer('text', { ...centred(canvas, width, fontSize * 1.2), text, fontName, fontSize, fill: '#1f2329', complete: false });
}

export function newShapeLayer(canvas: CanvasSize, shape: ShapeKind): Layer {
  const side = itemSide(canvas);
  if (shape === 'line') {
    const thickness = Math.max(4, Math.round(side / 30));
    // No start/end points: the line then runs across the middle of its box and follows resizes.
    return createLayer('square', {
      ...centred(canvas, side, thickness),
      shapeType: 'line',
      fill: '',
      stroke: '#1f2329',
      lineWidth: thickness,
    });
  }
  return createLayer('square', { ...centred(canvas, side, side), shapeType: shape, fill: '#3464f0' });
}

/** The colour new icons and shapes take: the swatch palette's accent (the app's blue). */
export const NEW_ITEM_ACCENT = '#3464f0';

/**
 * An icon layer holding an SVG (`data`) recoloured by `fill`; `aspect` (height / width) for
 * shapes whose view box is not square. The longer side is 30 % of the canvas (spec 9).
 */
export function newIconLayer(canvas: CanvasSize, data: string, options: { fill?: string; aspect?: number } = {}): Layer {
  const side = itemSide(canvas);
  const aspect = options.aspect ?? 1;
  const width = aspect > 1 ? Math.round(side / aspect) : side;
  const height = aspect > 1 ? side : Math.round(side * aspect);
  return createLayer('icon', { ...centred(canvas, width, height), data, fill: options.fill ?? NEW_ITEM_ACCENT });
}

/** An image (a data URL, kept in `data`) fitted into 30% of the canvas, keeping its proportions. */
/** `url`: the picture's reference (`asset:<md5>` from the asset store, or an address). */
export function newImageLayer(canvas: CanvasSize, url: string, natural: { width: number; height: number }): Layer {
  const side = itemSide(canvas);
  const k = side / Math.max(natural.width, natural.height, 1);
  const width = Math.max(1, Math.round(natural.width * k));
  const height = Math.max(1, Math.round(natural.height * k));
  return createLayer('image', { ...centred(canvas, width, height), url });
}
