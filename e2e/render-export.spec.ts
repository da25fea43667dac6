// Exports from the render worker in real Chromium: sizes, transparency, formats, and the
// canvas, the PNG and the SVG (as Chromium draws it) agreeing for each layer type and effect.
import { expect, test } from '@playwright/test';
import { RED, WHITE, captureCanvas, difference, exportAs, openHarness, pixel, pngDataUrl, scene, show } from './render-fixtures.ts';

test.use({ deviceScaleFactor: 1 });

test.beforeEach(async ({ page }) => {
  await openHarness(page);
});

const red = { type: 'square', id: 's', x: 50, y: 50, width: 100, height: 100, fill: '#ff0000' };

test('PNG export scales the picture and can leave the background transparent', async ({ page }) => {
  await show(page, scene([red], { fill: '#00ff00' }));
  const result = await exportAs(page, 'big', { format: 'png', scale: 2, background: true });
  expect(result).toMatchObject({ width: 800, height: 800, mime: 'image/png' });
  expect(await pixel(page, 'big', 200, 200)).toEqual(RED);
  expect(await pixel(page, 'big', 99, 200)).toEqual([0, 255, 0, 255]);
  expect(await pixel(page, 'big', 100, 200)).toEqual(RED);
  await exportAs(page, 'clear', { format: 'png', scale: 1, background: false });
  expect(await pixel(page, 'clear', 10, 10)).toEqual([0, 0, 0, 0]);
  expect(await pixel(page, 'clear', 100, 100)).toEqual(RED);
});

test('JPEG export is opaque: without the background it sits on white', async ({ page }) => {
  await show(page, scene([red], { fill: '#00ff00' }));
  const result = await exportAs(page, 'jpg', { format: 'jpeg', scale: 1, background: false, quality: 0.95 });
  expect(result.mime).toBe('image/jpeg');
  const corner = await pixel(page, 'jpg', 10, 10);
  expect(corner.every((v) => v > 245)).toBe(true);
  const centre = await pixel(page, 'jpg', 100, 100);
  expect(centre[0]).toBeGreaterThan(240);
  expect(centre[1]).toBeLessThan(15);
});

test('SVG export is sized by the scale and keeps text as paths', async ({ page }) => {
  const text = { type: 'text', id: 't', x: 50, y: 50, width: 200, height: 100, pathArr: ['M0 0H100V100H0Z'], fill: '#ff0000', complete: true };
  await show(page, scene([text]));
  const result = await exportAs(page, 'svg', { format: 'svg', scale: 1.5, background: true });
  expect(result).toMatchObject({ width: 600, height: 600, mime: 'image/svg+xml' });
  const svg = await page.evaluate(() => window.__harness.svgText('svg'));
  expect(svg).toContain('d="M0 0H100V100H0Z"');
  expect(svg).not.toContain('<text');
  expect(await pixel(page, 'svg', 150, 150)).toEqual(RED);
  expect(await pixel(page, 'svg', 30, 30)).toEqual(WHITE);
});

test('an export too large for a phone is refused with a message', async ({ page }) => {
  await show(page, scene([red]));
  const error = await page.evaluate(() => window.__harness.exportImage('x', { format: 'png', scale: 50, background: true }).then(() => null, (e: unknown) => e));
  expect(error).toMatchObject({ name: 'WorkerError', code: 'BAD_REQUEST', message: '导出尺寸过大，请选择较小的尺寸' });
});

const shadow = { shadowColor: 'rgba(0,0,0,0.6)', shadowBlur: 10, shadowX: 8, shadowY: 12 };
const gradientColors = [
  { hex: '', rgba: '', color: '#ff6600', pst: 0 },
  { hex: '', rgba: '', color: '#3300cc', pst: 100 },
];
const icon = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M12 2l3 7h7l-6 4 2 7-6-4-6 4 2-7-6-4h7z" fill="#e91e63" stroke="#333" stroke-width="1"/></svg>';
const glyphs = ['M10 10H90V30H10Z', 'M40 10H60V150H40Z', 'M120 20C160 0 200 60 160 100S120 160 110 120Z'];

// One scene per layer type and effect. Canvas and PNG come from the same rasters; the canvas
// may use a raster up to √2 sharper than the export's exact scale, which moves antialiased
// edge pixels a little (never a whole step). The SVG is drawn by Chromium's SVG renderer.
const cases: Record<string, Record<string, unknown>[]> = {
  'background gradient': [],
  'rect with picture': [{ type: 'rect', id: 'r', x: 40, y: 40, width: 300, height: 200, fill: '#eeeeee', url: 'PNG', imgsize: 'contain' }],
  'circle with dash and stroke': [{ type: 'square', id: 'c', x: 60, y: 60, width: 260, height: 200, shapeType: 'circle', fill: '#2980b9', stroke: '#c0392b', lineWidth: 8, strokeDasharray: [16, 8] }],
  'triangle with gradient fill and stroke gradient': [
    {
      type: 'square', id: 't', x: 60, y: 60, width: 260, height: 220, shapeType: 'triangle', gradient: true, gradientColors, gradientDeg: 135, stroke: '#000', lineWidth: 6,
      strokeGradient: { x1: 0, y1: 0, x2: 260, y2: 0, colorStops: [{ offset: 0, color: '#00ff00' }, { offset: 1, color: '#0000ff' }], colors: [], style: 'linear', deg: 0 },
    },
  ],
  'text outline with radial gradient and stroke': [
    { type: 'text', id: 'x', x: 60, y: 80, width: 220, height: 180, pathArr: glyphs, complete: true, gradient: true, gradientStyle: 'radial', gradientColors, stroke: '#111', lineWidth: 3 },
  ],
  'icon recoloured and with gradient': [
    { type: 'icon', id: 'i1', x: 20, y: 40, width: 160, height: 160, data: icon, fill: '#27ae60' },
    { type: 'icon', id: 'i2', x: 210, y: 40, width: 160, height: 160, data: icon, gradient: true, gradientColors, gradientDeg: 90 },
  ],
  'path with dash, caps and joins': [
    { type: 'path', id: 'p', x: 20, y: 100, width: 360, height: 200, text: 'M0 100 C 100 0, 200 200, 360 100 L 300 180', stroke: '#8e44ad', lineWidth: 10, lineCap: 'butt', lineJoin: 'miter', lineDash: [24, 10] },
  ],
  'image layer': [{ type: 'image', id: 'img', x: 60, y: 60, width: 280, height: 140, data: 'PNG', rotate: 20 }],
  blur: [{ type: 'square', id: 'b', x: 100, y: 100, width: 200, height: 200, fill: '#e67e22', blur: 8 }],
  'drop shadow': [{ type: 'square', id: 'd', x: 100, y: 100, width: 180, height: 140, rx: 20, fill: '#16a085', ...shadow }],
  // The shadow is of the filtered content (as the SVG's feDropShadow after the blur), and a wide
  // one is blurred on a canvas up to 4× smaller (drop-shadow.ts): both must still agree.
  'blur with a drop shadow, and a wide soft shadow under a thin line': [
    { type: 'square', id: 'bd', x: 60, y: 60, width: 140, height: 120, fill: '#8e44ad', blur: 4, ...shadow },
    { type: 'path', id: 'ws', x: 60, y: 240, width: 280, height: 100, text: 'M0 50 C 80 0, 200 100, 280 50', stroke: '#2c3e50', lineWidth: 2, shadowColor: '#c0392b', shadowOpacity: 0.8, shadowBlur: 40, shadowX: 0, shadowY: 16 },
  ],
  'filters: brightness, contrast, saturate, hue-rotate': [
    { type: 'square', id: 'f', x: 60, y: 60, width: 280, height: 280, gradient: true, gradientColors, gradientDeg: 45, brightness: 1.3, contrast: 0.7, saturate: 1.6, hueRotate: 40 },
  ],
  sharpen: [{ type: 'icon', id: 's', x: 60, y: 60, width: 280, height: 280, data: icon, sharpen: 0.8, bg: '#fffbe6' }],
  'opacity, rotation, scale and flips': [
    { type: 'square', id: 'o', x: 120, y: 120, width: 160, height: 100, shapeType: 'triangle', fill: '#c0392b', opacity: 0.6, rotate: 30, scale: 1.3, flip: true, flipY: true },
  ],
  'clip path': [
    { type: 'square', id: 'base', x: 80, y: 80, width: 240, height: 240, shapeType: 'circle', fill: '#34495e' },
    { type: 'square', id: 'clipped', x: 0, y: 150, width: 400, height: 100, fill: '#f1c40f', status: { selected: false, moveable: true, crop: false, clipPath: true, hash: '' } },
  ],
};

const background = {
  gradient: { x1: 0, y1: 0, x2: 400, y2: 400, colorStops: [{ offset: 0, color: '#ffffff' }, { offset: 1, color: '#dfe6e9' }] },
};

for (const [name, layers] of Object.entries(cases)) {
  test(`canvas, PNG and SVG agree: ${name}`, async ({ page }) => {
    const png = await pngDataUrl(page);
    const withPicture = layers.map((layer) => Object.fromEntries(Object.entries(layer).map(([k, v]) => [k, v === 'PNG' ? png : v])));
    await show(page, scene(withPicture, background));
    await captureCanvas(page);
    await exportAs(page, 'png', { format: 'png', scale: 1, background: true });
    await exportAs(page, 'svg', { format: 'svg', scale: 1, background: true });
    const canvasVsPng = await difference(page, 'screen', 'png', 40);
    expect(canvasVsPng.mismatch, JSON.stringify(canvasVsPng)).toBeLessThan(0.001);
    const pngVsSvg = await difference(page, 'png', 'svg', 40);
    expect(pngVsSvg.mismatch, JSON.stringify(pngVsSvg)).toBeLessThan(0.01);
    expect(pngVsSvg.meanDelta).toBeLessThan(2.5);
  });
}
