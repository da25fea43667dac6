import { DEFAULT_CANVAS_SIZE, NEW_ITEM_CANVAS_RATIO, TEXT_FONT_SIZE_DEFAULT } from '../../model/index.ts';
import type { Box } from '../../model/index.ts';

/** Spec 9: slogan scale .5, opacity .8. */
export const SLOGAN_SCALE = 0.5;
export const SLOGAN_OPACITY = 0.8;
export const TITLE_FONT_SIZE = TEXT_FONT_SIZE_DEFAULT;
export const TITLE_MAX_LENGTH = 12;
export const SLOGAN_MAX_LENGTH = 20;

export interface CanvasMetrics {
  width: number;
  height: number;
  /** Spec 9: new icons are 30% of the canvas. */
  icon: number;
  margin: number;
  /** Between the icon and the text. */
  gapIcon: number;
  /** Between the title and the slogan. */
  gapText: number;
  ringStroke: number;
  /** Space kept between the ring's inner edge and the text. */
  ringPadding: number;
  dividerWidth: number;
}

export function canvasMetrics(size: { width: number; height: number } = DEFAULT_CANVAS_SIZE): CanvasMetrics {
  const unit = Math.min(size.width, size.height);
  return {
    width: size.width,
    height: size.height,
    icon: unit * NEW_ITEM_CANVAS_RATIO,
    margin: unit * 0.06,
    gapIcon: unit * 0.04,
    gapText: unit * 0.025,
    ringStroke: unit * 0.012,
    ringPadding: unit * 0.015,
    dividerWidth: unit * 0.008,
  };
}

export interface Size {
  width: number;
  height: number;
}

export function translate(box: Box, dx: number, dy: number): Box {
  return { ...box, x: box.x + dx, y: box.y + dy };
}

export function boxesOverlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

export function boxInside(inner: Box, outer: Box): boolean {
  return inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;
}

/** Every corner of the box within `radius` of the centre. */
export function boxInCircle(box: Box, cx: number, cy: number, radius: number): boolean {
  const dx = Math.max(Math.abs(box.x - cx), Math.abs(box.x + box.width - cx));
  const dy = Math.max(Math.abs(box.y - cy), Math.abs(box.y + box.height - cy));
  return dx * dx + dy * dy <= radius * radius;
}
