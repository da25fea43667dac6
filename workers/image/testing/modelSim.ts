// A stand-in for the person model's output in Node tests: the true alpha seen
// through a 256 × 256 grid (the model's resolution) and scaled back up, so
// edges are soft and blocky the way the real mask's are, optionally shifted.
import type { Mask } from '../../core/image/pixels.ts';
import { resampleMask } from '../../core/image/pixels.ts';

export function simulatedConfidence(truth: Mask, options: { modelSize?: number; shiftX?: number; shiftY?: number } = {}): Float32Array {
  const size = options.modelSize ?? 256;
  const small = resampleMask(truth, size, size);
  const back = resampleMask(small, truth.width, truth.height);
  const { width, height } = truth;
  const out = new Float32Array(width * height);
  const sx = options.shiftX ?? 0;
  const sy = options.shiftY ?? 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const fx = Math.min(width - 1, Math.max(0, x - sx));
      const fy = Math.min(height - 1, Math.max(0, y - sy));
      out[y * width + x] = (back.data[fy * width + fx] ?? 0) / 255;
    }
  }
  return out;
}
