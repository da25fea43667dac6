// Which automatic cutout to trust for a given photo. The colour method is
// exact on plain backdrops (logos, products) and needs no download; the person
// model handles any backdrop but only people, and its edges come from a
// 256-pixel mask. So: the colour method alone when the backdrop is plain and
// nothing suggests a person; otherwise both, and the model's mask unless it
// found nobody; where the two agree on a plain backdrop, the model's region
// with the colour method's edges (refine.ts). Otherwise the model's mask must
// earn its place (issue 29): it is kept only when it is sure of it (its own
// confidences) and it is not the object the graph cut already found.
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

/** The model's confidence map read on its own (no graph cut): how sure it is of what it calls person. */
export interface ConfidenceMeasures {
  /** Share of the photo the model calls person (c > ½). */
  coverage: number;
  /** Mean confidence over those pixels: near 1 when it is sure of all of them. */
  coreMean: number;
  /** Of the pixels it gives any weight (c > ¼), the share it is unsure of (¼ < c < ¾): a sure mask has only its thin edge there. */
  midShare: number;
}

export function confidenceMeasures(confidence: Float32Array): ConfidenceMeasures {
  let positive = 0;
  let sum = 0;
  let weighted = 0;
  let mid = 0;
  for (let i = 0; i < confidence.length; i += 1) {
    const c = confidence[i] ?? 0;
    if (c <= 0.25) continue;
    weighted += 1;
    if (c < 0.75) mid += 1;
    if (c <= 0.5) continue;
    positive += 1;
    sum += c;
  }
  return { coverage: confidence.length === 0 ? 0 : positive / confidence.length, coreMean: positive === 0 ? 0 : sum / positive, midShare: weighted === 0 ? 1 : mid / weighted };
}

/**
 * The model is sure of its mask when the pixels it calls person average at least this
 * confidence… (the real model in Chromium, workers/image/quality/personModelScores.json: persons
 * 0.98–0.99; its unsure readings of non-persons 0.52–0.77)
 */
export const MIN_CORE_MEAN = 0.9;
/** …and at most this share of what it weighs at all is in between (persons ≤ 0.12, unsure readings ≥ 0.59). */
export const MAX_MID_SHARE = 0.3;
/**
 * A sure mask this alike (IoU) to the graph cut's found the same object, and the graph cut's is
 * kept: its edges sit on the photo's pixels, the model's come from 256². The real model is sure of
 * objects too (a vase on stripes: it agrees 0.81–0.99 with the graph cut but scores 0.81–0.97
 * against the truth, the graph cut 0.99); a person the graph cut missed agrees ≤ 0.6.
 */
export const SAME_OBJECT = 0.75;

export function isSure(measures: Pick<ConfidenceMeasures, 'coreMean' | 'midShare'>): boolean {
  return measures.coreMean >= MIN_CORE_MEAN && measures.midShare <= MAX_MID_SHARE;
}

export interface ChoiceInput {
  backdrop: Backdrop;
  colourCoverage: number;
  /** null when the model did not run or could not load. Measures absent: the model is taken on its word. */
  person: ({ coverage: number; agreement: number } & Partial<Pick<ConfidenceMeasures, 'coreMean' | 'midShare'>>) | null;
}

/** 'refined': the person mask with the colour method's alpha along its edge. */
export type CutoutChoice = 'colour' | 'person' | 'refined';

export function chooseCutout(input: ChoiceInput): CutoutChoice {
  const { person } = input;
  if (!person || person.coverage < MIN_PERSON_COVERAGE) return 'colour';
  if (colourFailed(input.colourCoverage)) return 'person';
  if (isPlainBackdrop(input.backdrop) && person.agreement >= AGREEMENT) return 'refined';
  if (person.coreMean === undefined || person.midShare === undefined) return 'person';
  // Unsure: the model found no person there (its coin-toss reading of a vase or of stripes).
  if (!isSure({ coreMean: person.coreMean, midShare: person.midShare })) return 'colour';
  // Sure, and the graph cut holds the same object: the graph cut's mask, with its exact edges.
  // Sure of something the graph cut missed (a person before a room it took for the subject): the model's.
  return person.agreement >= SAME_OBJECT ? 'colour' : 'person';
}
