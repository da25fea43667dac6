import type { BackgroundGradient, GradientStop, Layer } from '../../../../workers/core/model/index.ts';

export interface SimpleGradient {
  on: boolean;
  style: 'linear' | 'radial';
  from: string;
  to: string;
  /** CSS convention: 0 = to top, 90 = to right, 180 = top to bottom. */
  deg: number;
}

const stop = (color: string, pst: number): GradientStop => ({ hex: color, rgba: '', color, pst });

/** The panel's two-colour view of a layer's gradient (the first and last stops). */
export function gradientOf(layer: Layer): SimpleGradient {
  if (layer.type === 'rect') {
    const g = layer.gradient;
    if (!g) return { on: false, style: 'linear', from: '#ffffff', to: '#000000', deg: 180 };
    const deg = (Math.atan2(g.x2 - g.x1, -(g.y2 - g.y1)) * 180) / Math.PI;
    return { on: true, style: 'linear', from: g.colorStops[0]?.color ?? '#ffffff', to: g.colorStops.at(-1)?.color ?? '#000000', deg: Math.round((deg + 360) % 360) };
  }
  const stops = layer.gradientColors;
  return {
    on: layer.gradient,
    style: layer.gradientStyle,
    from: stops[0]?.color ?? '#ffffff',
    to: stops.at(-1)?.color ?? '#000000',
    deg: layer.gradientDeg,
  };
}

/**
 * The background's gradient line for an angle, through the box centre and reaching its
 * corners, as CSS linear-gradient does, in layer pixels (spec: x1, y1, x2, y2).
 */
export function backgroundGradientFor(width: number, height: number, g: SimpleGradient): BackgroundGradient {
  const rad = (g.deg * Math.PI) / 180;
  const dx = Math.sin(rad);
  const dy = -Math.cos(rad);
  const half = (Math.abs(width * dx) + Math.abs(height * dy)) / 2;
  const cx = width / 2;
  const cy = height / 2;
  // `|| 0`: no -0 in saved works.
  const round = (n: number) => Math.round(n * 100) / 100 || 0;
  return {
    x1: round(cx - dx * half),
    y1: round(cy - dy * half),
    x2: round(cx + dx * half),
    y2: round(cy + dy * half),
    colorStops: [
      { offset: 0, color: g.from },
      { offset: 1, color: g.to },
    ],
  };
}

/** Fields of the spec's fill gradient for non-background layers. */
export function gradientFields(g: SimpleGradient) {
  return { gradient: g.on, gradientStyle: g.style, gradientDeg: g.deg, gradientColors: [stop(g.from, 0), stop(g.to, 100)] };
}

type StrokeGradientValue = Extract<Layer, { type: 'text' }>['strokeGradient'];

/** The panel's two-colour view of a stroke gradient (`colorStops`, else `colors`). */
export function strokeGradientOf(layer: Layer): SimpleGradient {
  const g = layer.strokeGradient;
  if (!g) return { on: false, style: 'linear', from: '#3464f0', to: '#e53935', deg: 90 };
  const colours = g.colorStops.length > 0 ? g.colorStops.map((s) => s.color) : g.colors;
  return { on: true, style: g.style, from: colours[0] ?? '#3464f0', to: colours.at(-1) ?? '#e53935', deg: g.deg };
}

/** A stroke gradient drawn along `deg` over the box (no x1…y2 line: it follows resizes), or null when off. */
export function strokeGradientValue(g: SimpleGradient): StrokeGradientValue {
  if (!g.on) return null;
  return {
    x1: 0,
    y1: 0,
    x2: 0,
    y2: 0,
    colorStops: [
      { offset: 0, color: g.from },
      { offset: 1, color: g.to },
    ],
    colors: [],
    style: g.style,
    deg: g.deg,
  };
}
