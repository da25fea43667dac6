// SVG icons with their own gradients in real Chromium: the canvas draws the gradients (not the
// flat fallback), and the PNG export and the SVG export (as Chromium draws it) agree with it.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { captureCanvas, difference, distance, exportAs, openHarness, pixel, scene, show } from './render-fixtures.ts';
import type { Rgba } from './render-fixtures.ts';

test.use({ deviceScaleFactor: 1 });

test.beforeEach(async ({ page }) => {
  await openHarness(page);
});

const svg = (viewBox: string, body: string) => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="${viewBox}">${body}</svg>`;

// Left half: a red → blue linear gradient (objectBoundingBox defaults); right: a radial one,
// yellow at an off-centre focal point to green at the rim; both with flat fallbacks that must not show.
const basic = svg(
  '0 0 100 50',
  '<defs><linearGradient id="lin"><stop offset="0" stop-color="#ff0000"/><stop offset="1" stop-color="#0000ff"/></linearGradient>' +
    '<radialGradient id="rad" fx="35%" fy="35%"><stop offset="0%" style="stop-color:#ffff00"/><stop offset="100%" style="stop-color:#008000;stop-opacity:1"/></radialGradient></defs>' +
    '<rect width="45" height="50" fill="url(#lin) #777777"/><circle cx="75" cy="25" r="22" fill="url(#rad) #777777"/>',
);

// The harder paths: href templates, userSpaceOnUse percentages, repeat and reflect, a rotated
// gradientTransform, stop-opacity, and gradient strokes (a radial one on a non-square box,
// which the canvas draws through a scratch layer).
const advanced = svg(
  '0 0 100 100',
  '<defs><linearGradient id="base" x2="25%"><stop offset="0.2" stop-color="#e91e63"/><stop offset="0.8" stop-color="#00bcd4"/></linearGradient>' +
    '<linearGradient id="rep" xlink:href="#base" spreadMethod="repeat"/>' +
    '<linearGradient id="turn" href="#base" x2="100%" gradientTransform="rotate(45 .5 .5)" spreadMethod="reflect"/>' +
    '<radialGradient id="ring" gradientUnits="userSpaceOnUse" cx="75%" cy="25%" r="10%" spreadMethod="reflect">' +
    '<stop offset="0" stop-color="#ff9800"/><stop offset="1" stop-color="#3f51b5" stop-opacity="0.5"/></radialGradient>' +
    '<radialGradient id="edge"><stop offset="0.5" stop-color="#000000"/><stop offset="1" stop-color="#ffeb3b"/></radialGradient></defs>' +
    '<rect x="5" y="5" width="40" height="40" fill="url(#rep)"/><path d="M55 5H95V45H55Z" fill="url(#ring)"/>' +
    '<path d="M5 55C5 95 45 95 45 55Z" fill="url(#turn)"/>' +
    '<ellipse cx="75" cy="75" rx="20" ry="10" fill="none" stroke="url(#edge)" stroke-width="6"/>' +
    '<line x1="55" y1="95" x2="95" y2="95" stroke="url(#base) #9c27b0" stroke-width="4"/>',
);

// Paint inherited from a transformed group (each shape its own box), a skewed shape, a
// transformed userSpaceOnUse radial with a focal radius, gradient strokes, stops fading out.
const transformed = svg(
  '0 0 100 100',
  '<defs><linearGradient id="a" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4caf50"/><stop offset=".5" stop-color="#ffc107"/>' +
    '<stop offset="1" stop-color="#f44336"/></linearGradient>' +
    '<radialGradient id="b" gradientUnits="userSpaceOnUse" cx="0" cy="0" r="20" fx="-8" fy="4" fr="3" gradientTransform="translate(70 30) scale(1.5 0.75)">' +
    '<stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#673ab7"/></radialGradient></defs><g fill="url(#a)" transform="rotate(10 50 50)">' +
    '<rect x="8" y="8" width="30" height="40"/><circle cx="25" cy="72" r="14" transform="skewX(15)"/></g>' +
    '<ellipse cx="70" cy="30" rx="25" ry="18" fill="url(#b)" stroke="url(#a)" stroke-width="5"/>' +
    '<polygon points="55,60 95,60 75,95" fill="none" stroke="url(#b)" stroke-width="6" stroke-linejoin="round"/>',
);
const fading = svg(
  '0 0 100 100',
  '<linearGradient id="f"><stop offset="0" stop-color="#ff0000"/><stop offset="1" stop-color="#0000ff" stop-opacity="0"/></linearGradient>' +
    '<linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="#00ff00" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="1"/>' +
    '</linearGradient><rect width="100" height="45" fill="url(#f)"/><rect y="55" width="100" height="45" fill="url(#g)"/>',
);

const iconLayer = (id: string, data: string, fields: Record<string, unknown> = {}) => ({ type: 'icon', id, x: 20, y: 20, width: 360, height: 360, data, ...fields });

async function expectAgreement(page: Page): Promise<void> {
  await captureCanvas(page);
  await exportAs(page, 'png', { format: 'png', scale: 1, background: true });
  await exportAs(page, 'svg', { format: 'svg', scale: 1, background: true });
  // The same bounds as the other canvas/PNG/SVG cases (render-export.spec.ts).
  const canvasVsPng = await difference(page, 'screen', 'png', 40);
  expect(canvasVsPng.mismatch, JSON.stringify(canvasVsPng)).toBeLessThan(0.001);
  const pngVsSvg = await difference(page, 'png', 'svg', 40);
  expect(pngVsSvg.mismatch, JSON.stringify(pngVsSvg)).toBeLessThan(0.01);
  expect(pngVsSvg.meanDelta).toBeLessThan(2.5);
}

const GREY: Rgba = [119, 119, 119, 255];

test('an icon with a linear and a radial gradient draws both, and canvas, PNG and SVG agree', async ({ page }) => {
  // 360 × 180 for the 100 × 50 viewBox: 3.6 px per unit, top at y = 110.
  await show(page, scene([iconLayer('i', basic, { y: 110, height: 180 })]));
  await expectAgreement(page);
  for (const image of ['screen', 'png', 'svg']) {
    const left = await pixel(page, image, 25, 200);
    const right = await pixel(page, image, 178, 200);
    expect(distance(left, [255, 0, 0, 255]), `${image} left ${left.join()}`).toBeLessThan(30);
    expect(distance(right, [0, 0, 255, 255]), `${image} right ${right.join()}`).toBeLessThan(30);
    // The radial: yellow near the focal point (35%, 35% of the circle's box), green at the rim.
    const focal = await pixel(page, image, 20 + 68.4 * 3.6, 110 + 18.4 * 3.6);
    const rim = await pixel(page, image, 20 + 75 * 3.6, 110 + 46 * 3.6);
    expect(distance(focal, [255, 255, 0, 255]), `${image} focal ${focal.join()}`).toBeLessThan(40);
    expect(distance(rim, [0, 128, 0, 255]), `${image} rim ${rim.join()}`).toBeLessThan(40);
    for (const p of [left, right, focal, rim]) expect(distance(p, GREY)).toBeGreaterThan(60);
  }
});

test('gradient templates, user-space units, repeat, reflect, stop-opacity and gradient strokes agree', async ({ page }) => {
  await show(page, scene([iconLayer('i', advanced)]));
  await expectAgreement(page);
  // Repeat: the 25%-wide pattern starts over, so the first and the second period look alike.
  const px = (ux: number, uy: number) => pixel(page, 'screen', 20 + ux * 3.6, 20 + uy * 3.6);
  const first = await px(5 + 40 * 0.05, 25);
  const second = await px(5 + 40 * 0.3, 25);
  const middle = await px(5 + 40 * 0.125, 25);
  expect(distance(first, second)).toBeLessThan(24);
  expect(distance(first, middle)).toBeGreaterThan(60);
  // The stroke of the ellipse is drawn (yellow at its outer edge), the inside is not filled.
  const edge = await px(75, 84.5);
  expect(distance(edge, [255, 235, 59, 255]), edge.join()).toBeLessThan(60);
  expect(await px(75, 75)).toEqual([255, 255, 255, 255]);
});

test('picking a colour for the icon recolours its gradient parts too', async ({ page }) => {
  await show(page, scene([iconLayer('i', basic, { y: 110, height: 180, fill: '#27ae60' })]));
  await expectAgreement(page);
  const green: Rgba = [39, 174, 96, 255];
  expect(distance(await pixel(page, 'screen', 25, 200), green)).toBeLessThan(4);
  expect(distance(await pixel(page, 'screen', 178, 200), green)).toBeLessThan(4);
  expect(distance(await pixel(page, 'screen', 290, 200), green)).toBeLessThan(4);
});

// As an icon layer the SVG export writes the gradients the canvas resolved; as an SVG picture
// the canvas draws it through the same subset while the export embeds the original file, so
// there Chromium's own reading of the gradients is the reference.
// (The first two are checked as icon layers above, with pixel reads.)
const icons = [
  ['linear and radial', basic, 180, false],
  ['templates, units, spread, strokes', advanced, 360, false],
  ['inherited paint, transforms, focal radius', transformed, 360, true],
  ['stop-opacity fades', fading, 360, true],
] as const;
for (const [name, data, height, asLayer] of icons) {
  if (asLayer) {
    test(`canvas, PNG and SVG agree on an icon layer: ${name}`, async ({ page }) => {
      await show(page, scene([iconLayer('i', data, { height })]));
      await expectAgreement(page);
    });
  }

  test(`the canvas draws an SVG picture's gradients as Chromium does: ${name}`, async ({ page }) => {
    const src = `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`;
    await show(page, scene([{ type: 'image', id: 'p', x: 20, y: 20, width: 360, height, data: src }]));
    await expectAgreement(page);
  });
}
