import { describe, expect, it } from 'vitest';
import { SCHEMA_VERSION, createLayer, sampleDocumentJson, parseDocument, type LogoDocument } from '../../model/index.ts';
import { iconSvg } from '../generate/icons.ts';
import { documentToSvg, roundPathData, svgDataUrl } from './svg.ts';

const doc = (): LogoDocument => ({
  schemaVersion: SCHEMA_VERSION,
  size: { width: 1000, height: 1000 },
  layers: [
    createLayer('rect', { id: 'bg', width: 1000, height: 1000, fill: '#fafafa' }),
    createLayer('icon', { id: 'icon', x: 350, y: 100, width: 300, height: 300, data: iconSvg('M2 2L22 22Z'), fill: '#c0392b' }),
    createLayer('text', { id: 'title', x: 300, y: 450, width: 400, height: 100, text: '星光', fill: '#222222', pathArr: ['M0 0L10.123 10Z', 'M20 0L30 10Z'], scale: 0.5, opacity: 0.8 }),
    createLayer('text', { id: 'hidden', x: 0, y: 0, width: 10, height: 10, text: 'x', pathArr: ['M0 0L1 1Z'], visibility: false }),
  ],
});

describe('logo as SVG (thumbnails)', () => {
  it('draws the background, the icon scaled into its box and the text outlines with their colour, scale and opacity', () => {
    const svg = documentToSvg(doc());
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 1000 1000">/);
    expect(svg).toContain('<rect width="1000" height="1000" fill="#fafafa"/>');
    expect(svg).toContain('<g transform="translate(500 250) translate(-150 -150)"><path transform="scale(12.5 12.5)" d="M2 2L22 22Z" fill="#c0392b"/></g>');
    expect(svg).toContain('<g transform="translate(500 500) scale(0.5 0.5) translate(-200 -50)" opacity="0.8"><path d="M0 0L10.123 10ZM20 0L30 10Z" fill="#222222"/></g>');
    expect(svg).not.toContain('M0 0L1 1Z');
  });

  it('rounds text outlines on request and never copies markup out of layer data', () => {
    expect(documentToSvg(doc(), { textPrecision: 0 })).toContain('d="M0 0L10 10ZM20 0L30 10Z"');
    expect(roundPathData('M-0.004 1.25e1L3.456 7', 1)).toBe('M0 12.5L3.5 7');
    const hostile = doc();
    hostile.layers[1] = createLayer('icon', { id: 'icon', width: 10, height: 10, data: '<svg viewBox="0 0 24 24"><path d="M0 0"/><script>alert(1)</script></svg>' });
    hostile.layers[2] = createLayer('text', { id: 't', width: 10, height: 10, text: 'x', pathArr: ['"/><script>alert(1)</script>'] });
    const svg = documentToSvg(hostile);
    expect(svg).not.toContain('script');
  });

  it('draws every layer kind of a full work without failing, and encodes as a data URL', () => {
    const parsed = parseDocument(sampleDocumentJson());
    if (!parsed.ok) throw new Error('sample');
    const svg = documentToSvg(parsed.doc, { width: 200 });
    expect(svg).toContain('width="200" height="160"');
    expect(svg).toContain('<linearGradient');
    expect(svgDataUrl(svg)).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  });
});
