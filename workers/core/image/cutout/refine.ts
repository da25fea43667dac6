// On a plain backdrop the colour method's edges are exact (alpha read from the
// colour of each edge pixel), but it punches holes wherever the person has
// the backdrop's colour inside (eye whites, a white collar before a white
// wall). The person model has no holes but only 256-pixel edges. Together:
// the model's region, with the colour method's alpha in a thin band along the
// model's boundary.
import type { Mask } from '../pixels.ts';
import { createMask } from '../pixels.ts';
import { boxMean } from './guidedFilter.ts';

export function refineEdges(region: Mask, edges: Mask, radius: number): Mask {
  const { width, height } = region;
  const hard = new Float32Array(width * height);
  for (let i = 0; i < hard.length; i += 1) hard[i] = (region.data[i] ?? 0) > 127 ? 1 : 0;
  const near = boxMean(hard, width, height, radius);
  const out = createMask(width, height);
  for (let i = 0; i < hard.length; i += 1) {
    const share = near[i] ?? 0;
    // Both labels within the window: the pixel is on the boundary band.
    out.data[i] = share > 1e-6 && share < 1 - 1e-6 ? (edges.data[i] ?? 0) : (region.data[i] ?? 0);
  }
  return out;
}
