// The automatic cutout as the tools use it: the colour method, the person
// model when select.ts says it is worth running, and the choice between them.
// The model comes in through `loadModel`, so Node tests can stand a fake in.
import type { CutoutMethod, CutoutSeed, PersonModelRun, Rect } from '../../protocol/image.ts';
import type { Mask, PixelBuffer } from '../../core/image/pixels.ts';
import type { TaskControl } from '../../core/image/task.ts';
import type { PersonSegmenter } from '../segmentation/personModel.ts';
import { guideRadius, personMatte } from '../segmentation/personMatte.ts';
import { iou } from '../../core/image/maskMetrics.ts';
import { autoCutout } from '../../core/image/cutout/cutout.ts';
import type { FringeModel } from '../../core/image/cutout/fringe.ts';
import { maskBounds } from '../../core/image/cutout/matte.ts';
import { refineEdges } from '../../core/image/cutout/refine.ts';
import { chooseCutout, confidenceMeasures, isPlainBackdrop, MIN_PERSON_COVERAGE, personLikely, shouldRunModel } from '../../core/image/cutout/select.ts';
import type { CutoutPreference } from '../../core/image/cutout/select.ts';

export interface AutomaticOptions {
  /** 'person': the model's mask whenever it finds someone. 'auto': the better of the two (select.ts). */
  preference?: CutoutPreference;
  /** The photo is known to be a portrait (ID photo): run the model even on a plain backdrop, then choose as 'auto' does. */
  portrait?: boolean;
  tolerance?: number;
  clearEnclosed?: boolean;
  /** The user's tap or box on the object: the graph cut starts from it and the person model is not run. */
  seed?: CutoutSeed;
}

export interface AutomaticCutout {
  alpha: Mask;
  coverage: number;
  bounds: Rect | null;
  method: Exclude<CutoutMethod, 'auto' | 'mask'>;
  fringe: FringeModel;
  model?: PersonModelRun;
  modelUnavailable?: boolean;
}

export type ModelLoader = () => Promise<PersonSegmenter>;

export async function automaticCutout(pixels: PixelBuffer, options: AutomaticOptions, loadModel: ModelLoader, control: TaskControl): Promise<AutomaticCutout> {
  const preference = options.preference ?? 'auto';
  const colour = await autoCutout(pixels, { tolerance: options.tolerance, clearEnclosed: options.clearEnclosed, seed: options.seed }, control);
  const colourResult: AutomaticCutout = {
    alpha: colour.alpha,
    coverage: colour.coverage,
    bounds: colour.bounds,
    method: 'colour',
    // A busy backdrop has no few colours to take out of the edge: read it around each edge pixel.
    fringe: isPlainBackdrop(colour.backdrop) ? { kind: 'colours', colours: colour.backgrounds } : { kind: 'local' },
  };
  if (options.seed) return colourResult;
  const wanted = shouldRunModel({ preference, backdrop: colour.backdrop, colourCoverage: colour.coverage, personShaped: options.portrait === true || personLikely(colour.alpha) });
  if (!wanted) return colourResult;

  control.progress(0.75);
  let segmenter: PersonSegmenter;
  const loadStarted = performance.now();
  try {
    segmenter = await loadModel();
  } catch {
    return { ...colourResult, modelUnavailable: true };
  }
  // Time this call waited for the model: the whole load the first time, about 0 afterwards.
  const loadMs = performance.now() - loadStarted;
  await control.checkpoint();
  const inferenceStarted = performance.now();
  let confidence: Float32Array;
  try {
    confidence = segmenter.segment(pixels);
  } catch {
    return { ...colourResult, modelUnavailable: true };
  }
  const inferenceMs = performance.now() - inferenceStarted;
  control.progress(0.85);
  await control.checkpoint();
  const person = await personMatte(pixels, confidence, control);
  const model: PersonModelRun = { loadMs, inferenceMs, coverage: person.coverage };
  // A known portrait (ID photo) takes the model on its word; otherwise it must be sure of its mask.
  const seen = { coverage: person.coverage, agreement: iou(person.alpha, colour.alpha) };
  const { coreMean, midShare } = confidenceMeasures(confidence);
  const found = options.portrait ? seen : { ...seen, coreMean, midShare };
  const chosen = chooseCutout({ backdrop: colour.backdrop, colourCoverage: colour.coverage, person: found });
  // Asked for the person model: its region whenever it found someone (refined edges still welcome).
  const choice = preference === 'person' && chosen === 'colour' && found.coverage >= MIN_PERSON_COVERAGE ? 'person' : chosen;
  if (choice === 'colour') return { ...colourResult, model };
  if (choice === 'refined') {
    const alpha = refineEdges(person.alpha, colour.alpha, guideRadius(pixels.width, pixels.height));
    return { alpha, coverage: person.coverage, bounds: maskBounds(alpha), method: 'person', fringe: colourResult.fringe, model };
  }
  return { alpha: person.alpha, coverage: person.coverage, bounds: person.bounds, method: 'person', fringe: { kind: 'local' }, model };
}
