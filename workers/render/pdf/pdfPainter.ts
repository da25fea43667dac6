// The page's content stream and the resources it names: colours, gradients (shading
// patterns), opacity (ExtGState) and images. Every paint is wrapped in q … Q, so nothing
// (colour, alpha, line style) leaks from one layer or shape into the next.
import type { GradientPaint } from '../gradients.ts';
import { IDENTITY, multiply } from '../matrix.ts';
import type { Matrix } from '../matrix.ts';
import type { IconGradient } from '../svgGradient.ts';
import { parseColour } from './pdfColour.ts';
import type { Rgba } from './pdfColour.ts';
import { num } from './pdfFile.ts';
import type { PdfFile } from './pdfFile.ts';

export type PdfPaint =
  | { kind: 'colour'; colour: string }
  /** A layer gradient, geometry in the current space. */
  | { kind: 'gradient'; gradient: GradientPaint }
  /** An icon gradient; `space` maps the shape's own space into the current one. */
  | { kind: 'icon'; gradient: IconGradient; recolour: string | null; space: Matrix };

export interface StrokeStyle {
  width: number;
  cap?: 'butt' | 'round' | 'square';
  join?: 'miter' | 'round' | 'bevel';
  miter?: number;
  dash?: readonly number[];
}

const CAPS = { butt: 0, round: 1, square: 2 } as const;
const JOINS = { miter: 0, round: 1, bevel: 2 } as const;

interface Stop {
  offset: number;
  rgb: Rgba;
}

const rgbOf = (c: Rgba) => `${num(c.r)} ${num(c.g)} ${num(c.b)}`;

/** A PDF function from 0…1 to RGB through the stops: one exponential piece per interval, stitched. */
function stopsFunction(stops: Stop[]): string {
  const s = [...stops];
  const first = s[0];
  const last = s[s.length - 1];
  if (!first || !last) return '<< /FunctionType 2 /Domain [0 1] /C0 [0 0 0] /C1 [0 0 0] /N 1 >>';
  if (first.offset > 0) s.unshift({ offset: 0, rgb: first.rgb });
  if (last.offset < 1) s.push({ offset: 1, rgb: last.rgb });
  if (s.length === 1) s.push({ offset: 1, rgb: first.rgb });
  const piece = (a: Stop, b: Stop) => `<< /FunctionType 2 /Domain [0 1] /C0 [${rgbOf(a.rgb)}] /C1 [${rgbOf(b.rgb)}] /N 1 >>`;
  if (s.length === 2) return piece(s[0] as Stop, s[1] as Stop);
  const pieces: string[] = [];
  for (let i = 0; i + 1 < s.length; i += 1) pieces.push(piece(s[i] as Stop, s[i + 1] as Stop));
  const bounds = s.slice(1, -1).map((stop) => num(stop.offset));
  const encode = pieces.map(() => '0 1').join(' ');
  return `<< /FunctionType 3 /Domain [0 1] /Functions [${pieces.join(' ')}] /Bounds [${bounds.join(' ')}] /Encode [${encode}] >>`;
}

export class PdfPainter {
  readonly ops: string[] = [];
  private ctm: Matrix;
  private readonly stack: Matrix[] = [];
  private readonly states = new Map<string, string>();
  private readonly patterns = new Map<string, number>();
  private readonly xobjects = new Map<string, number>();

  constructor(
    private readonly file: PdfFile,
    pageHeight: number,
    /** A colour the parser does not read (a named colour) → one it does, or '' to give up. */
    private readonly normalise: (colour: string) => string = () => '',
  ) {
    // Document pixels have y pointing down; PDF's default space has it pointing up.
    this.ctm = [1, 0, 0, -1, 0, pageHeight];
    this.ops.push(`1 0 0 -1 0 ${num(pageHeight)} cm`);
  }

  save(): void {
    this.stack.push(this.ctm);
    this.ops.push('q');
  }

  restore(): void {
    this.ctm = this.stack.pop() ?? this.ctm;
    this.ops.push('Q');
  }

  transform(m: Matrix): void {
    this.ctm = multiply(this.ctm, m);
    this.ops.push(`${m.map(num).join(' ')} cm`);
  }

  /** Clips what follows (until the enclosing restore) to the path. */
  clip(path: string, evenOdd = false): void {
    if (path !== '') this.ops.push(`${path}\n${evenOdd ? 'W*' : 'W'} n`);
  }

  colour(css: string): Rgba {
    return parseColour(css) ?? parseColour(this.normalise(css)) ?? { r: 0, g: 0, b: 0, a: 1 };
  }

  fill(path: string, paint: PdfPaint, alpha: number, evenOdd = false): void {
    this.paint(path, paint, alpha, 'fill', evenOdd ? 'f*' : 'f');
  }

  stroke(path: string, paint: PdfPaint, style: StrokeStyle, alpha: number): void {
    if (!(style.width > 0)) return;
    const line = [`${num(style.width)} w`, `${CAPS[style.cap ?? 'butt']} J`, `${JOINS[style.join ?? 'miter']} j`, `${num(style.miter ?? 4)} M`];
    const dash = style.dash?.filter((n) => Number.isFinite(n) && n >= 0) ?? [];
    if (dash.length > 0 && dash.some((n) => n > 0)) line.push(`[${(dash.length % 2 === 1 ? [...dash, ...dash] : dash).map(num).join(' ')}] 0 d`);
    this.paint(path, paint, alpha, 'stroke', 'S', line);
  }

  /** An image XObject over the rectangle (x, y, w, h) of the current space. */
  image(ref: number, x: number, y: number, w: number, h: number, alpha: number): void {
    if (!(w > 0 && h > 0) || alpha <= 0) return;
    const name = this.name(this.xobjects, `im${ref}`, 'Im', ref);
    const gs = alpha < 1 ? `${this.state(alpha, alpha)} gs\n` : '';
    // Image space runs up from its bottom row; the current space runs down.
    this.ops.push(`q\n${gs}${num(w)} 0 0 ${num(-h)} ${num(x)} ${num(y + h)} cm\n${name} Do\nQ`);
  }

  /** The page's /Resources; `extra` adds entries the painter does not make (the print page's colour spaces). */
  resources(extra = ''): string {
    const dict = (m: Map<string, number>) => [...m].map(([name, ref]) => `${name} ${ref} 0 R`).join(' ');
    const parts: string[] = [];
    if (this.states.size > 0) parts.push(`/ExtGState << ${[...this.states.values()].join(' ')} >>`);
    if (this.patterns.size > 0) parts.push(`/Pattern << ${dict(this.patterns)} >>`);
    if (this.xobjects.size > 0) parts.push(`/XObject << ${dict(this.xobjects)} >>`);
    if (extra !== '') parts.push(extra);
    return `<< ${parts.join(' ')} >>`;
  }

  private readonly refNames = new Map<string, string>();

  private name(map: Map<string, number>, key: string, prefix: string, ref: number): string {
    let name = this.refNames.get(key);
    if (!name) {
      name = `/${prefix}${map.size + 1}`;
      map.set(name, ref);
      this.refNames.set(key, name);
    }
    return name;
  }

  /** `/GSn`, an ExtGState with these fill and stroke alphas (one object per distinct pair). */
  private state(fillAlpha: number, strokeAlpha: number): string {
    const key = `${num(fillAlpha)},${num(strokeAlpha)}`;
    const known = this.refNames.get(`gs${key}`);
    if (known) return known;
    const name = `/GS${this.states.size + 1}`;
    const ref = this.file.add(`<< /Type /ExtGState /ca ${num(fillAlpha)} /CA ${num(strokeAlpha)} >>`);
    this.states.set(key, `${name} ${ref} 0 R`);
    this.refNames.set(`gs${key}`, name);
    return name;
  }

  private paint(path: string, paint: PdfPaint, alpha: number, role: 'fill' | 'stroke', op: string, line: string[] = []): void {
    if (path === '' || !(alpha > 0)) return;
    const set = this.paintOps(paint, role);
    if (!set) return;
    const a = Math.min(alpha * set.alpha, 1);
    if (a <= 0) return;
    const gs = a < 1 ? [`${role === 'fill' ? this.state(a, 1) : this.state(1, a)} gs`] : [];
    this.ops.push(['q', ...gs, set.op, ...line, path, op, 'Q'].join('\n'));
  }

  /** The colour-setting operator for a paint, and the alpha its colour carries. */
  private paintOps(paint: PdfPaint, role: 'fill' | 'stroke'): { op: string; alpha: number } | null {
    const [space, set] = role === 'fill' ? ['cs', 'scn'] : ['CS', 'SCN'];
    if (paint.kind === 'colour') {
      const c = this.colour(paint.colour);
      return { op: role === 'fill' ? `${rgbOf(c)} rg` : `${rgbOf(c)} RG`, alpha: c.a };
    }
    const pattern = paint.kind === 'gradient' ? this.layerGradient(paint.gradient) : this.iconGradient(paint.gradient, paint.recolour, paint.space);
    if (typeof pattern !== 'string') return pattern;
    return { op: `/Pattern ${space} ${pattern} ${set}`, alpha: 1 };
  }

  private pattern(shading: string, matrix: Matrix): string {
    const ref = this.file.add(`<< /Type /Pattern /PatternType 2 /Matrix [${matrix.map(num).join(' ')}] /Shading ${shading} >>`);
    return this.name(this.patterns, `p${ref}`, 'P', ref);
  }

  // Stop alphas are not carried (a PDF shading has colour only; soft masks per gradient would be needed).
  private layerGradient(g: GradientPaint): string | { op: string; alpha: number } {
    const stops = g.stops.map((s) => ({ offset: s.offset, rgb: this.colour(s.colour) }));
    const geo = g.geometry;
    const coords = geo.kind === 'linear' ? [geo.x1, geo.y1, geo.x2, geo.y2] : [geo.cx, geo.cy, 0, geo.cx, geo.cy, geo.r];
    const shading = `<< /ShadingType ${geo.kind === 'linear' ? 2 : 3} /ColorSpace /DeviceRGB /Coords [${coords.map(num).join(' ')}] /Function ${stopsFunction(stops)} /Extend [true true] >>`;
    return this.pattern(shading, this.ctm);
  }

  // spreadMethod reflect/repeat are drawn as pad (PDF shadings only extend their end colours).
  private iconGradient(g: IconGradient, recolour: string | null, space: Matrix): string | { op: string; alpha: number } {
    const stops = g.stops.map((s) => ({ offset: s.offset, rgb: this.colour(recolour ?? (s.colour === 'currentColor' ? '#000000' : s.colour)) }));
    const coords = g.kind === 'linear' ? [g.x1, g.y1, g.x2, g.y2] : [g.fx, g.fy, g.fr, g.cx, g.cy, g.r];
    const shading = `<< /ShadingType ${g.kind === 'linear' ? 2 : 3} /ColorSpace /DeviceRGB /Coords [${coords.map(num).join(' ')}] /Function ${stopsFunction(stops)} /Extend [true true] >>`;
    return this.pattern(shading, multiply(multiply(this.ctm, space), g.matrix ?? IDENTITY));
  }
}
