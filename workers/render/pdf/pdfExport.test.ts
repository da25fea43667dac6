import { describe, expect, it } from 'vitest';
import jpeg from 'jpeg-js';
import { createDocument, createLayer, parseDocument, sampleDocumentJson } from '../../core/model/index.ts';
import type { LogoDocument } from '../../core/model/index.ts';
import { documentToPdf, needsRaster } from './pdfExport.ts';
import { jpegInfo } from './pdfImage.ts';
import { pathOps } from './pdfPath.ts';
import { paintCount, readBack, testMedia, testPixels } from './pdfTestKit.ts';

function sample(): LogoDocument {
  const parsed = parseDocument(sampleDocumentJson());
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.doc;
}

const TEXT_OUTLINE = 'M10 10L50 10Q60 10 60 20L60 60C60 70 50 70 40 70L10 70Z M20 20L40 20L40 50L20 50Z';

function logo(): LogoDocument {
  const doc = createDocument({ size: { width: 640, height: 480 } });
  doc.layers.push(
    createLayer('text', { x: 40, y: 40, width: 300, height: 100, text: '茶', fill: '#c0392b', pathArr: [TEXT_OUTLINE], complete: true }),
    createLayer('square', { x: 400, y: 40, width: 120, height: 120, shapeType: 'circle', fill: '#2980b9', stroke: '#000000', lineWidth: 4 }),
    createLayer('path', { x: 40, y: 300, width: 500, height: 100, text: 'M0 50 C 200 0, 300 100, 500 50', stroke: '#8e44ad', fill: '', lineWidth: 6 }),
  );
  return doc;
}

describe('documentToPdf', () => {
  it('writes one page the size of the artboard with a valid xref table', () => {
    const pdf = readBack(documentToPdf(logo(), { background: true }, testMedia()));
    expect(pdf.text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.xref).toEqual([]);
    expect(pdf.pages).toBe(1);
    expect(pdf.mediaBoxes).toEqual([[0, 0, 640, 480]]);
  });

  it('draws every layer as paths (m l c, filled and stroked) and text as outlines, never as text', () => {
    const pdf = readBack(documentToPdf(logo(), { background: true }, testMedia()));
    const ops = new Set(pdf.content.split(/\s+/));
    for (const op of ['m', 'l', 'c', 'h', 'f', 'S', 're']) expect(ops, op).toContain(op);
    for (const op of ['BT', 'ET', 'Tj', 'TJ', 'Tf']) expect(ops, op).not.toContain(op);
    expect(pdf.fonts).toEqual([]);
    expect(pdf.text).not.toContain('/Font');
    // Background, text, circle: three fills; circle outline and the path: two strokes.
    expect(paintCount(pdf.content, 'f')).toBe(3);
    expect(paintCount(pdf.content, 'S')).toBe(2);
    // The text's quadratic became a cubic: Q has no PDF operator.
    expect(pdf.content).not.toMatch(/\sv\s|\sy\s/);
  });

  it('leaves the background out on request', () => {
    const pdf = readBack(documentToPdf(logo(), { background: false }, testMedia()));
    expect(paintCount(pdf.content, 'f')).toBe(2);
  });

  it('embeds a picture as an image XObject, with a soft mask only when it has transparency', () => {
    const doc = logo();
    doc.layers.push(createLayer('image', { x: 100, y: 200, width: 200, height: 100, url: '/img/photo.png' }));
    doc.layers.push(createLayer('image', { x: 300, y: 200, width: 200, height: 100, url: '/img/logo.png' }));
    const pdf = readBack(documentToPdf(doc, { background: true }, testMedia({ '/img/photo.png': testPixels(8, 4), '/img/logo.png': testPixels(4, 4, 128) })));
    expect(pdf.xref).toEqual([]);
    // Two pictures, one of them with its alpha as a second image (the SMask).
    expect(pdf.images).toBe(3);
    expect(pdf.text.match(/\/SMask \d+ 0 R/g)).toHaveLength(1);
    expect(pdf.content.match(/\/Im\d+ Do/g)).toHaveLength(2);
  });

  it('puts a JPEG in as it is (DCTDecode) and reads its size from the frame header', () => {
    const width = 24;
    const height = 16;
    const encoded = jpeg.encode({ data: Buffer.alloc(width * height * 4, 200), width, height }, 80).data;
    const bytes = new Uint8Array(encoded);
    const info = jpegInfo(bytes);
    expect(info).toEqual({ width, height, components: 3 });
    if (!info) return;
    const doc = logo();
    doc.layers.push(createLayer('image', { x: 100, y: 200, width: 240, height: 160, url: '/img/photo.jpg' }));
    const pdf = readBack(documentToPdf(doc, { background: true }, testMedia({ '/img/photo.jpg': { kind: 'jpeg', bytes, ...info } })));
    expect(pdf.text).toContain('/Filter /DCTDecode');
    expect(pdf.text).toContain(Buffer.from(bytes).toString('latin1'));
    expect(pdf.xref).toEqual([]);
    expect(jpegInfo(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
  });

  it('draws a missing picture as the canvas placeholder', () => {
    const doc = createDocument({ size: { width: 100, height: 100 } });
    doc.layers.push(createLayer('image', { x: 0, y: 0, width: 100, height: 100, url: '/img/gone.png' }));
    const pdf = readBack(documentToPdf(doc, { background: false }, testMedia()));
    expect(pdf.images).toBe(0);
    expect(paintCount(pdf.content, 'f')).toBe(1);
    expect(paintCount(pdf.content, 'S')).toBe(1);
  });

  it('turns gradients into shading patterns and opacity into ExtGState alphas', () => {
    const pdf = readBack(documentToPdf(sample(), { background: true }, testMedia()));
    expect(pdf.xref).toEqual([]);
    expect(pdf.text).toMatch(/\/PatternType 2/);
    expect(pdf.text).toMatch(/\/ShadingType 2/);
    expect(pdf.text).toMatch(/\/ShadingType 3/);
    expect(pdf.content).toMatch(/\/Pattern cs \/P\d+ scn/);
    // The circle's opacity 0.8 (its shadow and filters need a raster; without one it is drawn as vectors).
    expect(pdf.text).toMatch(/\/ca 0\.8/);
  });

  it('clips layers clipped to a base by the base outline', () => {
    const pdf = readBack(documentToPdf(sample(), { background: true }, testMedia()));
    expect(pdf.content).toMatch(/\nW n/);
  });

  it('embeds a layer whose effects have no vector form as the raster it is given', () => {
    const doc = logo();
    const blurred = createLayer('square', { x: 10, y: 10, width: 50, height: 50, shapeType: 'rectangle', fill: '#000000', blur: 4 });
    doc.layers.push(blurred);
    expect(needsRaster(blurred)).toBe(true);
    expect(doc.layers.slice(0, 4).some(needsRaster)).toBe(false);
    const media = { ...testMedia(), effects: () => ({ image: testPixels(70, 70, 100), x: -10, y: -10, width: 70, height: 70 }) };
    const pdf = readBack(documentToPdf(doc, { background: true }, media));
    expect(pdf.content.match(/\/Im\d+ Do/g)).toHaveLength(1);
    expect(paintCount(pdf.content, 'f')).toBe(3);
  });

  it('writes icons (SVG subset) as paths', () => {
    const doc = createDocument({ size: { width: 200, height: 200 } });
    doc.layers.push(createLayer('icon', { x: 0, y: 0, width: 200, height: 200, data: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect x="1" y="1" width="8" height="8" rx="2"/><circle cx="5" cy="5" r="2" fill="#fff"/></svg>', fill: '' }));
    const pdf = readBack(documentToPdf(doc, { background: true }, testMedia()));
    expect(paintCount(pdf.content, 'f')).toBe(3);
    expect(pdf.content).toContain('1 1 1 rg');
  });
});

describe('pathOps', () => {
  it('writes absolute moves, lines and cubics from relative, H/V, S/T and arc commands', () => {
    const ops = pathOps('m10 10 h20 v20 l-5 5 s 5 5 10 0 t 10 10 a5 5 0 0 1 10 0 z');
    const lines = ops.split('\n');
    expect(lines[0]).toBe('10 10 m');
    expect(lines[1]).toBe('30 10 l');
    expect(lines[2]).toBe('30 30 l');
    expect(lines[3]).toBe('25 35 l');
    expect(lines.at(-1)).toBe('h');
    expect(lines.every((l) => /^(h|(-?[\d.]+ ){2}(m|l)|(-?[\d.]+ ){6}c)$/.test(l))).toBe(true);
    // A half-circle arc: two quarter cubics ending exactly on the arc's end point.
    const arc = pathOps('M0 0 A10 10 0 0 1 20 0').split('\n');
    expect(arc).toHaveLength(3);
    expect(arc[2]?.endsWith(' 20 0 c')).toBe(true);
    expect(arc[1]).toMatch(/^0 -5\.5228 4\.4772 -10 10 -10 c$/);
  });

  it('maps points through a matrix and starts a path that lacks a moveto', () => {
    expect(pathOps('M1 2L3 4', [2, 0, 0, 2, 10, 10])).toBe('12 14 m\n16 18 l');
    expect(pathOps('L5 5')).toBe('0 0 m\n5 5 l');
    expect(pathOps('')).toBe('');
  });
});
