import type { Box } from '../../model/index.ts';
import { translate, type CanvasMetrics, type Size } from './geometry.ts';
import type { LayoutVariant } from './variants.ts';

/** Drawn (visual) boxes in canvas pixels. */
export interface Placement {
  icon: Box;
  /** The text items the layout returned: the title, then the slogan when there is one. */
  items: Box[];
  ring: { cx: number; cy: number; radius: number } | null;
  divider: Box | null;
}

function stack(sizes: readonly Size[], gaps: readonly number[]): Box[] {
  let y = 0;
  return sizes.map((size, index) => {
    const box = { x: -size.width / 2, y, width: size.width, height: size.height };
    y += size.height + (gaps[index] ?? 0);
    return box;
  });
}

function besideGap(m: CanvasMetrics, variant: LayoutVariant): number {
  return variant.decor === 'divider' ? m.gapIcon * 2 + m.dividerWidth : m.gapIcon;
}

/**
 * The widest each text may be drawn in this variant, given the text heights (the ring's
 * chord depends on how far from the centre a line sits). Shrinking a text only lowers its
 * height, which never reduces these limits, so one pass is enough.
 */
export function maxTextWidths(variant: LayoutVariant, m: CanvasMetrics, title: Size, slogan: Size | null): number[] {
  const safe = m.width - 2 * m.margin;
  if (variant.kind === 'left-right') {
    const width = safe - m.icon - besideGap(m, variant);
    return slogan ? [width, width] : [width];
  }
  if (variant.decor !== 'ring') return slogan ? [safe, safe] : [safe];
  const boxes = centredStack(m, title, slogan);
  const inner = ringRadius(m) - m.ringStroke / 2 - m.ringPadding;
  return boxes.items.map((box) => {
    const dy = Math.max(Math.abs(box.y - m.height / 2), Math.abs(box.y + box.height - m.height / 2));
    return dy >= inner ? 0 : 2 * Math.sqrt(inner * inner - dy * dy);
  });
}

function ringRadius(m: CanvasMetrics): number {
  return Math.min(m.width, m.height) / 2 - m.margin / 2 - m.ringStroke / 2;
}

function centredStack(m: CanvasMetrics, title: Size, slogan: Size | null): { icon: Box; items: Box[] } {
  const icon = { width: m.icon, height: m.icon };
  const sizes = slogan ? [title, icon, slogan] : [title, icon];
  const boxes = stack(sizes, [m.gapIcon, m.gapIcon]);
  const last = boxes[boxes.length - 1] as Box;
  const dy = m.height / 2 - (last.y + last.height) / 2;
  const placed = boxes.map((box) => translate(box, m.width / 2, dy));
  const [titleBox, iconBox, sloganBox] = placed as [Box, Box, Box | undefined];
  return { icon: iconBox, items: sloganBox ? [titleBox, sloganBox] : [titleBox] };
}

/** Positions for the variant's kind, centred on the canvas. */
export function placeItems(variant: LayoutVariant, m: CanvasMetrics, title: Size, slogan: Size | null): Placement {
  if (variant.kind === 'all-centered') {
    const { icon, items } = centredStack(m, title, slogan);
    const ring = variant.decor === 'ring' ? { cx: m.width / 2, cy: m.height / 2, radius: ringRadius(m) } : null;
    return { icon, items, ring, divider: null };
  }
  if (variant.kind === 'top-bottom') {
    const sizes = [{ width: m.icon, height: m.icon }, title, ...(slogan ? [slogan] : [])];
    const boxes = stack(sizes, [m.gapIcon, m.gapText]);
    const last = boxes[boxes.length - 1] as Box;
    const dy = m.height / 2 - (last.y + last.height) / 2;
    const [icon, ...items] = boxes.map((box) => translate(box, m.width / 2, dy)) as [Box, ...Box[]];
    return { icon, items, ring: null, divider: null };
  }
  return placeBeside(variant, m, title, slogan);
}

/**
 * Left-right: icon on the left, text column on the right, tops aligned. Spec 4: when the
 * layout returns two items the icon moves to their vertical middle; a lone title is put
 * on the icon's middle instead (the icon is the taller block).
 */
function placeBeside(variant: LayoutVariant, m: CanvasMetrics, title: Size, slogan: Size | null): Placement {
  const gap = besideGap(m, variant);
  const column = m.icon + gap;
  const items: Box[] = [{ x: column, y: 0, width: title.width, height: title.height }];
  if (slogan) items.push({ x: column, y: title.height + m.gapText, width: slogan.width, height: slogan.height });
  let icon: Box = { x: 0, y: 0, width: m.icon, height: m.icon };
  const blockHeight = (items[items.length - 1] as Box).y + (items[items.length - 1] as Box).height;
  if (items.length === 2) icon = { ...icon, y: blockHeight / 2 - m.icon / 2 };
  else items[0] = { ...(items[0] as Box), y: m.icon / 2 - title.height / 2 };
  const all = [icon, ...items];
  const left = Math.min(...all.map((b) => b.x));
  const right = Math.max(...all.map((b) => b.x + b.width));
  const top = Math.min(...all.map((b) => b.y));
  const bottom = Math.max(...all.map((b) => b.y + b.height));
  const dx = (m.width - (right - left)) / 2 - left;
  const dy = (m.height - (bottom - top)) / 2 - top;
  const placedIcon = translate(icon, dx, dy);
  const divider =
    variant.decor === 'divider'
      ? { x: placedIcon.x + m.icon + m.gapIcon, y: placedIcon.y + m.icon * 0.1, width: m.dividerWidth, height: m.icon * 0.8 }
      : null;
  return { icon: placedIcon, items: items.map((b) => translate(b, dx, dy)), ring: null, divider };
}
