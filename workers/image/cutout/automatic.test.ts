import { describe, expect, it } from 'vitest';
import { iou } from '../../core/image/maskMetrics.ts';
import type { PixelBuffer } from '../../core/image/pixels.ts';
import { uncancellable } from '../../core/image/task.ts';
import type { PersonSegmenter } from '../segmentation/personModel.ts';
import { simulatedConfidence } from '../testing/modelSim.ts';
import { renderScene } from '../testing/synthetic.ts';
import type { Scene } from '../testing/synthetic.ts';
import { automaticCutout } from './automatic.ts';
import type { ModelLoader } from './automatic.ts';
import { autoCutout } from '../../core/image/cutout/cutout.ts';
import { cutoutCase, personCase } from '../quality/qualitySet.ts';
import type { CutoutFamily } from '../quality/qualitySet.ts';

/** A stand-in model that "sees" the scene's true person at 256 × 256, and counts its loads. */
function fakeModel(scene: Scene | null): ModelLoader & { loads: number; segments: number } {
  const loader = Object.assign(
    async (): Promise<PersonSegmenter> => {
      loader.loads += 1;
      return {
        segment(pixels: PixelBuffer) {
          loader.segments += 1;
          return scene ? simulatedConfidence(scene.alpha, { shiftX: 2 }) : new Float32Array(pixels.width * pixels.height);
        },
      };
    },
    { loads: 0, segments: 0 },
  );
  return loader;
}

describe('automatic cutout: colour method, person model, or both', () => {
  it('a logo on a plain backdrop never loads the model', async () => {
    const scene = renderScene(200, 200, 'plain', 'logo', 1);
    const model = fakeModel(scene);
    const result = await automaticCutout(scene.pixels, {}, model, uncancellable);
    expect(model.loads).toBe(0);
    expect(result.method).toBe('colour');
    expect(result.model).toBeUndefined();
    expect(iou(result.alpha, scene.alpha)).toBeGreaterThan(0.95);
  });

  it('a person in a room: the model runs and its mask is kept, far better than the colour method alone', async () => {
    const scene = renderScene(240, 320, 'busy', 'person', 2);
    const colour = await autoCutout(scene.pixels, {}, uncancellable);
    const model = fakeModel(scene);
    const result = await automaticCutout(scene.pixels, {}, model, uncancellable);
    expect(model.segments).toBe(1);
    expect(result.method).toBe('person');
    expect(result.fringe.kind).toBe('local');
    expect(result.model?.coverage).toBeGreaterThan(0.2);
    expect(iou(result.alpha, scene.alpha)).toBeGreaterThan(0.93);
    expect(iou(result.alpha, scene.alpha)).toBeGreaterThan(iou(colour.alpha, scene.alpha));
  });

  it('a person before a plain wall: both run and agree; the model’s region with the colour edges beats both (no holes in the eyes)', async () => {
    const scene = renderScene(240, 320, 'plain', 'person', 3);
    const colour = await autoCutout(scene.pixels, {}, uncancellable);
    // The colour method takes the eye whites for the wall.
    const eye = Math.round(320 * 0.36) * 240 + Math.round(240 * 0.44) - 5;
    expect(colour.alpha.data[eye]).toBeLessThan(128);
    const model = fakeModel(scene);
    const result = await automaticCutout(scene.pixels, {}, model, uncancellable);
    expect(model.segments).toBe(1);
    expect(result.method).toBe('person');
    expect(result.fringe.kind).toBe('colours');
    expect(result.alpha.data[eye]).toBe(255);
    expect(iou(result.alpha, scene.alpha)).toBeGreaterThan(Math.max(0.98, iou(colour.alpha, scene.alpha)));
  });

  it('a product on texture: the model runs, finds nobody, and the colour mask stays', async () => {
    const scene = renderScene(200, 240, 'textured', 'product', 4);
    const model = fakeModel(null);
    const result = await automaticCutout(scene.pixels, {}, model, uncancellable);
    expect(model.segments).toBe(1);
    expect(result.method).toBe('colour');
    expect(result.model?.coverage).toBe(0);
  });

  it('a model that cannot load (no WebGL2, offline): the colour mask, and the caller is told', async () => {
    const scene = renderScene(200, 240, 'busy', 'person', 5);
    const failing: ModelLoader = () => Promise.reject(new Error('no webgl2'));
    const result = await automaticCutout(scene.pixels, {}, failing, uncancellable);
    expect(result.method).toBe('colour');
    expect(result.modelUnavailable).toBe(true);
  });

  it('a known portrait (ID photo) runs the model even when the colour mask does not look like a person', async () => {
    const scene = renderScene(240, 240, 'plain', 'product', 3);
    const model = fakeModel(scene);
    await automaticCutout(scene.pixels, {}, model, uncancellable);
    expect(model.loads).toBe(0);
    await automaticCutout(scene.pixels, { portrait: true }, model, uncancellable);
    expect(model.segments).toBe(1);
  });

  it('asking for the colour method never runs the model; asking for the person model runs it even on a plain logo', async () => {
    const scene = renderScene(160, 160, 'busy', 'person', 6);
    const model = fakeModel(scene);
    expect((await automaticCutout(scene.pixels, { preference: 'colour' }, model, uncancellable)).method).toBe('colour');
    expect(model.loads).toBe(0);
    const logo = renderScene(160, 160, 'plain', 'logo', 6);
    await automaticCutout(logo.pixels, { preference: 'person' }, model, uncancellable);
    expect(model.loads).toBe(1);
  });

  // Issue 29: on busy backdrops the model's "person" used to win whenever it covered ≥ 3% of the photo.
  const constant = (confidence: (x: number, y: number, width: number, height: number) => number): ModelLoader =>
    async () => ({
      segment(pixels: PixelBuffer) {
        const out = new Float32Array(pixels.width * pixels.height);
        for (let y = 0; y < pixels.height; y += 1) for (let x = 0; x < pixels.width; x += 1) out[y * pixels.width + x] = confidence(x, y, pixels.width, pixels.height);
        return out;
      },
    });
  const busyFamilies: CutoutFamily[] = ['plasma', 'stripes', 'photo'];

  it('an object on a busy backdrop and a model that is unsure of a "person" over it: the graph cut stays', async () => {
    // A blob over the middle at 0.6–0.7: the coin-toss confidence a person model gives a non-person.
    const unsure = constant((x, y, w, h) => (Math.hypot(x / w - 0.5, y / h - 0.55) < 0.3 ? 0.65 : 0.05));
    for (const family of busyFamilies) {
      const c = cutoutCase(family, 1);
      const result = await automaticCutout(c.pixels, {}, unsure, uncancellable);
      expect(result.method, family).toBe('colour');
      expect(iou(result.alpha, c.alpha), family).toBeGreaterThan(0.97);
    }
  });

  it('a model sure of the very object the graph cut found (the real model is, on vases): the graph cut\'s mask and edges stay', async () => {
    for (const family of busyFamilies) {
      const c = cutoutCase(family, 2);
      const sameObject: ModelLoader = async () => ({ segment: () => simulatedConfidence(c.alpha, { shiftX: 2 }) });
      const result = await automaticCutout(c.pixels, {}, sameObject, uncancellable);
      expect(result.method, family).toBe('colour');
      expect(iou(result.alpha, c.alpha), family).toBeGreaterThan(0.97);
      // The same map through 人像 is still the model's mask: the user asked for it.
      expect((await automaticCutout(c.pixels, { preference: 'person' }, sameObject, uncancellable)).method, family).toBe('person');
    }
  });

  it('a model sure of a person the graph cut missed (a portrait before a busy room): the model\'s mask', async () => {
    const c = personCase(2);
    const sure: ModelLoader = async () => ({ segment: () => simulatedConfidence(c.alpha, { shiftX: 2 }) });
    expect(iou((await automaticCutout(c.pixels, { preference: 'colour' }, sure, uncancellable)).alpha, c.alpha)).toBeLessThan(0.5);
    const result = await automaticCutout(c.pixels, {}, sure, uncancellable);
    expect(result.method).toBe('person');
    expect(iou(result.alpha, c.alpha)).toBeGreaterThan(0.95);
  });
});
