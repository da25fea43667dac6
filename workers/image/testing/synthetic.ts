// Test images with known answers (issue 6's quality generator): objects and
// portrait-like shapes composited onto plain, gradient, textured and busy
// (room-like) backgrounds with their true alpha, and textured images for
// inpainting. Pure and seeded, so Node tests and the browser (the person model
// runs only there) see the same pixels. 'portrait' is a bare silhouette;
// 'person' has a face (eyes, brows, nose, mouth), hair and ears, which is what
// a person segmentation model needs to recognise someone.
import { createMask, createPixels } from '../../core/image/pixels.ts';
import type { Mask, PixelBuffer } from '../../core/image/pixels.ts';

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

export type BackgroundKind = 'plain' | 'gradient' | 'textured' | 'busy';
export type ShapeKind = 'logo' | 'product' | 'portrait' | 'person';
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
  if (kind === 'busy') return roomAt(x / width, y / height, noise);
  const stripes = Math.sin(x / 5 + Math.sin(y / 9) * 2) * 25 + Math.sin(y / 4) * 10;
  return [170 + stripes + noise * 2, 160 + stripes + noise * 2, 140 + noise * 2];
}

/** A room: a lit wall, a window with bars, a plant, a wooden floor. */
function roomAt(u: number, v: number, noise: number): Rgb {
  if (v > 0.72) {
    const grain = Math.sin(u * 90 + Math.sin(v * 40) * 3) * 14;
    return [107 + grain + noise, 74 + grain * 0.7 + noise, 42 + noise];
  }
  if (u > 0.05 && u < 0.27 && v > 0.1 && v < 0.42) {
    const bar = Math.abs(u - 0.16) < 0.006 || Math.abs(v - 0.26) < 0.006 || u < 0.062 || u > 0.258 || v < 0.112 || v > 0.408;
    return bar ? [90 + noise, 70 + noise, 55 + noise] : [225 + noise, 228 + noise, 240 + noise];
  }
  const leaf = Math.sin(u * 70) * Math.sin(v * 55);
  if (((u - 0.86) / 0.1) ** 2 + ((v - 0.5) / 0.2) ** 2 < 1 && leaf > -0.3) return [40 + leaf * 30 + noise, 120 + leaf * 40 + noise, 50 + noise];
  const t = (u + v) / 2;
  return [138 + 54 * t + noise, 122 + 54 * t + noise, 96 + 48 * t + noise];
}

/** A head-and-shoulders person with a face, in unit coordinates of a 3:4 frame. */
function personAt(u: number, v: number): Rgb | null {
  const dx = u - 0.5;
  const inHead = (dx / 0.16) ** 2 + ((v - 0.37) / 0.17) ** 2 < 1;
  if (inHead) {
    for (const ex of [0.44, 0.56]) {
      if (((u - ex) / 0.012) ** 2 + ((v - 0.36) / 0.009) ** 2 < 1) return [59, 42, 30];
      if (((u - ex) / 0.03) ** 2 + ((v - 0.36) / 0.012) ** 2 < 1) return [250, 250, 250];
    }
    if (Math.abs(v - 0.333) < 0.005 && Math.abs(Math.abs(dx) - 0.06) < 0.04) return [59, 42, 30];
    if (Math.abs(dx) < 0.006 && v > 0.37 && v < 0.41) return [176, 122, 90];
    if (Math.abs(dx) < 0.05 && Math.abs(v - (0.45 + 0.02 * (1 - (dx / 0.05) ** 2))) < 0.007) return [160, 64, 64];
  }
  const hairCap = (dx / 0.17) ** 2 + ((v - 0.28) / 0.1) ** 2 < 1 && v < 0.28;
  const hairSides = Math.abs(Math.abs(dx) - 0.15) < 0.02 && v >= 0.27 && v < 0.39;
  if (hairCap || hairSides) return [42, 29, 21];
  if (inHead) {
    const shade = Math.hypot(dx + 0.02, v - 0.36) / 0.2;
    return [241 - 40 * shade, 199 - 56 * shade, 165 - 57 * shade];
  }
  if ((Math.abs(dx) - 0.165) ** 2 / 0.02 ** 2 + ((v - 0.38) / 0.035) ** 2 < 1) return [217, 160, 128];
  if (Math.abs(dx) < 0.07 && v >= 0.5 && v < 0.72) return [217, 168, 130];
  if (Math.abs(dx) < 0.45 && v > 0.68 + 0.32 * (Math.abs(dx) / 0.45) ** 2.2) return Math.abs(dx) < 0.06 - (v - 0.68) * 0.3 ? [235, 235, 240] : [44, 62, 102];
  return null;
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
  if (kind === 'person') return personAt(u, v);
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

export { iou } from '../../core/image/maskMetrics.ts';

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

/**
 * A scene whose border pixels each have a different colour: no colour cluster gets a fair share,
 * so the colour method finds no backdrop (the case a tap or box seed is for, issue 29).
 */
export function sceneWithoutBackdrop(width: number, height: number): Scene {
  const scene = renderScene(width, height, 'plain', 'logo');
  const { data } = scene.pixels;
  for (let i = 0; i < width * height; i += 1) {
    const x = i % width;
    const y = Math.floor(i / width);
    if (x > 0 && y > 0 && x < width - 1 && y < height - 1) continue;
    data[i * 4] = (i * 97) % 256;
    data[i * 4 + 1] = (i * 57) % 256;
    data[i * 4 + 2] = (i * 31) % 256;
  }
  return scene;
}
