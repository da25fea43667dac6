import { SCHEMA_VERSION, createLayer } from '../../model/index.ts';
import type { Box, Layer, LogoDocument } from '../../model/index.ts';
import { SLOGAN_OPACITY, SLOGAN_SCALE, type CanvasMetrics } from './geometry.ts';
import { iconSvg, type LogoIcon } from './icons.ts';
import type { Placement } from './layouts.ts';
import type { MeasuredText } from './measure.ts';
import type { ColourScheme } from './scheme.ts';

export interface ComposedText {
  text: string;
  fontName: string;
  fontSize: number;
  letterSpacing: number;
  measured: MeasuredText;
}

export interface ComposeInput {
  metrics: CanvasMetrics;
  placement: Placement;
  scheme: ColourScheme;
  icon: LogoIcon;
  title: ComposedText;
  slogan: ComposedText | null;
  align: 'left' | 'center';
}

/** Layer ids of a generated logo: fixed, so a replayed seed gives an identical document. */
export const LOGO_LAYER_IDS = { background: 'bg', ring: 'ring', divider: 'divider', icon: 'icon', title: 'title', slogan: 'slogan' } as const;

/** The unscaled layer box whose drawn (scaled about its centre) box is `visual`. */
function layerBox(visual: Box, measured: MeasuredText): Box {
  const cx = visual.x + visual.width / 2;
  const cy = visual.y + visual.height / 2;
  return { x: cx - measured.width / 2, y: cy - measured.height / 2, width: measured.width, height: measured.height };
}

function textLayer(id: string, template: 'title' | 'slogan', text: ComposedText, visual: Box, fill: string, align: 'left' | 'center', scale: number, opacity: number) {
  return createLayer('text', {
    id,
    ...layerBox(visual, text.measured),
    scale,
    opacity,
    text: text.text,
    fontName: text.fontName,
    fontSize: text.fontSize,
    letterSpacing: text.letterSpacing,
    template,
    align,
    fill,
    pathArr: text.measured.pathArr,
    dataArr: text.measured.dataArr,
    complete: text.measured.pathArr.length > 0,
  });
}

/** A real editor document: background, decoration, icon, title and slogan layers. */
export function composeLogo(input: ComposeInput): LogoDocument {
  const { metrics: m, placement, scheme } = input;
  const ids = LOGO_LAYER_IDS;
  const layers: Layer[] = [createLayer('rect', { id: ids.background, width: m.width, height: m.height, fill: scheme.background })];
  if (placement.ring) {
    const { cx, cy, radius } = placement.ring;
    layers.push(
      createLayer('square', {
        id: ids.ring, shapeType: 'circle', x: cx - radius, y: cy - radius, width: radius * 2, height: radius * 2,
        startx: 0, starty: 0, endx: radius * 2, endy: radius * 2, fill: '', stroke: scheme.decor, lineWidth: m.ringStroke,
      }),
    );
  }
  if (placement.divider) {
    const d = placement.divider;
    layers.push(
      createLayer('square', {
        id: ids.divider, shapeType: 'rectangle', ...d, startx: 0, starty: 0, endx: d.width, endy: d.height, fill: scheme.decor, stroke: '',
      }),
    );
  }
  layers.push(createLayer('icon', { id: ids.icon, ...placement.icon, data: iconSvg(input.icon.d), fill: scheme.icon }));
  const [titleBox, sloganBox] = placement.items;
  if (!titleBox) throw new Error('layout placed no title');
  layers.push(textLayer(ids.title, 'title', input.title, titleBox, scheme.title, input.align, 1, 1));
  if (input.slogan && sloganBox) {
    layers.push(textLayer(ids.slogan, 'slogan', input.slogan, sloganBox, scheme.slogan, input.align, SLOGAN_SCALE, SLOGAN_OPACITY));
  }
  return { schemaVersion: SCHEMA_VERSION, size: { width: m.width, height: m.height }, layers };
}
