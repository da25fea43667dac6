import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLayer, layerBounds, layerSchema, SCHEMA_VERSION, type LogoDocument } from '../../../workers/core/model/index.ts';
import { toColourInputValue } from './controls/colourInput.ts';
import { cleanFileName, exportFileName, exportPixelSize } from './exportFile.ts';
import { checkImageFile, imageMessages } from './imageImport.ts';
import { newIconLayer, newImageLayer, newShapeLayer, newTextLayer } from './newLayers.ts';
import { backgroundGradientFor, gradientOf } from './panels/gradient.ts';
import { markBox } from './preview/markCrop.ts';
import { tabsFor } from './PropertyPanel.tsx';
import { shortcutFor } from './shortcuts.ts';
import { workSource } from './useEditorWorkers.ts';

const canvas = { width: 1000, height: 800 };
const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {}) => ({
  key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods,
});

describe('new layers', () => {
  it('shapes, icons and pictures land centred at 30% of the canvas (spec 9) and pass validation', () => {
    const layers = [newShapeLayer(canvas, 'circle'), newIconLayer(canvas, '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M2 2h20v20H2z"/></svg>'), newImageLayer(canvas, 'asset:0123456789abcdef0123456789abcdef', { width: 400, height: 200 })];
    for (const layer of layers) {
      expect(layerSchema.safeParse(layer).success).toBe(true);
      const b = layerBounds(layer);
      expect(b.x + b.width / 2).toBeCloseTo(500);
      expect(b.y + b.height / 2).toBeCloseTo(400);
      expect(Math.max(b.width, b.height)).toBe(240);
    }
    expect(layers[2]).toMatchObject({ width: 240, height: 120, data: '', url: 'asset:0123456789abcdef0123456789abcdef' });
  });

  it('a new line follows its box (no fixed end points); new text waits for its outline', () => {
    expect(newShapeLayer(canvas, 'line')).toMatchObject({ shapeType: 'line', startx: 0, endx: 0, starty: 0, endy: 0 });
    expect(newTextLayer(canvas, '思源宋体', '标志')).toMatchObject({ type: 'text', text: '标志', fontSize: 90, complete: false, fontName: '思源宋体' });
  });
});

describe('image import checks', () => {
  it('refuses other file types and files over the byte cap with a Chinese message', () => {
    expect(checkImageFile({ type: 'image/svg+xml', size: 10 })).toBe(imageMessages.wrongType);
    expect(checkImageFile({ type: 'image/png', size: 21 * 1024 * 1024 })).toMatch(/图片太大了/);
    expect(checkImageFile({ type: 'image/jpeg', size: 1000 })).toBeNull();
  });
});

describe('colour input', () => {
  it('shows every colour spelling the document allows as #rrggbb', () => {
    expect(toColourInputValue('#abc')).toBe('#aabbcc');
    expect(toColourInputValue('#12345678')).toBe('#123456');
    expect(toColourInputValue('#1234567')).toBe('#123456');
    expect(toColourInputValue('rgba(255, 0, 128, 0.5)')).toBe('#ff0080');
    expect(toColourInputValue('rgb(100%,0%,50%)')).toBe('#ff0080');
    expect(toColourInputValue('white')).toBe('#ffffff');
  });
});

describe('shortcuts', () => {
  it('maps the editor keys and leaves the rest to the browser', () => {
    expect(shortcutFor(key('z', { ctrlKey: true }))).toEqual({ kind: 'undo' });
    expect(shortcutFor(key('Z', { ctrlKey: true, shiftKey: true }))).toEqual({ kind: 'redo' });
    expect(shortcutFor(key('y', { metaKey: true }))).toEqual({ kind: 'redo' });
    expect(shortcutFor(key('Delete'))).toEqual({ kind: 'remove' });
    expect(shortcutFor(key('ArrowLeft', { shiftKey: true }))).toEqual({ kind: 'nudge', dx: -10, dy: 0 });
    expect(shortcutFor(key('ArrowDown'))).toEqual({ kind: 'nudge', dx: 0, dy: 1 });
    expect(shortcutFor(key('A', { metaKey: true }))).toEqual({ kind: 'selectAll' });
    expect(shortcutFor(key('c', { ctrlKey: true }))).toBeNull();
    expect(shortcutFor(key('a'))).toBeNull();
  });
});

describe('gradients', () => {
  it('the background gradient line reads back as the angle it was made from', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 359 }), fc.integer({ min: 50, max: 4000 }), fc.integer({ min: 50, max: 4000 }), (deg, w, h) => {
        const bg = createLayer('rect', { width: w, height: h, gradient: backgroundGradientFor(w, h, { on: true, style: 'linear', from: '#fff', to: '#000', deg }) });
        // Rounding the end points to 0.01 px moves the angle by a hair at most.
        expect(Math.abs(((gradientOf(bg).deg - deg + 540) % 360) - 180)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('180° runs top to bottom through the centre', () => {
    expect(backgroundGradientFor(1000, 800, { on: true, style: 'linear', from: '#fff', to: '#000', deg: 180 })).toMatchObject({ x1: 500, y1: 0, x2: 500, y2: 800 });
  });
});

describe('export files', () => {
  it('sizes follow the longest side and keep the canvas shape', () => {
    expect(exportPixelSize({ width: 1200, height: 800 }, 500)).toEqual({ width: 500, height: 333 });
    expect(exportPixelSize({ width: 1000, height: 1000 }, 4000)).toEqual({ width: 4000, height: 4000 });
  });

  it('file names lose punctuation and whitespace (spec 5)', () => {
    expect(cleanFileName('我的 标志，设计！v2.0')).toBe('我的标志设计v20');
    expect(exportFileName('标志 设计', 'jpeg', new Date(2024, 0, 2, 3, 4, 5))).toBe('标志设计20240102030405.jpg');
  });
});

describe('preview and panels', () => {
  it('the mock-up crop covers the visible layers with a margin, inside the canvas', () => {
    const doc: LogoDocument = {
      schemaVersion: SCHEMA_VERSION,
      size: { width: 1000, height: 1000 },
      layers: [createLayer('rect', { id: 'bg', width: 1000, height: 1000 }), createLayer('square', { id: 'a', x: 10, y: 300, width: 200, height: 100 }), createLayer('square', { id: 'h', x: 900, y: 900, width: 50, height: 50, visibility: false })],
    };
    expect(markBox(doc)).toEqual({ x: 0, y: 260, width: 250, height: 180 });
    expect(markBox({ ...doc, layers: doc.layers.slice(0, 1) })).toBeNull();
  });

  it('offers the text tab only for text, and layer tabs only with a layer', () => {
    expect(tabsFor(null)).toEqual(['add', 'layers', 'canvas']);
    expect(tabsFor(createLayer('text', {}))).toContain('text');
    expect(tabsFor(createLayer('square', {}))).not.toContain('text');
  });

  it('?sample=1 opens the sample work, anything else a new one', () => {
    expect(workSource({ sample: '1' })).toBe('sample');
    expect(workSource({ sample: '0' })).toBe('new');
    expect(workSource({})).toBe('new');
    // A document handed over by another page (openInEditor): after a reload it comes from sessionStorage.
    expect(workSource({ from: 'aiDesign' })).toBe('handoff');
  });
});
