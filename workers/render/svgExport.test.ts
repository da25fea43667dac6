import { describe, expect, it } from 'vitest';
import { createDocument, createLayer, parseDocument, sampleDocumentJson } from '../core/model/index.ts';
import type { LogoDocument } from '../core/model/index.ts';
import { documentToSvg } from './svgExport.ts';
import type { SvgMedia } from './svgLayer.ts';
import { parseIcon } from './svgIcon.ts';
import { parseXml } from './svgXml.ts';
import type { XmlElement } from './svgXml.ts';

const media: SvgMedia = {
  icon: (data) => {
    try {
      return parseIcon(data);
    } catch {
      return null;
    }
  },
  picture: (src) => (src.includes('missing') ? null : 'data:image/png;base64,AAAA'),
};

function sample(): LogoDocument {
  const parsed = parseDocument(sampleDocumentJson());
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.doc;
}

function all(el: XmlElement, name: string): XmlElement[] {
  return [...(el.name === name ? [el] : []), ...el.children.flatMap((c) => all(c, name))];
}

describe('documentToSvg', () => {
  it('writes a well-formed SVG sized by the scale with the document as viewBox', () => {
    const root = parseXml(documentToSvg(sample(), { scale: 2, background: true }, media));
    expect(root.attrs).toMatchObject({ width: '2000', height: '1600', viewBox: '0 0 1000 800' });
  });

  it('draws text as its outline paths, with the fill gradient and stroke gradient', () => {
    const doc = sample();
    const title = doc.layers[1];
    if (title?.type !== 'text') throw new Error('the sample title is text');
    title.boldStroke = 0;
    const root = parseXml(documentToSvg(doc, { scale: 1, background: true }, media));
    const text = all(root, 'path').filter((p) => p.attrs.d === 'M0 0L10 10Z');
    expect(text).toHaveLength(1);
    expect(text[0]?.attrs.fill).toMatch(/^url\(#g\d+\)$/);
    expect(text[0]?.attrs.stroke).toMatch(/^url\(#g\d+\)$/);
    expect(text[0]?.attrs.stroke).not.toBe(text[0]?.attrs.fill);
    expect(all(root, 'radialGradient')).toHaveLength(1);
    expect(all(root, 'linearGradient').length).toBeGreaterThanOrEqual(2);
  });

  it('draws synthetic bold as the fill paint stroked under the user\'s stroke, as the canvas does', () => {
    const root = parseXml(documentToSvg(sample(), { scale: 1, background: true }, media));
    const [bold, outline, ...rest] = all(root, 'path').filter((p) => p.attrs.d === 'M0 0L10 10Z');
    expect(rest).toHaveLength(0);
    expect(bold?.attrs).toMatchObject({ 'stroke-width': '3.2', 'stroke-linejoin': 'round' });
    expect(bold?.attrs.stroke).toBe(bold?.attrs.fill);
    expect(outline?.attrs).toMatchObject({ fill: 'none', 'stroke-width': '2' });
    expect(outline?.attrs.stroke).not.toBe(bold?.attrs.fill);
  });

  it('writes filters and shadows as primitives in the canvas order', () => {
    const root = parseXml(documentToSvg(sample(), { scale: 1, background: true }, media));
    const shape = all(root, 'filter').find((f) => f.children.some((c) => c.name === 'feConvolveMatrix'));
    expect(shape?.children.map((c) => c.name)).toEqual(['feConvolveMatrix', 'feGaussianBlur', 'feComponentTransfer', 'feComponentTransfer', 'feColorMatrix', 'feColorMatrix', 'feDropShadow']);
    const drop = shape?.children.at(-1);
    expect(drop?.attrs).toMatchObject({ dx: '6', dy: '8', stdDeviation: '6', 'flood-color': 'rgba(0,0,0,0.5)', 'flood-opacity': '0.6' });
    expect(shape?.attrs['color-interpolation-filters']).toBe('sRGB');
  });

  it('clips a clipPath layer with an alpha mask of the layer below, and leaves hidden layers out', () => {
    const svg = documentToSvg(sample(), { scale: 1, background: true }, media);
    const root = parseXml(svg);
    const [mask] = all(root, 'mask');
    expect(mask?.attrs.style).toBe('mask-type:alpha');
    // The mask holds the icon below the image, the image sits in the masked group.
    expect(all(mask!, 'path')).not.toHaveLength(0);
    const masked = all(root, 'g').find((g) => g.attrs.mask === `url(#${mask?.attrs.id})`);
    expect(all(masked!, 'image')).toHaveLength(1);
    // The hidden "swoosh" path layer is not exported.
    expect(svg).not.toContain('C 200 0');
  });

  it('leaves the background out on request and draws a placeholder for a picture that failed', () => {
    const doc = createDocument({ backgroundId: 'bg', fill: '#123456' });
    doc.layers.push(createLayer('image', { id: 'img', width: 100, height: 50, url: '/missing.png' }));
    const transparent = documentToSvg(doc, { scale: 1, background: false }, media);
    expect(transparent).not.toContain('#123456');
    expect(transparent).toContain('#e8e8e8');
    expect(documentToSvg(doc, { scale: 1, background: true }, media)).toContain('#123456');
  });

  it('escapes document text so it cannot add markup', () => {
    const doc = createDocument({ backgroundId: 'bg' });
    doc.layers.push(createLayer('path', { id: 'p', text: 'M0 0"/><script>alert(1)</script><path d="' }));
    const root = parseXml(documentToSvg(doc, { scale: 1, background: true }, media));
    expect(all(root, 'script')).toHaveLength(0);
  });

  it('places each layer with its transform: centre, rotation, scale and flips', () => {
    const doc = createDocument({ backgroundId: 'bg' });
    doc.layers.push(createLayer('square', { id: 's', x: 100, y: 50, width: 40, height: 20, flip: true }));
    const root = parseXml(documentToSvg(doc, { scale: 1, background: true }, media));
    const groups = all(root, 'g').filter((g) => g.attrs.transform);
    // Flipped horizontally about its centre (120, 60): x' = -x + 140.
    expect(groups[1]?.attrs.transform).toBe('matrix(-1 0 0 1 140 50)');
  });
});
