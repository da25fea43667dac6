import { randomInt } from 'node:crypto';
import { CAPTCHA_ALPHABET, glyphs } from './captchaFont.ts';

/** Spec 3 and 9: image code 90 × 40, font 16, 4 characters. */
export const CAPTCHA = { width: 90, height: 40, fontSize: 16, length: 4 } as const;

export function randomCaptchaCode(random: (max: number) => number = randomInt): string {
  let code = '';
  for (let i = 0; i < CAPTCHA.length; i += 1) code += CAPTCHA_ALPHABET[random(CAPTCHA_ALPHABET.length)] ?? 'A';
  return code;
}

const rand = (min: number, max: number): number => min + (randomInt(1_000_000) / 1_000_000) * (max - min);
const fixed = (value: number): string => value.toFixed(1);

function darkColour(): string {
  return `rgb(${randomInt(20, 120)},${randomInt(20, 120)},${randomInt(40, 150)})`;
}

/**
 * The code drawn as distorted strokes: each glyph scaled to the font size,
 * rotated, shifted and its points jittered, over noise curves and dots. No
 * text in the SVG: reading it takes the eyes (or real OCR work), not a parser.
 */
export function renderCaptchaSvg(code: string): string {
  const { width, height, fontSize } = CAPTCHA;
  const scaleY = fontSize / 6;
  const scaleX = (fontSize * 0.6) / 4;
  const parts: string[] = [`<rect width="${width}" height="${height}" fill="rgb(${randomInt(225, 250)},${randomInt(225, 250)},${randomInt(225, 250)})"/>`];
  for (let i = 0; i < 3; i += 1) {
    parts.push(
      `<path d="M${fixed(rand(0, 10))} ${fixed(rand(5, 35))} Q${fixed(rand(30, 60))} ${fixed(rand(0, 40))} ${fixed(rand(80, 90))} ${fixed(rand(5, 35))}" stroke="${darkColour()}" stroke-width="${fixed(rand(0.6, 1.2))}" fill="none" opacity="0.6"/>`,
    );
  }
  [...code].forEach((char, index) => {
    const strokes = glyphs[char] ?? [];
    const cx = 14 + index * 20 + rand(-2, 2);
    const cy = height / 2 + rand(-3, 3);
    const angle = rand(-25, 25);
    const d = strokes
      .map((stroke) =>
        stroke
          .map(([x, y], pointIndex) => {
            const px = (x - 2) * scaleX + rand(-0.7, 0.7);
            const py = (y - 3) * scaleY + rand(-0.7, 0.7);
            return `${pointIndex === 0 ? 'M' : 'L'}${fixed(px)} ${fixed(py)}`;
          })
          .join(''),
      )
      .join('');
    parts.push(
      `<path transform="translate(${fixed(cx)} ${fixed(cy)}) rotate(${fixed(angle)})" d="${d}" stroke="${darkColour()}" stroke-width="${fixed(rand(1.6, 2.2))}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
    );
  });
  for (let i = 0; i < 25; i += 1) {
    parts.push(`<circle cx="${fixed(rand(0, width))}" cy="${fixed(rand(0, height))}" r="${fixed(rand(0.4, 1))}" fill="${darkColour()}"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}

export function captchaDataUrl(code: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(renderCaptchaSvg(code)).toString('base64')}`;
}
