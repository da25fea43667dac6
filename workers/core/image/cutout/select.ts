// Which automatic cutout to trust for a given photo. The colour method is
// exact on plain backdrops (logos, products) and needs no download; the person
// model handles any backdrop but only people, and its edges come from a
// 256-pixel mask. So: the colour method alone when the backdrop is plain and
// nothing suggests a person; otherwise both, and the model's mask unless it
// found nobody; where the two agree on a plain backdrop, the model's region
// with the colour method's edges (refine.ts). On a busy backdrop the model's
// mask must earn its place (issue 29): it is kept only when it is confident
// and lies on the graph cut's foreground; otherwise the graph cut's mask stays.
import type { Mask } from '../pixels.ts';

export interface Backdrop {
  /** Share of the top and side border pixels that belong to backdrop colour clusters, 0…1. */
  share: number;
  /** How much the removed backdrop varies along the border beyond a smooth trend, RMS ΔE (cutout/roughness.ts). */
  roughness: number;
}

/** At least this much of the border is backdrop… */
export const PLAIN_SHARE = 0.85;
/** …and it is smooth: a wall, paper, a studio sweep or a gradient (noise only: ≤ 1; texture, a room: ≥ 4). */
export const PLAIN_ROUGHNESS = 3;
/** A person mask keeping less than this share of the photo found nobody. */
export const MIN_PERSON_COVERAGE = 0.03;
/** On a plain backdrop, masks this alike (IoU) mean the colour method found the same person: its edges can be trusted. */
export const AGREEMENT = 0.9;

export function isPlainBackdrop(backdrop: Backdrop): boolean {
  return backdrop.share >= PLAIN_SHARE && backdrop.roughness <= PLAIN_ROUGHNESS;
}

/** The colour method kept (nearly) everything or nothing: it found no backdrop to remove. */
export function colourFailed(coverage: number): boolean {
  return coverage < 0.01 || coverage > 0.99;
}

/** The foreground is cut off by the bottom edge over a fair width, as a head-and-shoulders photo is. */
export function personLikely(mask: Mask): boolean {
  const { width, height, data } = mask;
  if (width === 0 || height === 0) return false;
  let bottom = 0;
  for (let x = 0; x < width; x += 1) if ((data[(height - 1) * width + x] ?? 0) > 127) bottom += 1;
  let top = 0;
  for (let x = 0; x < width; x += 1) if ((data[x] ?? 0) > 127) top += 1;
  return bottom / width >= 0.15 && top / width < 0.5;
}

export type CutoutPreference = 'auto' | 'person' | 'colour';

export interface ModelDecisionInput {
  preference: CutoutPreference;
  backdrop: Backdrop;
  colourCoverage: number;
  personShaped: boolean;
}

/** Whether the person model should run at all (it costs a ~9 MB download the first time). */
export function shouldRunModel(input: ModelDecisionInput): boolean {
  if (input.preference === 'colour') return false;
  if (input.preference === 'person') return true;
  return !isPlainBackdrop(input.backdrop) || colourFailed(input.colourCoverage) || input.personShaped;
}

/** The model's mask is confident when its person pixels average at least this certainty (2c − 1)… */
export const MIN_CERTAINTY = 0.7;
/** …and agrees with the graph cut when at least this share of its core (c ≥ ¾) is graph-cut foreground. */
export const MIN_CONTAINMENT = 0.5;

export interface ModelMeasures {
  /** Mean of 2c − 1 over the pixels the model calls person (c > ½): 1 = sure everywhere, 0 = a coin toss. */
  certainty: number;
  /** Share of the model's core (c ≥ ¾) that the graph cut also kept (alpha > 127); 0 when there is no core. */
  containment: number;
}

/** How sure the model is of its mask, and how much of it the graph cut's foreground holds. */
export function modelMeasures(confidence: Float32Array, graphAlpha: Mask): ModelMeasures {
  let positive = 0;
  let sure = 0;
  let core = 0;
  let held = 0;
  for (let i = 0; i < confidence.length; i += 1) {
    const c = confidence[i] ?? 0;
    if (c <= 0.5) continue;
    positive += 1;
    sure += 2 * c - 1;
    if (c < 0.75) continue;
    core += 1;
    if ((graphAlpha.data[i] ?? 0) > 127) held += 1;
  }
  return { certainty: positive === 0 ? 0 : sure / positive, containment: core === 0 ? 0 : held / core };
}

export interface ChoiceInput {
  backdrop: Backdrop;
  colourCoverage: number;
  /** null when the model did not run or could not load. Measures absent: the model is taken on its word. */
  person: ({ coverage: number; agreement: number } & Partial<ModelMeasures>) | null;
}

/** 'refined': the person mask with the colour method's alpha along its edge. */
export type CutoutChoice = 'colour' | 'person' | 'refined';

export function chooseCutout(input: ChoiceInput): CutoutChoice {
  const { person } = input;
  if (!person || person.coverage < MIN_PERSON_COVERAGE) return 'colour';
  if (colourFailed(input.colourCoverage)) return 'person';
  if (isPlainBackdrop(input.backdrop) && person.agreement >= AGREEMENT) return 'refined';
  // Unsure, or about something the graph cut did not keep: the model found no person there
  // (a "person" on clouds, stripes or a textured product) and the graph cut's mask stays.
  if ((person.certainty ?? 1) < MIN_CERTAINTY || (person.containment ?? 1) < MIN_CONTAINMENT) return 'colour';
  return 'person';
}
