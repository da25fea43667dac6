import { createLayer, SCHEMA_VERSION, type Layer, type LogoDocument } from '../../../workers/core/model/index.ts';

/**
 * Mock-ups of a card, as documents of layers the render worker draws (no photos): the card's
 * sides are image layers (their own renders) placed flat, turned a little and lifted by a
 * drop shadow; the desk and the hand are drawn shapes.
 */

export const MOCKUP_SIZE = { width: 1200, height: 900 } as const;
/** A card on the mock-up keeps the card's 90 × 54 mm shape. */
const CARD_W = 600;
const CARD_H = 360;

const lifted = { shadowBlur: 36, shadowX: 0, shadowY: 18, shadowDistance: 18, shadowAngle: 90, shadowColor: '#000000', shadowOpacity: 0.35 };

function card(id: string, png: string, x: number, y: number, rotate: number): Layer {
  return createLayer('image', { id, x, y, width: CARD_W, height: CARD_H, rotate, data: png, ...lifted });
}

const doc = (layers: Layer[]): LogoDocument => ({ schemaVersion: SCHEMA_VERSION, size: { ...MOCKUP_SIZE }, layers });

/** Both sides on a wooden desk, the back under the front, with a pen beside them. */
export function deskMockup(front: string, back: string): LogoDocument {
  const { width, height } = MOCKUP_SIZE;
  const grain = [70, 190, 260, 420, 560, 640, 790].map((y, i) =>
    createLayer('square', { id: `grain-${i}`, x: 0, y, width, height: 6 + (i % 3) * 5, fill: '#9c6d44', opacity: 0.28, stroke: '' }),
  );
  return doc([
    createLayer('rect', { id: 'desk', width, height, fill: '#b88a5c' }),
    ...grain,
    createLayer('square', { id: 'pen', x: 880, y: 560, width: 300, height: 22, rx: 11, ry: 11, rotate: -58, fill: '#23262d', stroke: '', ...lifted, shadowBlur: 14, shadowY: 8 }),
    createLayer('square', { id: 'pen-clip', x: 1000, y: 520, width: 70, height: 8, rx: 4, ry: 4, rotate: -58, fill: '#c9ccd2', stroke: '' }),
    card('card-back', back, 470, 130, 9),
    card('card-front', front, 150, 380, -5),
  ]);
}

/** One side held in a hand: palm and fingers behind the card, the thumb over its lower edge. */
export function handMockup(side: string): LogoDocument {
  const { width, height } = MOCKUP_SIZE;
  const skin = '#e6b48f';
  const shade = '#d6a27c';
  return doc([
    createLayer('rect', { id: 'wall', width, height, fill: '#e8edf3' }),
    createLayer('square', { id: 'glow', shapeType: 'circle', x: 250, y: 80, width: 700, height: 700, fill: '#f5f7fa', stroke: '', blur: 40 }),
    createLayer('square', { id: 'sleeve', x: 520, y: 700, width: 330, height: 260, rx: 40, ry: 40, rotate: -14, fill: '#3d5a86', stroke: '' }),
    createLayer('square', { id: 'palm', x: 470, y: 440, width: 360, height: 330, rx: 150, ry: 150, rotate: -14, fill: shade, stroke: '' }),
    ...[0, 1, 2, 3].map((i) =>
      createLayer('square', { id: `finger-${i}`, x: 780, y: 215 + i * 82, width: 150 - i * 12, height: 70, rx: 35, ry: 35, rotate: -10, fill: i % 2 === 0 ? skin : shade, stroke: '' }),
    ),
    card('card', side, 250, 210, -6),
    createLayer('square', { id: 'thumb', x: 480, y: 548, width: 230, height: 84, rx: 42, ry: 42, rotate: -32, fill: skin, stroke: '', ...lifted, shadowBlur: 12, shadowY: 4, shadowOpacity: 0.2 }),
  ]);
}
