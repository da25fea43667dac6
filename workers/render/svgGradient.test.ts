import { describe, expect, it } from 'vitest';
import { applyToPoint } from './matrix.ts';
import type { IconGradient } from './svgGradient.ts';
import { parseIcon } from './svgIcon.ts';
import type { IconPaint } from './svgIcon.ts';

const svg = (body: string, viewBox = '0 0 100 50') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="${viewBox}">${body}</svg>`;

function gradient(paint: IconPaint | null | undefined): IconGradient {
  if (!paint || typeof paint === 'string') throw new Error(`expected a gradient, got ${String(paint)}`);
  return paint;
}

/** The first shape's fill, from `defs` and one shape. */
function fillOf(defs: string, shape = '<rect x="10" y="20" width="40" height="20" fill="url(#g)"/>', viewBox?: string): IconPaint | null {
  const [first] = parseIcon(svg(`<defs>${defs}</defs>${shape}`, viewBox)).shapes;
  if (!first) throw new Error('no shape');
  return first.fill;
}

/** Where a gradient-space point lands in the shape's own space. */
const place = (g: IconGradient, x: number, y: number) => applyToPoint(g.matrix, x, y);

const STOPS = '<stop offset="0" stop-color="#ff0000"/><stop offset="1" stop-color="#0000ff"/>';

describe('icon gradients: geometry', () => {
  it('defaults a linear gradient to the bounding box, left to right', () => {
    const g = gradient(fillOf(`<linearGradient id="g">${STOPS}</linearGradient>`));
    expect(g).toMatchObject({ kind: 'linear', x1: 0, y1: 0, x2: 1, y2: 0, spread: 'pad' });
    expect(place(g, 0, 0)).toEqual({ x: 10, y: 20 });
    expect(place(g, 1, 0)).toEqual({ x: 50, y: 20 });
    expect(g.stops).toEqual([
      { offset: 0, colour: '#ff0000', opacity: 1 },
      { offset: 1, colour: '#0000ff', opacity: 1 },
    ]);
  });

  it('defaults a radial gradient to the box centre with the focal point there', () => {
    const g = gradient(fillOf(`<radialGradient id="g">${STOPS}</radialGradient>`));
    expect(g).toMatchObject({ kind: 'radial', cx: 0.5, cy: 0.5, r: 0.5, fx: 0.5, fy: 0.5, fr: 0 });
    expect(place(g, 0.5, 0.5)).toEqual({ x: 30, y: 30 });
  });

  it('reads numbers and percentages alike in the bounding box', () => {
    const g = gradient(fillOf(`<linearGradient id="g" x1="25%" y1=".5" x2="1" y2="75%">${STOPS}</linearGradient>`));
    expect(g).toMatchObject({ x1: 0.25, y1: 0.5, x2: 1, y2: 0.75 });
  });

  it('takes userSpaceOnUse numbers as user units and percentages of the viewBox', () => {
    const g = gradient(
      fillOf(`<radialGradient id="g" gradientUnits="userSpaceOnUse" cx="10%" cy="50%" r="10%" fx="12" fy="24px">${STOPS}</radialGradient>`),
    );
    // r: 10% of the normalised diagonal √((100² + 50²) / 2).
    expect(g).toMatchObject({ cx: 10, cy: 25, fx: 12, fy: 24 });
    expect(g.kind === 'radial' && g.r).toBeCloseTo(Math.hypot(100, 50) / Math.SQRT2 / 10, 9);
    expect(g.matrix).toEqual([1, 0, 0, 1, 0, 0]);
  });

  it('applies gradientTransform inside the bounding box: turned a quarter, it runs down the right side', () => {
    const g = gradient(fillOf(`<linearGradient id="g" gradientTransform="rotate(90 .5 .5)">${STOPS}</linearGradient>`));
    const [start, end] = [place(g, 0, 0), place(g, 1, 0)];
    expect([start.x, start.y, end.x, end.y].map((n) => Math.round(n * 1e9) / 1e9)).toEqual([50, 20, 50, 40]);
  });

  it('resolves a gradient inherited from a group per shape, each with its own box', () => {
    const icon = parseIcon(
      svg(`<linearGradient id="g">${STOPS}</linearGradient><g fill="url(#g)"><rect width="10" height="10"/><circle cx="50" cy="25" r="20"/></g>`),
    );
    const [square, circle] = icon.shapes.map((s) => gradient(s.fill));
    expect(place(square!, 1, 1)).toEqual({ x: 10, y: 10 });
    expect(place(circle!, 0, 0)).toEqual({ x: 30, y: 5 });
    expect(place(circle!, 1, 1)).toEqual({ x: 70, y: 45 });
  });

  it('keeps reflect and repeat, anything else pads', () => {
    const spread = (value: string) => gradient(fillOf(`<linearGradient id="g" spreadMethod="${value}">${STOPS}</linearGradient>`)).spread;
    expect([spread('reflect'), spread('repeat'), spread('pad'), spread('bounce')]).toEqual(['reflect', 'repeat', 'pad', 'pad']);
  });

  it('moves a focal point outside the circle back inside it', () => {
    const g = gradient(fillOf(`<radialGradient id="g" fx="150%" fy="50%">${STOPS}</radialGradient>`));
    if (g.kind !== 'radial') throw new Error('radial expected');
    expect(Math.hypot(g.fx - g.cx, g.fy - g.cy)).toBeLessThan(g.r);
    expect(g.fy).toBe(0.5);
    expect(g.fx).toBeGreaterThan(0.9);
  });

  it('paints a zero-length or zero-radius gradient, and a single stop, in the last stop', () => {
    const solid = (defs: string) => {
      const g = gradient(fillOf(defs));
      return { stops: g.stops.map((s) => s.colour), line: g.kind === 'linear' && g.x1 !== g.x2 };
    };
    expect(solid(`<linearGradient id="g" x2="0">${STOPS}</linearGradient>`)).toEqual({ stops: ['#0000ff', '#0000ff'], line: true });
    expect(solid(`<radialGradient id="g" r="0">${STOPS}</radialGradient>`)).toEqual({ stops: ['#0000ff', '#0000ff'], line: true });
    expect(solid('<linearGradient id="g"><stop stop-color="lime"/></linearGradient>')).toEqual({ stops: ['lime', 'lime'], line: true });
  });
});

describe('icon gradients: stops', () => {
  it('reads stop-color and stop-opacity from attributes and style (style wins), offsets clamped and never going back', () => {
    const g = gradient(
      fillOf(
        '<linearGradient id="g"><stop offset="-1" stop-color="red" style="stop-color: #00ff00; stop-opacity: .25"/>' +
          '<stop offset="60%" stop-color="currentColor" stop-opacity="2"/><stop offset="0.3" stop-color="nonsense"/><stop offset="5" style="stop-opacity:50%"/></linearGradient>',
      ),
    );
    expect(g.stops).toEqual([
      { offset: 0, colour: '#00ff00', opacity: 0.25 },
      { offset: 0.6, colour: 'currentColor', opacity: 1 },
      { offset: 0.6, colour: '#000000', opacity: 1 },
      { offset: 1, colour: '#000000', opacity: 0.5 },
    ]);
  });

  it('ignores children that are not stops', () => {
    const g = gradient(fillOf(`<linearGradient id="g"><animate/>${STOPS}<rect/></linearGradient>`));
    expect(g.stops).toHaveLength(2);
  });
});

describe('icon gradients: href templates', () => {
  it('inherits stops and attributes through href and xlink:href, its own attributes winning', () => {
    const g = gradient(
      fillOf(
        `<linearGradient id="base" x1="0.1" x2="0.9" spreadMethod="reflect" gradientTransform="scale(2)">${STOPS}</linearGradient>` +
          '<linearGradient id="mid" xlink:href="#base" x2="0.5"/><linearGradient id="g" href="#mid" y2="1"/>',
      ),
    );
    expect(g).toMatchObject({ x1: 0.1, x2: 0.5, y2: 1, spread: 'reflect' });
    expect(g.stops.map((s) => s.colour)).toEqual(['#ff0000', '#0000ff']);
    expect(place(g, 1, 0)).toEqual({ x: 90, y: 20 });
  });

  it('takes only the common attributes and stops from a template of the other kind', () => {
    const g = gradient(fillOf(`<linearGradient id="base" x1="0.3" gradientUnits="userSpaceOnUse">${STOPS}</linearGradient><radialGradient id="g" href="#base" cx="0.3"/>`));
    expect(g).toMatchObject({ kind: 'radial', cx: 0.3, cy: 25, r: expect.any(Number) });
    expect(g.stops).toHaveLength(2);
  });

  it('keeps its own stops over the template’s', () => {
    const g = gradient(fillOf(`<linearGradient id="base">${STOPS}</linearGradient><linearGradient id="g" href="#base"><stop stop-color="#123456"/></linearGradient>`));
    expect(g.stops.map((s) => s.colour)).toEqual(['#123456', '#123456']);
  });

  it('stops at a cycle instead of looping', () => {
    const twoWay = fillOf('<linearGradient id="g" href="#h" x2="0.5"/><linearGradient id="h" href="#g" x1="0.25"><stop stop-color="red"/><stop offset="1" stop-color="blue"/></linearGradient>');
    expect(gradient(twoWay)).toMatchObject({ x1: 0.25, x2: 0.5 });
    // A gradient naming itself, with no stops anywhere in the chain: nothing is painted.
    expect(fillOf('<linearGradient id="g" href="#g"/>')).toBeNull();
  });

  it('follows only local ids', () => {
    const g = gradient(fillOf(`<linearGradient id="g" href="http://example.com/x.svg#base" x2="0.5">${STOPS}</linearGradient><linearGradient id="base" x1="0.4"/>`));
    expect(g).toMatchObject({ x1: 0, x2: 0.5 });
  });
});

describe('icon gradients: what falls back', () => {
  const rect = (fill: string) => `<rect width="10" height="10" fill="${fill}"/>`;
  const defs = `<linearGradient id="g">${STOPS}</linearGradient><pattern id="p"/>`;

  it('falls back as before for unknown ids, patterns and anything not local', () => {
    expect(fillOf(defs, rect('url(#missing)'))).toBe('currentColor');
    expect(fillOf(defs, rect('url(#missing) #abcdef'))).toBe('#abcdef');
    expect(fillOf(defs, rect('url(#p) none'))).toBeNull();
    expect(fillOf(defs, rect('url(http://example.com/a.svg#g) red'))).toBe('red');
    expect(fillOf(defs, rect('url(data:image/png;base64,AAAA)'))).toBe('currentColor');
  });

  it('accepts quoted ids', () => {
    expect(gradient(fillOf(defs, rect("url('#g')"))).kind).toBe('linear');
    expect(gradient(fillOf(defs, rect('url( &quot;#g&quot; )'))).kind).toBe('linear');
  });

  it('paints nothing for a gradient without stops', () => {
    expect(fillOf('<linearGradient id="g"/>', rect('url(#g) red'))).toBeNull();
  });

  it('uses the fallback (else nothing) on a shape with no width or height and bounding-box units', () => {
    const line = (stroke: string, units = '') => {
      const [shape] = parseIcon(svg(`<linearGradient id="g"${units}>${STOPS}</linearGradient><line x2="50" stroke="${stroke}"/>`)).shapes;
      return shape?.stroke;
    };
    expect(line('url(#g) #ff00ff')).toBe('#ff00ff');
    expect(line('url(#g)')).toBeNull();
    expect(gradient(line('url(#g)', ' gradientUnits="userSpaceOnUse"')).kind).toBe('linear');
  });

  it('ignores an unreadable gradientTransform and falls back from a flat one', () => {
    expect(gradient(fillOf(`<linearGradient id="g" gradientTransform="wobble(3)">${STOPS}</linearGradient>`)).matrix).toEqual([40, 0, 0, 20, 10, 20]);
    expect(fillOf(`<linearGradient id="g" gradientTransform="scale(0)">${STOPS}</linearGradient>`, rect('url(#g) teal'))).toBe('teal');
  });

  it('ignores negative radii and unreadable lengths', () => {
    const g = gradient(fillOf(`<radialGradient id="g" r="-5" cx="abc" fr="-1">${STOPS}</radialGradient>`));
    expect(g).toMatchObject({ r: 0.5, cx: 0.5, fr: 0 });
  });

  it('finds gradients anywhere in the document, the first of a repeated id winning', () => {
    const icon = parseIcon(
      svg(`<g><linearGradient id="g" x2="0.5">${STOPS}</linearGradient></g><rect width="10" height="10" fill="url(#g)"/><linearGradient id="g" x2="0.25">${STOPS}</linearGradient>`),
    );
    expect(gradient(icon.shapes[0]?.fill)).toMatchObject({ x2: 0.5 });
    expect(icon.shapes).toHaveLength(1);
  });
});
