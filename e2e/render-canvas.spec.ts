// The render worker's canvas in real Chromium: every layer type and effect lands on the
// pixels it should. Pixels are read from a screenshot of the canvas element (what a user sees).
import { expect, test } from '@playwright/test';
import { BLUE, RED, WHITE, captureCanvas, distance, openHarness, pixel, pngDataUrl, scene, show } from './render-fixtures.ts';

test.use({ deviceScaleFactor: 1 });

const square = (fields: Record<string, unknown>) => ({ type: 'square', id: 's', x: 50, y: 50, width: 100, height: 100, fill: '#ff0000', ...fields });

test.beforeEach(async ({ page }) => {
  await openHarness(page);
});

test('a shape lands exactly on its box; hidden layers are not drawn', async ({ page }) => {
  await show(page, scene([square({}), square({ id: 'hidden', x: 250, fill: '#0000ff', visibility: false })]));
  await captureCanvas(page);
  expect(await pixel(page, 'screen', 100, 100)).toEqual(RED);
  expect(await pixel(page, 'screen', 50, 50)).toEqual(RED);
  expect(await pixel(page, 'screen', 149, 149)).toEqual(RED);
  expect(await pixel(page, 'screen', 49, 100)).toEqual(WHITE);
  expect(await pixel(page, 'screen', 150, 100)).toEqual(WHITE);
  expect(await pixel(page, 'screen', 300, 100)).toEqual(WHITE);
});

test('the background gradient runs from its first stop to its last', async ({ page }) => {
  const gradient = { x1: 0, y1: 0, x2: 0, y2: 400, colorStops: [{ offset: 0, color: '#ff0000' }, { offset: 1, color: '#0000ff' }] };
  await show(page, scene([], { gradient }));
  await captureCanvas(page);
  expect(distance(await pixel(page, 'screen', 200, 1), RED)).toBeLessThan(6);
  expect(distance(await pixel(page, 'screen', 200, 398), BLUE)).toBeLessThan(6);
  const middle = await pixel(page, 'screen', 200, 200);
  expect(distance(middle, [128, 0, 128, 255])).toBeLessThan(8);
});

test('blur softens the edge of a shape; without blur the edge is hard', async ({ page }) => {
  await show(page, scene([square({ id: 'sharp', x: 40 }), square({ id: 'soft', x: 240, blur: 6 })]));
  await captureCanvas(page);
  // Sharp: two pixels either side of the left edge are pure.
  expect(await pixel(page, 'screen', 38, 100)).toEqual(WHITE);
  expect(await pixel(page, 'screen', 42, 100)).toEqual(RED);
  // Blurred: the edge is a ramp, about half-way at the edge itself.
  const outside = await pixel(page, 'screen', 234, 100);
  const edge = await pixel(page, 'screen', 240, 100);
  const inside = await pixel(page, 'screen', 246, 100);
  expect(outside[1]).toBeGreaterThan(edge[1]);
  expect(edge[1]).toBeGreaterThan(inside[1]);
  expect(edge[1]).toBeGreaterThan(90);
  expect(edge[1]).toBeLessThan(165);
});

test('a drop shadow falls toward its offset, from X/Y or from angle and distance', async ({ page }) => {
  const shadow = { fill: '#0000ff', shadowColor: '#000000', shadowBlur: 2 };
  await show(
    page,
    scene([
      square({ id: 'xy', x: 40, y: 40, ...shadow, shadowX: 20, shadowY: 20 }),
      // 180° = to the left, X/Y left at zero (an older work's polar-only shadow).
      square({ id: 'polar', x: 260, y: 240, ...shadow, shadowAngle: 180, shadowDistance: 20 }),
    ]),
  );
  await captureCanvas(page);
  expect(distance(await pixel(page, 'screen', 150, 150), [0, 0, 0, 255])).toBeLessThan(30);
  expect(await pixel(page, 'screen', 35, 35)).toEqual(WHITE);
  expect(distance(await pixel(page, 'screen', 250, 290), [0, 0, 0, 255])).toBeLessThan(30);
  expect(await pixel(page, 'screen', 365, 290)).toEqual(WHITE);
});

test('rotation and scale turn and grow a layer about its centre', async ({ page }) => {
  await show(
    page,
    scene([
      { type: 'square', id: 'bar', x: 100, y: 90, width: 200, height: 20, fill: '#ff0000', rotate: 90 },
      { type: 'square', id: 'big', x: 300, y: 300, width: 40, height: 40, fill: '#0000ff', scale: 2 },
    ]),
  );
  await captureCanvas(page);
  expect(await pixel(page, 'screen', 200, 10)).toEqual(RED);
  expect(await pixel(page, 'screen', 200, 190)).toEqual(RED);
  expect(await pixel(page, 'screen', 120, 100)).toEqual(WHITE);
  expect(await pixel(page, 'screen', 285, 285)).toEqual(BLUE);
  expect(await pixel(page, 'screen', 275, 320)).toEqual(WHITE);
});

test('flips mirror the layer horizontally and vertically', async ({ page }) => {
  const stops = [
    { hex: '', rgba: '', color: '#ff0000', pst: 0 },
    { hex: '', rgba: '', color: '#ff0000', pst: 50 },
    { hex: '', rgba: '', color: '#0000ff', pst: 50 },
    { hex: '', rgba: '', color: '#0000ff', pst: 100 },
  ];
  const halves = (fields: Record<string, unknown>) => square({ gradient: true, gradientColors: stops, ...fields });
  await show(
    page,
    scene([
      halves({ id: 'plain', x: 20, y: 20, gradientDeg: 90 }),
      halves({ id: 'flip', x: 220, y: 20, gradientDeg: 90, flip: true }),
      halves({ id: 'flipY', x: 20, y: 220, gradientDeg: 180, flipY: true }),
    ]),
  );
  await captureCanvas(page);
  expect(await pixel(page, 'screen', 40, 70)).toEqual(RED);
  expect(await pixel(page, 'screen', 100, 70)).toEqual(BLUE);
  expect(await pixel(page, 'screen', 240, 70)).toEqual(BLUE);
  expect(await pixel(page, 'screen', 300, 70)).toEqual(RED);
  expect(await pixel(page, 'screen', 70, 240)).toEqual(BLUE);
  expect(await pixel(page, 'screen', 70, 300)).toEqual(RED);
});

test('opacity blends the layer with what is below', async ({ page }) => {
  await show(page, scene([square({ opacity: 0.5 })]));
  await captureCanvas(page);
  expect(distance(await pixel(page, 'screen', 100, 100), [255, 128, 128, 255])).toBeLessThan(3);
});

test('text is drawn from its outline paths with fill and stroke', async ({ page }) => {
  const text = {
    type: 'text', id: 't', x: 50, y: 50, width: 300, height: 200, text: '口', complete: true,
    pathArr: ['M20 20H120V120H20Z', 'M150 20H250V120H150Z'], fill: '#00aa00', stroke: '#0000ff', lineWidth: 10,
  };
  await show(page, scene([text]));
  await captureCanvas(page);
  expect(distance(await pixel(page, 'screen', 120, 120), [0, 170, 0, 255])).toBeLessThan(3);
  expect(await pixel(page, 'screen', 70, 120)).toEqual(BLUE);
  expect(await pixel(page, 'screen', 185, 120)).toEqual(WHITE);
  expect(distance(await pixel(page, 'screen', 250, 120), [0, 170, 0, 255])).toBeLessThan(3);
});

test('an icon is fitted into its box and recoloured by its fill', async ({ page }) => {
  const data = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="5" fill="#123456"/><rect x="0" y="0" width="2" height="2" fill="red"/></svg>';
  await show(page, scene([
    { type: 'icon', id: 'own', x: 20, y: 20, width: 160, height: 100, data },
    { type: 'icon', id: 'tinted', x: 220, y: 20, width: 100, height: 100, data, fill: '#00ff00' },
  ]));
  await captureCanvas(page);
  // 10×10 viewBox in 160×100 → 100×100 centred: x 50…150.
  expect(distance(await pixel(page, 'screen', 100, 70), [0x12, 0x34, 0x56, 255])).toBeLessThan(3);
  expect(await pixel(page, 'screen', 60, 30)).toEqual(RED);
  expect(await pixel(page, 'screen', 60, 110)).toEqual(WHITE);
  expect(await pixel(page, 'screen', 30, 70)).toEqual(WHITE);
  expect(await pixel(page, 'screen', 270, 70)).toEqual([0, 255, 0, 255]);
  expect(await pixel(page, 'screen', 225, 25)).toEqual([0, 255, 0, 255]);
});

test('an image layer shows its picture; a failed one shows a placeholder and is reported', async ({ page }) => {
  const url = await pngDataUrl(page);
  await show(page, scene([
    { type: 'image', id: 'pic', x: 0, y: 0, width: 200, height: 100, data: url },
    { type: 'image', id: 'gone', x: 0, y: 200, width: 200, height: 100, url: '/no-such-picture.png' },
  ]));
  await captureCanvas(page);
  expect(distance(await pixel(page, 'screen', 20, 50), RED)).toBeLessThan(3);
  expect(distance(await pixel(page, 'screen', 180, 50), BLUE)).toBeLessThan(3);
  expect(await pixel(page, 'screen', 10, 210)).toEqual([0xe8, 0xe8, 0xe8, 255]);
  const events = await page.evaluate(() => window.__harness.events());
  expect(events).toContainEqual(expect.objectContaining({ type: 'asset-error', src: '/no-such-picture.png', layerIds: ['gone'] }));
  expect(events[0]?.message).toMatch(/图片加载失败/);
});

test('a clipPath layer shows only where the layer below it has pixels', async ({ page }) => {
  const clip = { selected: false, moveable: true, crop: false, clipPath: true, hash: '' };
  await show(page, scene([
    { type: 'square', id: 'base', x: 100, y: 100, width: 200, height: 200, shapeType: 'circle', fill: '#0000ff' },
    { type: 'square', id: 'clipped', x: 0, y: 0, width: 200, height: 400, fill: '#ff0000', status: clip },
  ]));
  await captureCanvas(page);
  expect(await pixel(page, 'screen', 150, 200)).toEqual(RED);
  expect(await pixel(page, 'screen', 250, 200)).toEqual(BLUE);
  expect(await pixel(page, 'screen', 50, 200)).toEqual(WHITE);
  expect(await pixel(page, 'screen', 110, 110)).toEqual(WHITE);
});

test('CSS filters: brightness, saturate, hue-rotate and contrast', async ({ page }) => {
  const f = (id: string, x: number, fields: Record<string, unknown>) => square({ id, x, y: 20, width: 80, height: 80, ...fields });
  await show(page, scene([
    f('dark', 10, { brightness: 0 }),
    f('grey', 110, { saturate: 0 }),
    f('cyan', 210, { hueRotate: 180 }),
    f('flat', 310, { contrast: 0 }),
  ]));
  await captureCanvas(page);
  expect(await pixel(page, 'screen', 50, 60)).toEqual([0, 0, 0, 255]);
  const grey = await pixel(page, 'screen', 150, 60);
  expect(grey[0]).toBe(grey[1]);
  expect(grey[1]).toBe(grey[2]);
  const cyan = await pixel(page, 'screen', 250, 60);
  expect(cyan[0]).toBeLessThan(40);
  expect(cyan[1]).toBeGreaterThan(100);
  expect(cyan[2]).toBeGreaterThan(100);
  expect(distance(await pixel(page, 'screen', 350, 60), [128, 128, 128, 255])).toBeLessThan(3);
});

test('sharpen strengthens an edge inside a layer', async ({ page }) => {
  const stops = [
    { hex: '', rgba: '', color: '#646464', pst: 0 },
    { hex: '', rgba: '', color: '#646464', pst: 50 },
    { hex: '', rgba: '', color: '#969696', pst: 50 },
    { hex: '', rgba: '', color: '#969696', pst: 100 },
  ];
  const layer = (id: string, y: number, sharpen: number) => square({ id, x: 100, y, width: 100, height: 100, gradient: true, gradientColors: stops, gradientDeg: 90, sharpen });
  await show(page, scene([layer('plain', 20, 0), layer('sharp', 220, 1)]));
  await captureCanvas(page);
  const plainLeft = await pixel(page, 'screen', 149, 70);
  const sharpLeft = await pixel(page, 'screen', 149, 270);
  const sharpRight = await pixel(page, 'screen', 150, 270);
  expect(sharpLeft[0]).toBeLessThan(plainLeft[0] - 20);
  expect(sharpRight[0]).toBeGreaterThan(0x96 + 20);
  expect(await pixel(page, 'screen', 120, 270)).toEqual([0x64, 0x64, 0x64, 255]);
});

test('shapes: circle, triangle, rounded rectangle, dashed line, stroke gradient', async ({ page }) => {
  await show(page, scene([
    { type: 'square', id: 'c', x: 10, y: 10, width: 100, height: 100, shapeType: 'circle', fill: '#ff0000' },
    { type: 'square', id: 't', x: 150, y: 10, width: 100, height: 100, shapeType: 'triangle', fill: '#ff0000' },
    { type: 'square', id: 'r', x: 290, y: 10, width: 100, height: 100, rx: 30, ry: 30, fill: '#ff0000' },
    { type: 'square', id: 'l', x: 10, y: 150, width: 380, height: 10, shapeType: 'line', stroke: '#0000ff', lineWidth: 6, strokeDasharray: [20, 20] },
    {
      type: 'square', id: 'g', x: 50, y: 220, width: 300, height: 150, fill: '', stroke: '#000000', lineWidth: 20,
      strokeGradient: { x1: 0, y1: 0, x2: 0, y2: 0, colorStops: [], colors: ['#ff0000', '#0000ff'], style: 'linear', deg: 90 },
    },
  ]));
  await captureCanvas(page);
  expect(await pixel(page, 'screen', 60, 60)).toEqual(RED);
  expect(await pixel(page, 'screen', 14, 14)).toEqual(WHITE);
  expect(await pixel(page, 'screen', 200, 100)).toEqual(RED);
  expect(await pixel(page, 'screen', 160, 30)).toEqual(WHITE);
  expect(await pixel(page, 'screen', 293, 13)).toEqual(WHITE);
  expect(await pixel(page, 'screen', 340, 13)).toEqual(RED);
  expect(await pixel(page, 'screen', 20, 155)).toEqual(BLUE);
  expect(await pixel(page, 'screen', 40, 155)).toEqual(WHITE);
  expect(await pixel(page, 'screen', 60, 155)).toEqual(BLUE);
  expect(distance(await pixel(page, 'screen', 52, 300), RED)).toBeLessThan(20);
  expect(distance(await pixel(page, 'screen', 348, 300), BLUE)).toBeLessThan(20);
  expect(await pixel(page, 'screen', 200, 300)).toEqual(WHITE);
});

test('zoom and pan place the document on the canvas', async ({ page }) => {
  await show(page, scene([square({})]), { zoom: 0.5, panX: 100, panY: 50, selection: [] });
  await captureCanvas(page);
  // Document (50…150) → CSS (125…175, 75…125); outside the document the canvas is clear (the page's grey shows).
  expect(await pixel(page, 'screen', 150, 100)).toEqual(RED);
  expect(await pixel(page, 'screen', 120, 100)).toEqual(WHITE);
  expect(await pixel(page, 'screen', 50, 20)).toEqual([128, 128, 128, 255]);
});

test.describe('high DPI', () => {
  test.use({ deviceScaleFactor: 2 });

  test('a dpr 2 canvas has twice the pixels and edges on device pixels', async ({ page }) => {
    await openHarness(page, { dpr: 2 });
    await show(page, scene([square({ x: 50.5 })]));
    const size = await captureCanvas(page);
    expect(size).toEqual({ width: 800, height: 800 });
    expect(await pixel(page, 'screen', 100, 200)).toEqual(WHITE);
    expect(await pixel(page, 'screen', 101, 200)).toEqual(RED);
    expect(await pixel(page, 'screen', 300, 200)).toEqual(RED);
    expect(await pixel(page, 'screen', 301, 200)).toEqual(WHITE);
  });
});
