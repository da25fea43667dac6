/**
 * Shapes the catalogue does not hold, made as SVG paths for icon layers (recoloured by the
 * layer's fill, scaled with the box). All in a 100-wide view box; `viewBox` gives the height.
 */
export interface GeneratedShape {
  id: string;
  d: string;
  viewBox: string;
  /** Drawn with the even-odd rule (rings). */
  evenOdd?: boolean;
}

export const SIDES_MIN = 3;
export const SIDES_MAX = 12;

const r2 = (n: number) => Math.round(n * 100) / 100;

function pointsPath(points: Array<[number, number]>): string {
  return `${points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${r2(x)},${r2(y)}`).join(' ')} Z`;
}

/** Corners of a regular polygon (first at the top) around (50, 50). */
function ring(count: number, radius: number, offset = 0): Array<[number, number]> {
  return Array.from({ length: count }, (_, i) => {
    const angle = -Math.PI / 2 + ((i + offset) * 2 * Math.PI) / count;
    return [50 + radius * Math.cos(angle), 50 + radius * Math.sin(angle)] as [number, number];
  });
}

const clampSides = (n: number) => Math.min(SIDES_MAX, Math.max(SIDES_MIN, Math.round(n)));

/** A regular polygon with `sides` sides (3–12). */
export function polygonShape(sides: number): GeneratedShape {
  const n = clampSides(sides);
  return { id: `polygon-${n}`, d: pointsPath(ring(n, 48)), viewBox: '0 0 100 100' };
}

/** A star with `points` points (3–12); `inner` is the inner radius as a share of the outer. */
export function starShape(points: number, inner = 0.45): GeneratedShape {
  const n = clampSides(points);
  const outer = ring(n, 48);
  const inside = ring(n, 48 * inner, 0.5);
  return { id: `star-${n}`, d: pointsPath(outer.flatMap((p, i) => [p, inside[i]!])), viewBox: '0 0 100 100' };
}

const circle = (r: number) => `M${50 - r},50 A${r},${r} 0 1,0 ${50 + r},50 A${r},${r} 0 1,0 ${50 - r},50 Z`;

/** Shapes with a fixed outline, in the order the library shows them. */
export const FIXED_SHAPES: readonly GeneratedShape[] = [
  { id: 'ring', d: `${circle(48)} ${circle(32)}`, viewBox: '0 0 100 100', evenOdd: true },
  { id: 'ring-thin', d: `${circle(48)} ${circle(42)}`, viewBox: '0 0 100 100', evenOdd: true },
  // Upper half of a ring (a rainbow-like arc).
  { id: 'arc', d: 'M2,50 A48,48 0 0,1 98,50 L82,50 A32,32 0 0,0 18,50 Z', viewBox: '0 0 100 52' },
  { id: 'bubble', d: 'M10,6 H90 Q96,6 96,12 V62 Q96,68 90,68 H42 L22,90 L27,68 H10 Q4,68 4,62 V12 Q4,6 10,6 Z', viewBox: '0 0 100 94' },
  { id: 'bubble-round', d: 'M50,6 C76,6 96,21 96,40 C96,59 76,74 50,74 C44,74 38,73 33,71 L12,86 L20,65 C10,59 4,50 4,40 C4,21 24,6 50,6 Z', viewBox: '0 0 100 90' },
  { id: 'banner', d: 'M14,4 H86 V14 H100 L92,28 L100,42 H78 V34 H22 V42 H0 L8,28 L0,14 H14 Z', viewBox: '0 0 100 46' },
  { id: 'banner-flat', d: 'M0,6 H100 L90,25 L100,44 H0 L10,25 Z', viewBox: '0 0 100 50' },
  { id: 'badge-serrated', d: starShape(24, 0.86).d, viewBox: '0 0 100 100' },
  { id: 'badge-round', d: `${circle(48)} ${circle(40)} ${circle(36)}`, viewBox: '0 0 100 100', evenOdd: true },
];

/** The icon layer's `data` for a generated shape. */
export function shapeSvg(shape: GeneratedShape): string {
  const rule = shape.evenOdd ? ' fill-rule="evenodd"' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${shape.viewBox}"><path d="${shape.d}"${rule}/></svg>`;
}

/** Height over width of a view box "x y w h". */
export function viewBoxAspect(viewBox: string): number {
  const [, , w, h] = viewBox.split(/[\s,]+/).map(Number);
  return w && h && w > 0 && h > 0 ? h / w : 1;
}

/** Line dash styles: dash and gap lengths in multiples of the line's thickness (square layers' strokeDasharray). */
export const LINE_STYLES = {
  solid: [],
  dashed: [4, 2],
  dotted: [1, 1],
  dashDot: [4, 1.5, 1, 1.5],
} as const satisfies Record<string, readonly number[]>;
export type LineStyle = keyof typeof LINE_STYLES;
