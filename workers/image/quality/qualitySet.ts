// Issue 29's quality set: seeded generated images with known answers.
// Cutout: a textured object (random blob, star or ring, anti-aliased by 4 × 4
// supersampling) on six background families: plain, gradient, cloud-like
// plasma, stripes, photo-like texture, and low contrast (a grey object on a
// grey gradient). Inpainting: smooth slowly varying textures and structured
// ones, marked with text-like strokes or a solid logo.
import { createMask, createPixels } from '../../core/image/pixels.ts';
import type { Mask, PixelBuffer } from '../../core/image/pixels.ts';
import { seeded } from '../testing/synthetic.ts';

type Rgb = [number, number, number];

export const CUTOUT_FAMILIES = ['plain', 'gradient', 'plasma', 'stripes', 'photo', 'lowContrast'] as const;
export type CutoutFamily = (typeof CUTOUT_FAMILIES)[number];

export interface CutoutCase {
  /** 'person': personCase, reported beside the families (the bar's targets are the object families'). */
  family: CutoutFamily | 'person';
  seed: number;
  pixels: PixelBuffer;
  /** True coverage, 0…255. */
  alpha: Mask;
}

/** Value noise summed over octaves (a plasma / cloud field), 0…1, seeded. */
export function plasmaField(width: number, height: number, seed: number, baseCell: number, octaves = 5): Float32Array {
  const rand = seeded(seed * 7919 + 17);
  const out = new Float32Array(width * height);
  let amplitude = 1;
  let total = 0;
  for (let o = 0; o < octaves; o += 1) {
    const cell = Math.max(2, baseCell / 2 ** o);
    const gw = Math.ceil(width / cell) + 2;
    const gh = Math.ceil(height / cell) + 2;
    const grid = new Float32Array(gw * gh);
    for (let i = 0; i < grid.length; i += 1) grid[i] = rand();
    for (let y = 0; y < height; y += 1) {
      const gy = y / cell;
      const y0 = Math.floor(gy);
      const ty = gy - y0;
      const sy = ty * ty * (3 - 2 * ty);
      for (let x = 0; x < width; x += 1) {
        const gx = x / cell;
        const x0 = Math.floor(gx);
        const tx = gx - x0;
        const sx = tx * tx * (3 - 2 * tx);
        const a = grid[y0 * gw + x0] ?? 0;
        const b = grid[y0 * gw + x0 + 1] ?? 0;
        const c = grid[(y0 + 1) * gw + x0] ?? 0;
        const d = grid[(y0 + 1) * gw + x0 + 1] ?? 0;
        out[y * width + x] = (out[y * width + x] ?? 0) + amplitude * ((a * (1 - sx) + b * sx) * (1 - sy) + (c * (1 - sx) + d * sx) * sy);
      }
    }
    total += amplitude;
    amplitude *= 0.5;
  }
  for (let i = 0; i < out.length; i += 1) out[i] = (out[i] ?? 0) / total;
  return out;
}

function backgroundAt(family: CutoutFamily, x: number, y: number, width: number, height: number, plasma: Float32Array, noise: number, rnd: number[]): Rgb {
  const u = x / width;
  const v = y / height;
  const p = plasma[y * width + x] ?? 0;
  const [r0 = 0, r1 = 0, r2 = 0] = rnd;
  switch (family) {
    case 'plain':
      return [235 + 15 * r0 + noise, 235 + 15 * r1 + noise, 235 + 15 * r2 + noise];
    case 'gradient':
      return [90 + 120 * v + 30 * r0 + noise, 140 + 80 * u + noise, 200 + 40 * v * r1 + noise];
    case 'plasma': {
      // Sky with clouds: blue where the field is low, white-grey where it is high.
      const cloud = Math.min(1, Math.max(0, (p - 0.35) * 2.2));
      return [70 + 175 * cloud + noise * 2, 120 + 125 * cloud + noise * 2, 200 + 50 * cloud + noise * 2];
    }
    case 'stripes': {
      const on = Math.sin((x * (0.8 + r0 * 0.4) + y * r1) / (3 + 2 * r2)) > 0;
      return on ? [60 + noise, 150 + noise, 90 + noise] : [230 + noise, 225 + noise, 200 + noise];
    }
    case 'photo': {
      const w = Math.sin(x / 2.5) * 40 + Math.sin((x + y) / 4.5) * 30 + Math.sin(y / 3.5) * 25 + (p - 0.5) * 80;
      return [120 + w * 0.6 + noise * 2, 140 + w * 0.5 + noise * 2, 100 + w * 0.3 + noise * 2];
    }
    case 'lowContrast': {
      // Grey on grey: a gentle vertical gradient, a little sensor noise.
      const g = 128 + 24 * v + noise * 0.5;
      return [g, g, g + 2];
    }
  }
}

/** The object's colour at (x, y): its own texture (fabric-like plus noise), around a base colour. */
function objectAt(family: CutoutFamily, x: number, y: number, base: Rgb, plasma: Float32Array, width: number, noise: number): Rgb {
  const t = Math.sin(x / 1.7 + Math.sin(y / 3) * 2) * 0.5 + ((plasma[y * width + x] ?? 0.5) - 0.5);
  if (family === 'lowContrast') {
    // A grey object 6–34 levels darker than the backdrop around it (ΔE 3–13), with a fine grain the backdrop lacks.
    const g = base[0] + t * 14 + noise * 1.5;
    return [g, g, g + 2];
  }
  return [base[0] + t * 40 + noise * 2, base[1] + t * 30 + noise * 2, base[2] + t * 20 + noise * 2];
}

type Shape = (u: number, v: number) => boolean;

function makeShape(rand: () => number): Shape {
  const kind = Math.floor(rand() * 3);
  const cx = 0.5 + (rand() - 0.5) * 0.12;
  const cy = 0.5 + (rand() - 0.5) * 0.12;
  const radius = 0.22 + rand() * 0.1;
  const harmonics = [1, 2, 3, 5].map((k) => ({ k, a: (rand() - 0.5) * 0.18 / Math.sqrt(k), p: rand() * Math.PI * 2 }));
  const outline = (angle: number): number => radius * (1 + harmonics.reduce((s, h) => s + h.a * Math.sin(h.k * angle + h.p), 0));
  if (kind === 0) return (u, v) => Math.hypot(u - cx, v - cy) < outline(Math.atan2(v - cy, u - cx));
  if (kind === 1) {
    const points = 5 + Math.floor(rand() * 3);
    return (u, v) => {
      const a = Math.atan2(v - cy, u - cx);
      return Math.hypot(u - cx, v - cy) < radius * (0.7 + 0.3 * Math.cos(points * a));
    };
  }
  // A ring (a hole of background inside) with a bar across it.
  return (u, v) => {
    const d = Math.hypot(u - cx, v - cy);
    const ring = d < outline(Math.atan2(v - cy, u - cx)) && d > radius * 0.5;
    const bar = Math.abs(v - cy) < 0.05 && Math.abs(u - cx) < radius * 1.1;
    return ring || bar;
  };
}

const SUB = 4;

export function cutoutCase(family: CutoutFamily, seed: number, width = 240, height = 180): CutoutCase {
  const rand = seeded(seed * 131 + CUTOUT_FAMILIES.indexOf(family));
  const rnd = [rand(), rand(), rand()];
  const shape = makeShape(rand);
  const hue = rand();
  const base: Rgb =
    family === 'lowContrast'
      ? [118 + (rand() - 0.5) * 8, 0, 0]
      : // A warm, saturated object colour (red, orange, magenta…), away from sky blue and grey.
        [170 + 60 * hue, 60 + 70 * rand(), 40 + 80 * (1 - hue)];
  const bgPlasma = plasmaField(width, height, seed, Math.max(width, height) / 3);
  const fgPlasma = plasmaField(width, height, seed + 1000, 16, 3);
  const pixels = createPixels(width, height);
  const alpha = createMask(width, height);
  const aspect = width / height;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const noise = (rand() - 0.5) * 4;
      let covered = 0;
      for (let sy = 0; sy < SUB; sy += 1) {
        for (let sx = 0; sx < SUB; sx += 1) {
          const u = (x + (sx + 0.5) / SUB) / width;
          const v = (y + (sy + 0.5) / SUB) / height;
          // Shapes are drawn in a square frame centred on the image.
          if (shape(0.5 + (u - 0.5) * aspect, v)) covered += 1;
        }
      }
      const a = covered / (SUB * SUB);
      const bg = backgroundAt(family, x, y, width, height, bgPlasma, noise, rnd);
      const fg = a > 0 ? objectAt(family, x, y, base, fgPlasma, width, noise) : bg;
      const i = (y * width + x) * 4;
      for (let k = 0; k < 3; k += 1) pixels.data[i + k] = (fg[k] ?? 0) * a + (bg[k] ?? 0) * (1 - a);
      pixels.data[i + 3] = 255;
      alpha.data[y * width + x] = Math.round(a * 255);
    }
  }
  return { family, seed, pixels, alpha };
}

export const INPAINT_TEXTURES = ['smoothPlasma', 'smoothGradient', 'fabric', 'tiles'] as const;
export type InpaintTexture = (typeof INPAINT_TEXTURES)[number];
export const SMOOTH_TEXTURES: ReadonlySet<InpaintTexture> = new Set(['smoothPlasma', 'smoothGradient']);
export type MarkKind = 'text' | 'logo';

/** Clean textures for watermark removal: two smooth, slowly varying ones with fine grain, two structured ones. */
export function inpaintTexture(kind: InpaintTexture, seed: number, width = 320, height = 240): PixelBuffer {
  const rand = seeded(seed * 977 + INPAINT_TEXTURES.indexOf(kind));
  const field = plasmaField(width, height, seed + 50, Math.max(width, height) / 1.5, 4);
  const pixels = createPixels(width, height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const grain = (rand() - 0.5) * 6;
      const p = field[y * width + x] ?? 0;
      let rgb: Rgb;
      if (kind === 'smoothPlasma') rgb = [90 + 120 * p + grain, 120 + 90 * p + grain, 160 + 40 * p + grain];
      else if (kind === 'smoothGradient') rgb = [200 - 60 * (y / height) + 20 * p + grain, 150 + 50 * (x / width) + grain, 110 + 40 * p + grain];
      else if (kind === 'fabric') {
        const w = Math.sin(x / 2.2) * 30 + Math.sin(y / 2.9) * 25;
        rgb = [120 + w + 60 * p + grain, 90 + w * 0.6 + 40 * p + grain, 70 + w * 0.3 + grain];
      } else {
        const edge = x % 20 < 2 || y % 20 < 2;
        const shade = ((Math.floor(x / 20) * 5 + Math.floor(y / 20) * 3) % 4) * 6;
        rgb = edge ? [90, 90, 95] : [200 + shade + grain, 196 + shade + grain, 186 + grain];
      }
      const i = (y * width + x) * 4;
      pixels.data[i] = rgb[0];
      pixels.data[i + 1] = rgb[1];
      pixels.data[i + 2] = rgb[2];
      pixels.data[i + 3] = 255;
    }
  }
  return pixels;
}

export interface MarkedCase {
  clean: PixelBuffer;
  marked: PixelBuffer;
  /** What the user marks: the box around the watermark. */
  hole: Mask;
}

/** Stamps a semi-opaque white watermark (text-like strokes or a solid logo) and returns the box around it as the hole. */
export function markCase(clean: PixelBuffer, mark: MarkKind, box: { x: number; y: number; width: number; height: number }): MarkedCase {
  const { width } = clean;
  const marked: PixelBuffer = { width, height: clean.height, data: new Uint8ClampedArray(clean.data) };
  const hole = createMask(width, clean.height);
  for (let y = box.y; y < box.y + box.height; y += 1) {
    for (let x = box.x; x < box.x + box.width; x += 1) {
      hole.data[y * width + x] = 255;
      const u = (x - box.x) / box.width;
      const v = (y - box.y) / box.height;
      const on =
        mark === 'text'
          ? // Glyph-like strokes: vertical stems, a cross bar and a top bar in each "character" cell.
            (u * 6) % 1 < 0.18 || Math.abs(v - 0.5) < 0.1 || (v < 0.22 && (u * 6) % 1 < 0.7)
          : Math.hypot(u - 0.5, (v - 0.5) * (box.height / box.width)) < 0.35 * Math.min(1, box.height / box.width) + 0.1;
      if (!on) continue;
      const i = (y * width + x) * 4;
      for (let k = 0; k < 3; k += 1) marked.data[i + k] = (marked.data[i + k] ?? 0) * 0.4 + 255 * 0.6;
    }
  }
  return { clean, marked, hole };
}

/**
 * The person family: a head-and-shoulders silhouette (skin, hair, clothes with a collar)
 * over a busy room (a lit wall, a window with bars, a bookshelf, a plant, a wooden floor),
 * each seed moving and sizing the person and picking the tones. The graph cut alone is
 * weak here (skin and wood, hair and the window bars share colours); the person model is
 * what the app runs on it (only in the browser: it is not part of this Node report).
 */
export function personCase(seed: number, width = 180, height = 240): CutoutCase {
  const rand = seeded(seed * 7331 + 99);
  const pick = <T,>(options: readonly T[]): T => options[Math.floor(rand() * options.length)] as T;
  const skin = pick<Rgb>([[233, 190, 160], [205, 150, 115], [160, 110, 80], [242, 205, 180]]);
  const hair = pick<Rgb>([[35, 25, 20], [70, 45, 30], [20, 20, 22], [110, 75, 45]]);
  const clothes = pick<Rgb>([[44, 62, 102], [150, 40, 45], [120, 100, 70], [60, 90, 60], [200, 200, 205]]);
  const cx = 0.42 + rand() * 0.16;
  const scale = 0.85 + rand() * 0.25;
  const headY = 0.3 + rand() * 0.08;
  const longHair = rand() < 0.5;
  const room = {
    windowX: 0.04 + rand() * 0.2,
    shelfX: 0.6 + rand() * 0.2,
    floor: 0.74 + rand() * 0.08,
    wall: [150 + rand() * 40, 135 + rand() * 30, 105 + rand() * 30] as Rgb,
  };
  const plasma = plasmaField(width, height, seed + 500, 24, 3);
  const pixels = createPixels(width, height);
  const alpha = createMask(width, height);
  const aspect = width / height;
  // Unit coordinates with v down; the person is drawn in a 3:4 frame scaled by `scale` round the head.
  const personAt = (u: number, v: number): Rgb | null => {
    const pu = (u - cx) * aspect * (4 / 3) / scale;
    const pv = (v - headY) / scale;
    const head = (pu / 0.15) ** 2 + (pv / 0.17) ** 2 < 1;
    const hairCap = (pu / 0.165) ** 2 + ((pv + 0.06) / 0.13) ** 2 < 1 && pv < -0.05;
    const hairSides = longHair && Math.abs(pu) > 0.1 && Math.abs(pu) < 0.19 && pv > -0.08 && pv < 0.22;
    if (hairCap || hairSides) return hair;
    if (head) {
      const shade = Math.hypot(pu + 0.03, pv) / 0.2;
      return [skin[0] - 30 * shade, skin[1] - 35 * shade, skin[2] - 30 * shade];
    }
    if (Math.abs(pu) < 0.065 && pv >= 0.12 && pv < 0.3) return [skin[0] - 15, skin[1] - 20, skin[2] - 20];
    const shoulders = pv > 0.26 && Math.abs(pu) < 0.09 + 1.6 * (pv - 0.26) && Math.abs(pu) < 0.46;
    if (shoulders) return Math.abs(pu) < 0.05 - (pv - 0.26) * 0.3 ? [skin[0] - 15, skin[1] - 20, skin[2] - 20] : clothes;
    return null;
  };
  const roomAt = (x: number, y: number, noise: number): Rgb => {
    const u = x / width;
    const v = y / height;
    const p = plasma[y * width + x] ?? 0.5;
    if (v > room.floor) {
      const grain = Math.sin(u * 90 + Math.sin(v * 40) * 3) * 14 + (p - 0.5) * 30;
      return [120 + grain + noise, 82 + grain * 0.7 + noise, 48 + noise];
    }
    if (u > room.windowX && u < room.windowX + 0.22 && v > 0.08 && v < 0.45) {
      const bar = Math.abs(u - room.windowX - 0.11) < 0.008 || Math.abs(v - 0.26) < 0.008 || u < room.windowX + 0.012 || u > room.windowX + 0.208 || v < 0.092 || v > 0.438;
      return bar ? [80 + noise, 62 + noise, 50 + noise] : [215 + 20 * p + noise, 222 + 15 * p + noise, 238 + noise];
    }
    if (u > room.shelfX && u < room.shelfX + 0.3 && v > 0.15 && v < room.floor) {
      // Books: upright spines of many colours on shelves every 0.15.
      if ((v - 0.15) % 0.15 < 0.02) return [95 + noise, 70 + noise, 45 + noise];
      const book = Math.floor((u - room.shelfX) * 60 + Math.floor((v - 0.15) / 0.15) * 3);
      const k = (book * 2654435761) >>> 0;
      return [60 + (k % 170) + noise, 50 + ((k >> 8) % 150) + noise, 40 + ((k >> 16) % 150) + noise];
    }
    const leaf = Math.sin(u * 70) * Math.sin(v * 55);
    if (((u - 0.92) / 0.08) ** 2 + ((v - 0.6) / 0.15) ** 2 < 1 && leaf > -0.3) return [40 + leaf * 30 + noise, 115 + leaf * 40 + noise, 50 + noise];
    const light = (u + v) / 2 + (p - 0.5) * 0.4;
    return [room.wall[0] + 40 * light + noise, room.wall[1] + 40 * light + noise, room.wall[2] + 35 * light + noise];
  };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const noise = (rand() - 0.5) * 6;
      const fg: Rgb = [0, 0, 0];
      let covered = 0;
      for (let sy = 0; sy < SUB; sy += 1) {
        for (let sx = 0; sx < SUB; sx += 1) {
          const c = personAt((x + (sx + 0.5) / SUB) / width, (y + (sy + 0.5) / SUB) / height);
          if (!c) continue;
          covered += 1;
          for (let k = 0; k < 3; k += 1) fg[k] = (fg[k] ?? 0) + (c[k] ?? 0);
        }
      }
      const a = covered / (SUB * SUB);
      const bg = roomAt(x, y, noise);
      const i = (y * width + x) * 4;
      for (let k = 0; k < 3; k += 1) pixels.data[i + k] = covered ? ((fg[k] ?? 0) / covered + noise) * a + (bg[k] ?? 0) * (1 - a) : (bg[k] ?? 0);
      pixels.data[i + 3] = 255;
      alpha.data[y * width + x] = Math.round(a * 255);
    }
  }
  return { family: 'person', seed, pixels, alpha };
}
