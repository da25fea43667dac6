import { describe, expect, it } from 'vitest';
import { createDocument, createLayer } from '../core/model/index.ts';
import { documentToSvg } from './svgExport.ts';
import { parseIcon } from './svgIcon.ts';
import type { SvgMedia } from './svgLayer.ts';
import { parseXml } from './svgXml.ts';
import type { XmlElement } from './svgXml.ts';

const media: SvgMedia = { icon: (data) => parseIcon(data), picture: () => null };

const ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50"><defs>' +
  '<linearGradient id="lin" spreadMethod="repeat" x2="50%"><stop offset="0" stop-color="#ff0000"/><stop offset="1" stop-color="#0000ff" stop-opacity=".5"/></linearGradient>' +
  '<radialGradient id="rad" fx="40%" fr="5%"><stop offset="0" stop-color="currentColor"/><stop offset="1" stop-color="#00ff00"/></radialGradient></defs>' +
  '<rect width="40" height="50" fill="url(#lin)"/><circle cx="75" cy="25" r="20" fill="url(#rad)" stroke="url(#lin)" stroke-width="2"/></svg>';

function all(el: XmlElement, name: string): XmlElement[] {
  return [...(el.name === name ? [el] : []), ...el.children.flatMap((c) => all(c, name))];
}

function exported(fills: string[]): XmlElement {
  const doc = createDocument({ backgroundId: 'bg' });
  fills.forEach((fill, i) => doc.layers.push(createLayer('icon', { id: `i${i}`, width: 200, height: 100, data: ICON, fill })));
  return parseXml(documentToSvg(doc, { scale: 1, background: true }, media));
}

describe('icon gradients in the SVG export', () => {
  it('writes a real gradient per painted shape, in the shape’s space, with stops, opacity and spread', () => {
    const root = exported(['']);
    const [linear, stroke] = all(root, 'linearGradient');
    const [radial] = all(root, 'radialGradient');
    expect(linear?.attrs).toMatchObject({ gradientUnits: 'userSpaceOnUse', spreadMethod: 'repeat', x1: '0', y1: '0', x2: '0.5', y2: '0' });
    // objectBoundingBox folded into the matrix: the rect's box is 40 × 50 at the origin.
    expect(linear?.attrs.gradientTransform).toBe('matrix(40 0 0 50 0 0)');
    expect(linear?.children.map((s) => s.attrs)).toEqual([
      { offset: '0', 'stop-color': '#ff0000' },
      { offset: '1', 'stop-color': '#0000ff', 'stop-opacity': '0.5' },
    ]);
    // The circle's stroke resolves the same gradient against the circle's own box.
    expect(stroke?.attrs.gradientTransform).toBe('matrix(40 0 0 40 55 5)');
    expect(radial?.attrs).toMatchObject({ cx: '0.5', cy: '0.5', r: '0.5', fx: '0.4', fy: '0.5', fr: '0.05' });
    // currentColor without a recolour is black, as on the canvas.
    expect(radial?.children[0]?.attrs['stop-color']).toBe('#000000');
    const paths = all(root, 'path').filter((p) => p.attrs.fill?.startsWith('url('));
    expect(paths.map((p) => p.attrs.fill)).toEqual([`url(#${linear?.attrs.id})`, `url(#${radial?.attrs.id})`]);
    expect(paths[1]?.attrs.stroke).toBe(`url(#${stroke?.attrs.id})`);
  });

  it('gives every gradient of an export its own id, never the icon’s', () => {
    const root = exported(['', '', '']);
    const ids = [...all(root, 'linearGradient'), ...all(root, 'radialGradient')].map((g) => g.attrs.id);
    expect(ids).toHaveLength(9);
    expect(new Set(ids).size).toBe(9);
    expect(ids).not.toContain('lin');
    expect(ids).not.toContain('rad');
  });

  it('recolours the stops of a recoloured icon and keeps their opacity', () => {
    const root = exported(['#27ae60']);
    const stops = all(root, 'stop');
    expect(new Set(stops.map((s) => s.attrs['stop-color']))).toEqual(new Set(['#27ae60']));
    expect(stops.filter((s) => s.attrs['stop-opacity'] === '0.5')).toHaveLength(2);
  });
});
