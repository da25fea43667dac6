import { describe, expect, it } from 'vitest';
import { contentHash, createLayer, type Layer } from '../core/model/index.ts';
import { LayerHashes } from './layerHashes.ts';
import { RasterCache } from './rasterCache.ts';
import type { Raster } from './rasterise.ts';
import { ScreenRasters } from './screenRasters.ts';
import { zeroCounters } from './stats.ts';

/** Rasters as the worker makes them, each costing `costMs` of a fake clock. */
function setup(costMs: number) {
  let clock = 0;
  const made: { id: string; level: number }[] = [];
  const cache = new RasterCache<Raster>(1e12, () => {});
  const make = (layer: Layer, level: number): Raster => {
    clock += costMs;
    made.push({ id: layer.id, level });
    return { bytes: 4, complete: true, bitmap: {} as ImageBitmap, layout: { level, pixelWidth: 1, pixelHeight: 1, originX: 0, originY: 0 } };
  };
  const hashes = new LayerHashes();
  const rasters = new ScreenRasters(cache, hashes, make, zeroCounters(), () => clock);
  rasters.deviceScale = 1;
  return { rasters, made, hashes };
}

const layers = (n: number) => Array.from({ length: n }, (_, i) => createLayer('square', { id: `q${i}`, width: 50 + i, height: 40, fill: `#${(i * 2567).toString(16).padStart(6, '0').slice(-6)}` }));

describe('screen rasters when a large work opens', () => {
  it('a frame makes rasters only within its budget and leaves the rest for the next frames, until every layer is drawn', () => {
    const { rasters, made } = setup(5);
    const doc = layers(200);
    let frames = 0;
    let drawn = 0;
    do {
      frames += 1;
      const before = made.length;
      rasters.beginFrame(24);
      drawn = doc.filter((layer) => rasters.raster(layer, false) !== null).length;
      // No frame holds a gesture for the whole document: the budget (24 ms) plus the raster that crossed it.
      expect(made.length - before).toBeLessThanOrEqual(24 / 5 + 1);
    } while (rasters.pendingMissing > 0 && frames < 100);
    expect(drawn).toBe(200);
    expect(frames).toBeGreaterThan(5);
  });

  it('the first frame of a large work puts every layer on the canvas: those without a raster are drawn plain', () => {
    const { rasters, made } = setup(5);
    const doc = layers(200);
    const plain: string[] = [];
    rasters.plain = (_ctx, layer) => (plain.push(layer.id), true);
    rasters.beginFrame(24);
    for (const layer of doc) if (!rasters.raster(layer, false)) rasters.drawPlain({} as never, layer);
    expect(made.length).toBeLessThan(10);
    expect(plain).toHaveLength(200 - made.length);
    expect(rasters.leftOut).toBe(0);
    // Plain is a stand-in: the rasters (with effects) are still owed.
    expect(rasters.pendingMissing).toBe(200 - made.length);
  });

  it('a frame hashes only the layers it makes rasters for; the rest are hashed as their rasters are made', () => {
    const { rasters, made, hashes } = setup(5);
    const doc = layers(200);
    rasters.plain = () => true;
    rasters.beginFrame(24);
    for (const layer of doc) if (!rasters.raster(layer, false)) rasters.drawPlain({} as never, layer);
    expect(hashes.computed).toBe(made.length);
    while (rasters.fillMissing(24));
    expect(hashes.computed).toBe(200);
  });

  it('the first frame of a newly opened large work makes and hashes nothing: every layer is drawn plain, the rasters follow', () => {
    const { rasters, made, hashes } = setup(5);
    const plain: string[] = [];
    rasters.plain = (_ctx, layer) => (plain.push(layer.id), true);
    rasters.beginFrame(24, true, { layers: 200 });
    for (const layer of layers(200)) if (!rasters.raster(layer, false)) rasters.drawPlain({} as never, layer);
    expect([made.length, hashes.computed, plain.length, rasters.leftOut]).toEqual([0, 0, 200, 0]);
    while (rasters.fillMissing(24));
    expect(made.length).toBe(200);
    // A small work opens sharp in its first frame, as before.
    const small = setup(1);
    small.rasters.beginFrame(24, true, { layers: 10 });
    for (const layer of layers(10)) expect(small.rasters.raster(layer, false)).not.toBeNull();
  });

  it('a gesture frame while filling in leaves missing layers out instead of drawing them plain', () => {
    const { rasters } = setup(5);
    let plain = 0;
    rasters.plain = () => ((plain += 1), true);
    rasters.plainAllowed = false;
    rasters.beginFrame(8);
    let missing = 0;
    for (const layer of layers(100)) {
      if (rasters.raster(layer, false)) continue;
      missing += 1;
      rasters.drawPlain({} as never, layer);
    }
    expect(plain).toBe(0);
    expect(rasters.leftOut).toBe(missing);
  });

  it('a layer that cannot be drawn plain is counted as left out of the frame', () => {
    const { rasters } = setup(5);
    rasters.plain = (_ctx, layer) => layer.id !== 'q150';
    rasters.beginFrame(24);
    for (const layer of layers(200)) if (!rasters.raster(layer, false)) rasters.drawPlain({} as never, layer);
    expect(rasters.leftOut).toBe(1);
    rasters.beginFrame(24);
    expect(rasters.leftOut).toBe(0);
  });

  it('while filling in, layers get their sharp rasters at once: no coarse stand-in, no upgrade owed', () => {
    const { rasters, made } = setup(1);
    const doc = layers(100);
    rasters.beginFrame(24);
    for (const layer of doc) rasters.raster(layer, false);
    while (rasters.fillMissing(24));
    rasters.beginFrame(24);
    const levels = doc.map((layer) => rasters.raster(layer, false)?.layout.level);
    expect(new Set(levels)).toEqual(new Set([made[0]!.level]));
    expect(made).toHaveLength(100);
    expect(rasters.pendingUpgrades).toBe(0);
  });

  it('a small work is drawn sharp in its first frame', () => {
    const { rasters, made } = setup(1);
    rasters.beginFrame(24);
    for (const layer of layers(10)) expect(rasters.raster(layer, false)).not.toBeNull();
    expect(new Set(made.map((m) => m.level)).size).toBe(1);
    expect(rasters.pendingUpgrades).toBe(0);
  });

  it('between refreshes the missing layers are made without drawing, within the budget; the next refresh draws every one', () => {
    const { rasters, made } = setup(5);
    const doc = layers(200);
    rasters.beginFrame(24);
    for (const layer of doc) rasters.raster(layer, false);
    const missing = rasters.pendingMissing;
    expect(missing).toBeGreaterThan(150);
    let calls = 0;
    let more = true;
    while (more && calls < 500) {
      const before = made.length;
      more = rasters.fillMissing(24);
      calls += 1;
      expect(made.length - before).toBeLessThanOrEqual(24 / 5 + 1);
    }
    expect(rasters.pendingMissing).toBe(0);
    expect(calls).toBeGreaterThan(missing / 6);
    const madeBeforeRefresh = made.length;
    rasters.beginFrame(24);
    expect(doc.every((layer) => rasters.raster(layer, false) !== null)).toBe(true);
    expect(made.length).toBe(madeBeforeRefresh);
    expect(rasters.pendingUpgrades).toBe(0);
  });

  it('a gesture frame between refreshes keeps the list of missing layers it did not visit', () => {
    const { rasters } = setup(5);
    const doc = layers(100);
    rasters.beginFrame(24);
    for (const layer of doc) rasters.raster(layer, false);
    const missing = rasters.pendingMissing;
    // The dragged layer only (the bands are shown as they are).
    rasters.beginFrame(8, false);
    rasters.raster(doc[99]!, false);
    expect(rasters.pendingMissing).toBe(missing - 1);
    // A refresh visits every layer and lists them afresh.
    rasters.beginFrame(24, true);
    expect(rasters.pendingMissing).toBe(0);
  });
});

describe('screen rasters shared with raster helpers', () => {
  it('helpers take accepted missing layers; the worker makes the rest and skips those being made; landed rasters are drawn', () => {
    const { rasters, made, hashes } = setup(1);
    const doc = layers(30);
    rasters.beginFrame(0, true, { layers: doc.length });
    for (const layer of doc) rasters.raster(layer, false);
    expect(rasters.pendingMissing).toBe(30);
    const even = (layer: Layer) => Number(layer.id.slice(1)) % 2 === 0;
    const inFlight = new Set<string>();
    const taken = rasters.takeForHelpers(6, even, () => false);
    expect(taken.map((job) => job.layer.id)).toEqual(['q0', 'q2', 'q4', 'q6', 'q8', 'q10']);
    for (const job of taken) inFlight.add(job.key);
    expect(rasters.pendingMissing).toBe(24);
    // A refresh lists every layer without a raster again, those being made included.
    rasters.beginFrame(0, true);
    for (const layer of doc) rasters.raster(layer, false);
    expect(rasters.pendingMissing).toBe(30);
    rasters.fillMissing(Infinity, (key) => inFlight.has(key));
    expect(made.map((m) => m.id).sort()).toEqual(doc.map((l) => l.id).filter((id) => !taken.some((job) => job.layer.id === id)).sort());
    // The helpers hashed them: this thread did not.
    expect(taken.every((job) => !hashes.known(job.layer))).toBe(true);
    for (const job of taken) rasters.landed(job, contentHash(job.layer), { bytes: 4, complete: true, bitmap: { close() {} } as ImageBitmap, layout: { level: job.level, pixelWidth: 1, pixelHeight: 1, originX: 0, originY: 0 } });
    rasters.beginFrame(Infinity, true);
    expect(doc.every((layer) => rasters.raster(layer, false) !== null)).toBe(true);
    expect(made).toHaveLength(24);
  });

  it('jobs a helper could not make go back on the list and are made by the worker', () => {
    const { rasters, made } = setup(1);
    const doc = layers(4);
    rasters.beginFrame(0, true, { layers: 30 });
    for (const layer of doc) rasters.raster(layer, false);
    const taken = rasters.takeForHelpers(10, () => true, () => false);
    expect(rasters.pendingMissing).toBe(0);
    rasters.relist(taken);
    rasters.fillMissing(Infinity);
    expect(made).toHaveLength(4);
  });
});
