// Test images with known answers (issue 6's quality generator): objects and
// portrait-like shapes composited onto plain, gradient and textured backgrounds
// with their true alpha, and textured images for inpainting. Pure and seeded.
import { createMask, createPixels } from '../core/pixels';
import type { Mask, PixelBuffer } from '../core/pixels';

export function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type BackgroundKind = 'plain' | 'gradient' | 'textured';
export type ShapeKind = 'logo' | 'product' | 'portrait';
type Rgb = [number, number, number];

export interface Scene {
  pixels: PixelBuffer;
  /** Ground-truth coverage of the object, 0…255. */
  alpha: Mask;
}

function backgroundAt(kind: BackgroundKind, x: number, y: number, width: number, height: number, noise: number): Rgb {
  if (kind === 'plain') return [250 + noise * 0.3, 250 + noise * 0.3, 250 + noise * 0.3];
  if (kind === 'gradient') {
    const t = y / height;
    return [120 + 120 * t + noise, 170 + 75 * t + noise, 235 + 15 * t + noise];
  }
  const stripes = Math.sin(x / 5 + Math.sin(y / 9) * 2) * 25 + Math.sin(y / 4) * 10;
  return [170 + stripes + noise * 2, 160 + stripes + noise * 2, 140 + noise * 2];
}

/** Object colour and whether (x, y) in unit coordinates is inside it. */
function shapeAt(kind: ShapeKind, u: number, v: number): Rgb | null {
  if (kind === 'logo') {
    const d = Math.hypot(u - 0.5, v - 0.5);
    if (d < 0.3 && d > 0.18) return [30, 60, 160];
    if (Math.abs(v - 0.5) < 0.04 && Math.abs(u - 0.5) < 0.42) return [220, 50, 40];
    return null;
  }
  if (kind === 'product') {
    // A rounded box with a lid: orange body, dark lid, shading across.
    const inBody = Math.abs(u - 0.5) < 0.22 && v > 0.35 && v < 0.82;
    const inLid = Math.abs(u - 0.5) < 0.25 && v > 0.28 && v <= 0.35;
    if (inLid) return [60, 50, 45];
    if (inBody) return [235 - (u - 0.28) * 120, 140 - (u - 0.28) * 60, 40];
    return null;
  }
  // Portrait: head (skin, dark hair on top), neck, shoulders to the bottom edge.
  const head = ((u - 0.5) / 0.15) ** 2 + ((v - 0.36) / 0.155) ** 2 < 1;
  if (head) return v < 0.27 ? [40, 30, 25] : [225, 180, 150];
  if (Math.abs(u - 0.5) < 0.07 && v >= 0.5 && v < 0.66) return [215, 170, 140];
  const shoulders = v >= 0.62 && Math.abs(u - 0.5) < 0.12 + (v - 0.62) * 1.6;
  if (shoulders) return [50, 70, 110];
  return null;
}

const SUBSAMPLES = 4;

export function renderScene(width: number, height: number, background: BackgroundKind, shape: ShapeKind, seed = 1): Scene {
  const rand = seeded(seed);
  const pixels = createPixels(width, height);
  const alpha = createMask(width, height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const noise = (rand() - 0.5) * 6;
      const bg = backgroundAt(background, x, y, width, height, noise);
      const fg: Rgb = [0, 0, 0];
      let covered = 0;
      for (let sy = 0; sy < SUBSAMPLES; sy += 1) {
        for (let sx = 0; sx < SUBSAMPLES; sx += 1) {
          const c = shapeAt(shape, (x + (sx + 0.5) / SUBSAMPLES) / width, (y + (sy + 0.5) / SUBSAMPLES) / height);
          if (!c) continue;
          covered += 1;
          fg[0] += c[0];
          fg[1] += c[1];
          fg[2] += c[2];
        }
      }
      const a = covered / (SUBSAMPLES * SUBSAMPLES);
      const i = (y * width + x) * 4;
      for (let k = 0; k < 3; k += 1) pixels.data[i + k] = covered ? (fg[k] ?? 0) / covered * a + (bg[k] ?? 0) * (1 - a) : (bg[k] ?? 0);
      pixels.data[i + 3] = 255;
      alpha.data[y * width + x] = Math.round(a * 255);
    }
  }
  return { pixels, alpha };
}

export type TextureKind = 'stripes' | 'checker' | 'noise' | 'photo' | 'bricks' | 'flat';

/** Textured images for inpainting tests: the filled hole should continue the texture. */
export function renderTexture(width: number, height: number, kind: TextureKind, seed = 1): PixelBuffer {
  const rand = seeded(seed);
  const pixels = createPixels(width, height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      let rgb: Rgb;
      if (kind === 'stripes') {
        const on = Math.floor((x + y * 0.5) / 6) % 2 === 0;
        rgb = on ? [200, 60, 50] : [40, 80, 170];
      } else if (kind === 'checker') {
        const on = (Math.floor(x / 8) + Math.floor(y / 8)) % 2 === 0;
        rgb = on ? [230, 230, 220] : [30, 40, 50];
      } else if (kind === 'noise') {
        const v = rand() * 255;
        rgb = [v, v * 0.8, 255 - v];
      } else if (kind === 'flat') {
        rgb = [120 + (rand() - 0.5) * 6, 150, 90];
      } else if (kind === 'bricks') {
        // Offset rows of 24 × 10 bricks with 2 px mortar, each brick its own shade.
        const row = Math.floor(y / 12);
        const bx = x + (row % 2) * 12;
        const mortar = y % 12 < 2 || bx % 24 < 2;
        const shade = ((Math.floor(bx / 24) * 7 + row * 13) % 5) * 8;
        rgb = mortar ? [200, 195, 185] : [150 + shade + (rand() - 0.5) * 8, 70 + shade / 2 + (rand() - 0.5) * 8, 50 + (rand() - 0.5) * 8];
      } else {
        // Photo-like: several frequencies (fabric, foliage) and a little sensor noise.
        const w = Math.sin(x / 2.5) * 45 + Math.sin((x + y) / 4.5) * 35 + Math.sin(y / 3.5) * 30;
        rgb = [110 + w + (rand() - 0.5) * 8, 130 + w * 0.7 + (rand() - 0.5) * 8, 90 + w * 0.3 + (rand() - 0.5) * 8];
      }
      pixels.data[i] = rgb[0];
      pixels.data[i + 1] = rgb[1];
      pixels.data[i + 2] = rgb[2];
      pixels.data[i + 3] = 255;
    }
  }
  return pixels;
}

/** A stamped watermark: semi-opaque white bars (like strokes of text) inside `box`. Returns the marked image and the mark's mask. */
export function stampWatermark(clean: PixelBuffer, box: { x: number; y: number; width: number; height: number }): { marked: PixelBuffer; mask: Mask } {
  const marked: PixelBuffer = { width: clean.width, height: clean.height, data: new Uint8ClampedArray(clean.data) };
  const mask = createMask(clean.width, clean.height);
  for (let y = box.y; y < box.y + box.height; y += 1) {
    for (let x = box.x; x < box.x + box.width; x += 1) {
      const u = (x - box.x) / box.width;
      const v = (y - box.y) / box.height;
      const stroke = Math.floor(u * 12) % 2 === 0 || Math.abs(v - 0.5) < 0.12;
      if (!stroke) continue;
      const i = (y * clean.width + x) * 4;
      for (let k = 0; k < 3; k += 1) marked.data[i + k] = (marked.data[i + k] ?? 0) * 0.35 + 255 * 0.65;
      mask.data[y * clean.width + x] = 255;
    }
  }
  return { marked, mask };
}

/** Intersection over union of two alphas thresholded at one half. */
export function iou(a: Mask, b: Mask): number {
  let inter = 0;
  let union = 0;
  for (let i = 0; i < a.data.length; i += 1) {
    const x = (a.data[i] ?? 0) > 127;
    const y = (b.data[i] ?? 0) > 127;
    if (x && y) inter += 1;
    if (x || y) union += 1;
  }
  return union === 0 ? 1 : inter / union;
}

/** PSNR (dB) of `test` against `truth` over the pixels where `region` is set (all pixels without a region). */
export function psnr(truth: PixelBuffer, test: PixelBuffer, region?: Mask): number {
  let sum = 0;
  let count = 0;
  for (let i = 0; i < truth.width * truth.height; i += 1) {
    if (region && !region.data[i]) continue;
    for (let k = 0; k < 3; k += 1) {
      const d = (truth.data[i * 4 + k] ?? 0) - (test.data[i * 4 + k] ?? 0);
      sum += d * d;
    }
    count += 3;
  }
  const mse = sum / Math.max(1, count);
  return mse === 0 ? Infinity : 10 * Math.log10((255 * 255) / mse);
}
