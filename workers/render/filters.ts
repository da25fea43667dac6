// CSS-style filters of a layer as one ordered list, so the canvas (ctx.filter) and the SVG
// export (filter primitives) apply the same operations in the same order.
import type { Layer } from '../core/model/index.ts';

export type AmountFilter = 'brightness' | 'contrast' | 'saturate' | 'grayscale' | 'sepia' | 'invert' | 'opacity';
export type FilterOp =
  | { kind: 'blur'; px: number }
  | { kind: 'hue-rotate'; deg: number }
  | { kind: AmountFilter; amount: number };

const UNIT_MAX: ReadonlySet<string> = new Set(['grayscale', 'sepia', 'invert', 'opacity']);
const AMOUNTS: ReadonlySet<string> = new Set(['brightness', 'contrast', 'saturate', 'grayscale', 'sepia', 'invert', 'opacity']);
const FUNCTION = /^\s*([a-z-]+)\(\s*(-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)\s*(px|deg|rad|turn|%)?\s*\)/i;
const MAX_BLUR = 500;

function isIdentity(op: FilterOp): boolean {
  if (op.kind === 'blur') return op.px === 0;
  if (op.kind === 'hue-rotate') return op.deg % 360 === 0;
  if (op.kind === 'grayscale' || op.kind === 'sepia' || op.kind === 'invert') return op.amount === 0;
  return op.amount === 1;
}

function parseOne(name: string, value: number, unit: string): FilterOp | null {
  if (name === 'blur') return unit === 'px' || (unit === '' && value === 0) ? { kind: 'blur', px: Math.min(Math.max(value, 0), MAX_BLUR) } : null;
  if (name === 'hue-rotate') {
    const factor: Record<string, number> = { deg: 1, '': value === 0 ? 1 : Number.NaN, rad: 180 / Math.PI, turn: 360 };
    const deg = value * (factor[unit] ?? Number.NaN);
    return Number.isFinite(deg) ? { kind: 'hue-rotate', deg } : null;
  }
  if (!AMOUNTS.has(name) || (unit !== '' && unit !== '%') || value < 0) return null;
  const amount = unit === '%' ? value / 100 : value;
  return { kind: name as AmountFilter, amount: UNIT_MAX.has(name) ? Math.min(amount, 1) : amount };
}

/**
 * The path layer's `filter` text, e.g. "blur(1px) saturate(150%)". Only these filter
 * functions, with plain numbers, are understood; anything else makes the whole value
 * invalid and ignored, as CSS ignores an invalid filter (no url(), no drop-shadow()).
 */
export function parseCssFilter(text: string): FilterOp[] {
  const ops: FilterOp[] = [];
  let rest = text.trim();
  if (rest === '' || rest === 'none') return ops;
  while (rest.length > 0) {
    const match = FUNCTION.exec(rest);
    if (!match) return [];
    const op = parseOne((match[1] ?? '').toLowerCase(), Number(match[2]), (match[3] ?? '').toLowerCase());
    if (!op) return [];
    ops.push(op);
    rest = rest.slice(match[0].length).trim();
  }
  return ops;
}

/** blur, brightness, contrast, saturate, hue-rotate from the layer's fields, then a path layer's own filter. */
export function layerFilterOps(layer: Layer): FilterOp[] {
  const ops: FilterOp[] = [
    { kind: 'blur', px: Math.min(layer.blur, MAX_BLUR) },
    { kind: 'brightness', amount: layer.brightness },
    { kind: 'contrast', amount: layer.contrast },
    { kind: 'saturate', amount: layer.saturate },
    { kind: 'hue-rotate', deg: layer.hueRotate },
  ];
  if (layer.type === 'path') ops.push(...parseCssFilter(layer.filter));
  return ops.filter((op) => !isIdentity(op));
}

const round = (n: number) => Math.round(n * 1e4) / 1e4;

/** ctx.filter text. Canvas filter lengths ignore the transform, so blur is scaled by the raster level here. */
export function canvasFilter(ops: readonly FilterOp[], level: number): string {
  if (ops.length === 0) return 'none';
  return ops
    .map((op) => {
      if (op.kind === 'blur') return `blur(${round(op.px * level)}px)`;
      if (op.kind === 'hue-rotate') return `hue-rotate(${round(op.deg)}deg)`;
      return `${op.kind}(${round(op.amount)})`;
    })
    .join(' ');
}

/** How far blurring spreads ink beyond its outline, in layer pixels (3σ per blur). */
export function blurReach(ops: readonly FilterOp[]): number {
  return ops.reduce((sum, op) => (op.kind === 'blur' ? sum + 3 * op.px : sum), 0);
}
