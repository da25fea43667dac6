// Issue 29's bar on its own quality set (qualitySet.ts): fails when the cutout or the
// watermark fill gets worse than the targets. The same figures are printed by
// `npm run bench image-quality` (e2e/bench/29-image-quality.bench.mjs).
import { describe, expect, it } from 'vitest';
import { cutoutSetReport, inpaintSetReport } from './setReport.ts';
import { SMOOTH_TEXTURES } from './qualitySet.ts';

describe('quality set (issue 29 targets)', () => {
  it('cutout: mean IoU ≥ 0.97 and worst ≥ 0.90 on every background family, low contrast included', async () => {
    const rows = await cutoutSetReport([1, 2, 3]);
    console.table(rows.map((r) => ({ family: r.family, mean: r.mean.toFixed(3), worst: r.worst.toFixed(3), colourOnly: r.colourMean.toFixed(3) })));
    for (const row of rows) {
      expect(row.mean, row.family).toBeGreaterThanOrEqual(0.97);
      expect(row.worst, row.family).toBeGreaterThanOrEqual(0.9);
    }
  }, 120_000);

  it('watermark fill: texture kept, no seam, and on smooth textures at least as close as a diffusion fill', async () => {
    const rows = await inpaintSetReport([1]);
    console.table(rows.map((r) => ({ texture: r.texture, mark: r.mark, psnr: r.psnr.toFixed(1), diffusion: r.control.toFixed(1), texture_ratio: r.textureRatio.toFixed(2), seam: r.seam.toFixed(2) })));
    for (const row of rows) {
      const label = `${row.texture} ${row.mark}`;
      expect(row.textureRatio, label).toBeGreaterThanOrEqual(0.7);
      expect(row.seam, label).toBeLessThanOrEqual(1.5);
      if (SMOOTH_TEXTURES.has(row.texture)) expect(row.psnr, label).toBeGreaterThanOrEqual(row.control);
      else expect(row.psnr - row.control, label).toBeGreaterThan(6);
    }
  }, 120_000);

  it('the blend is what removes the seam: without it the smooth gradient shows the box edge', async () => {
    const raw = (await inpaintSetReport([1], 320, 240, false)).find((r) => r.texture === 'smoothGradient' && r.mark === 'text');
    const blended = (await inpaintSetReport([1], 320, 240, true)).find((r) => r.texture === 'smoothGradient' && r.mark === 'text');
    expect(raw && blended).toBeTruthy();
    expect(blended?.seam ?? Infinity).toBeLessThan((raw?.seam ?? 0) * 0.6);
  }, 120_000);
});
