import { describe, expect, it } from 'vitest';
import { applyToPoint } from './matrix.ts';
import { parseIcon, viewBoxTransform } from './svgIcon.ts';
import { parseXml, SvgError } from './svgXml.ts';

const svg = (body: string, attrs = 'viewBox="0 0 24 24"') => `<svg xmlns="http://www.w3.org/2000/svg" ${attrs}>${body}</svg>`;

describe('parseIcon: shapes', () => {
  it('turns every basic shape into path data', () => {
    const icon = parseIcon(
      svg(
        '<path d="M1 1L5 5Z"/><rect x="1" y="2" width="3" height="4"/><circle cx="5" cy="5" r="2"/><ellipse cx="5" cy="5" rx="2" ry="1"/>' +
          '<line x1="0" y1="0" x2="4" y2="4" stroke="red"/><polyline points="0,0 1,1 2,0"/><polygon points="0 0 4 0 2 3"/>',
      ),
    );
    expect(icon.shapes.map((s) => s.d)).toEqual([
      'M1 1L5 5Z',
      'M1 2H4V6H1Z',
      'M3 5A2 2 0 1 0 7 5A2 2 0 1 0 3 5Z',
      'M3 5A2 1 0 1 0 7 5A2 1 0 1 0 3 5Z',
      'M0 0L4 4',
      'M0 0L1 1L2 0',
      'M0 0L4 0L2 3Z',
    ]);
    // A line is never filled; the others default to a black fill.
    expect(icon.shapes[4]?.fill).toBeNull();
    expect(icon.shapes[4]?.stroke).toBe('red');
    expect(icon.shapes[0]?.fill).toBe('#000000');
  });

  it('rounds rect corners with rx/ry, one standing in for the other', () => {
    const [shape] = parseIcon(svg('<rect width="10" height="6" rx="2"/>')).shapes;
    expect(shape?.d).toBe('M2 0H8A2 2 0 0 1 10 2V4A2 2 0 0 1 8 6H2A2 2 0 0 1 0 4V2A2 2 0 0 1 2 0Z');
  });

  it('inherits paint from groups, lets style= win over attributes, multiplies opacity', () => {
    const icon = parseIcon(
      svg('<g fill="#f00" stroke="blue" stroke-width="2" opacity="0.5"><path d="M0 0H1" style="fill: lime; stroke-opacity: 0.4" opacity="0.5" fill="#00f"/></g>'),
    );
    const [shape] = icon.shapes;
    expect(shape).toMatchObject({ fill: 'lime', stroke: 'blue', strokeWidth: 2, strokeOpacity: 0.4, opacity: 0.25 });
  });

  it('composes group and element transforms', () => {
    const [shape] = parseIcon(svg('<g transform="translate(10 0)"><path transform="scale(2)" d="M1 1H2"/></g>')).shapes;
    expect(applyToPoint(shape!.matrix, 1, 1)).toEqual({ x: 12, y: 2 });
  });

  it('keeps currentColor and falls back from gradients to it (recoloured later)', () => {
    const icon = parseIcon(svg('<path d="M0 0H1" fill="currentColor"/><path d="M0 0H1" fill="url(#g)"/><path d="M0 0H1" fill="url(#g) #123"/>'));
    expect(icon.shapes.map((s) => s.fill)).toEqual(['currentColor', 'currentColor', '#123']);
  });

  it('skips what is outside the subset: text, images, scripts, defs, hidden elements, bad data', () => {
    const icon = parseIcon(
      svg(
        '<script>alert(1)</script><text>hi</text><image href="http://x/y.png"/><defs><path d="M0 0H9"/></defs>' +
          '<foreignObject><div/></foreignObject><path d="M0 0H1" display="none"/><path d="javascript:1"/><path d="M0 0H2" onclick="x()"/>',
      ),
    );
    expect(icon.shapes.map((s) => s.d)).toEqual(['M0 0H2']);
  });
});

describe('parseIcon: sizing', () => {
  it('fits the viewBox into the box centred (meet) by default', () => {
    const icon = parseIcon(svg('', 'viewBox="0 0 10 20"'));
    const m = viewBoxTransform(icon, 100, 100);
    expect(applyToPoint(m, 0, 0)).toEqual({ x: 25, y: 0 });
    expect(applyToPoint(m, 10, 20)).toEqual({ x: 75, y: 100 });
  });

  it('stretches with preserveAspectRatio="none" and covers with slice', () => {
    const none = parseIcon(svg('', 'viewBox="0 0 10 20" preserveAspectRatio="none"'));
    expect(applyToPoint(viewBoxTransform(none, 100, 100), 10, 20)).toEqual({ x: 100, y: 100 });
    const slice = parseIcon(svg('', 'viewBox="0 0 10 20" preserveAspectRatio="xMinYMin slice"'));
    expect(applyToPoint(viewBoxTransform(slice, 100, 100), 10, 20)).toEqual({ x: 100, y: 200 });
  });

  it('uses width/height when there is no viewBox', () => {
    expect(parseIcon('<svg width="48px" height="32"></svg>').viewBox).toEqual({ x: 0, y: 0, width: 48, height: 32 });
  });
});

describe('parseXml', () => {
  it('reads prologue, comments, CDATA and entities without expanding custom ones', () => {
    const root = parseXml('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY e "boom">]><!-- c --><svg a="&lt;&#65;&e;"><![CDATA[<x>]]><g/></svg>');
    expect(root.name).toBe('svg');
    expect(root.attrs.a).toBe('<A&e;');
    expect(root.children.map((c) => c.name)).toEqual(['g']);
  });

  it('rejects what is not well formed', () => {
    for (const bad of ['', '<svg>', '<svg></g>', '<svg/><svg/>', '<svg a=1/>', 'text only', '<svg><!-- open</svg>']) {
      expect(() => parseXml(bad), bad).toThrow(SvgError);
    }
    expect(() => parseIcon('<html/>')).toThrow(SvgError);
  });

  it('drops namespace prefixes', () => {
    expect(parseXml('<svg:svg xmlns:svg="x"><svg:path d="M0 0"/></svg:svg>').children[0]?.name).toBe('path');
  });
});
