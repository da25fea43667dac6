// GrabCut (Rother et al. 2004) on a pixel grid: foreground and background
// each get a Gaussian mixture over colour and a texture feature (gmm.ts); a
// minimum cut (maxflow.ts) balances how well each pixel fits either model
// against a smoothness term that makes the boundary follow colour edges; the
// models are refitted to the new labels and the cut repeated.
import { bestComponent, COMPONENTS, fitGmm, initialAssign, mixtureCosts, negLogLikelihood } from './gmm.ts';
import type { Gmm } from './gmm.ts';
import { createGridGraph, minCut, setPair } from './maxflow.ts';
import type { GridGraph } from './maxflow.ts';

/** Per-pixel constraint: free, or fixed to foreground / background. */
export const FREE = 0;
export const HARD_FG = 1;
export const HARD_BG = 2;

export interface GrabCutGrid {
  width: number;
  height: number;
  /** `dims` features per pixel for the mixtures; the first three are R, G, B (the smoothness term reads them too). */
  features: Float32Array;
  dims: number;
}

export interface Models {
  fg: Gmm;
  bg: Gmm;
}

/** Smoothness weight (the paper's γ = 50) and the fixed-point scale of capacities. */
export const GAMMA = 50;
export const SCALE = 64;
const HARD = 1 << 24;

/** β = 1 / (2 ⟨‖zᵢ − zⱼ‖²⟩) over neighbouring pairs: edges count relative to this image's own contrast. */
export function contrastBeta(grid: GrabCutGrid, rowStep = 1): number {
  return meanStepBeta(grid.width, grid.height, rowStep, (i, j) => colourStep(grid, i, j));
}

/**
 * β = 1 / (2 ⟨step⟩) over the right and lower neighbours of every `rowStep`-th row (a fair
 * sample of a large image's contrast); `step(i, j)` is the squared colour step between two
 * cells. Shared by the reduced grid (contrastBeta) and the full-resolution band (bandCut.ts).
 */
export function meanStepBeta(width: number, height: number, rowStep: number, step: (i: number, j: number) => number): number {
  let sum = 0;
  let count = 0;
  for (let y = 0; y < height; y += rowStep) {
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      if (x + 1 < width) {
        sum += step(i, i + 1);
        count += 1;
      }
      if (y + 1 < height) {
        sum += step(i, i + width);
        count += 1;
      }
    }
  }
  return count === 0 || sum === 0 ? 0 : 1 / (2 * (sum / count));
}

export function colourStep(grid: GrabCutGrid, i: number, j: number): number {
  const { features, dims } = grid;
  const dr = (features[i * dims] ?? 0) - (features[j * dims] ?? 0);
  const dg = (features[i * dims + 1] ?? 0) - (features[j * dims + 1] ?? 0);
  const db = (features[i * dims + 2] ?? 0) - (features[j * dims + 2] ?? 0);
  return dr * dr + dg * dg + db * db;
}

export function pairCapacity(grid: GrabCutGrid, beta: number, i: number, j: number): number {
  return Math.round(SCALE * GAMMA * Math.exp(-beta * colourStep(grid, i, j)));
}

/** Net terminal capacity: > 0 pulls toward foreground (the source side). */
export function unaryCapacity(models: Models, features: Float32Array, i: number): number {
  const cost = negLogLikelihood(models.bg, features, i) - negLogLikelihood(models.fg, features, i);
  return Math.round(SCALE * Math.max(-1e5, Math.min(1e5, cost)));
}

export function fitModels(grid: GrabCutGrid, labels: Uint8Array, assign: Uint8Array, previous: Models | null): Models {
  const { features, dims } = grid;
  if (previous) {
    for (let i = 0; i < labels.length; i += 1) assign[i] = bestComponent(labels[i] ? previous.fg : previous.bg, features, i);
  } else {
    initialAssign(features, dims, labels, 1, assign);
    initialAssign(features, dims, labels, 0, assign);
  }
  return { fg: fitGmm(features, dims, labels, 1, assign), bg: fitGmm(features, dims, labels, 0, assign) };
}

/**
 * What every cut on one grid shares: the smoothness capacities (they depend on the colours
 * only, so they are computed once, not once per iteration), the graph and the scratch arrays
 * for the data terms — no per-iteration allocation beyond the cut's own bookkeeping.
 */
export class GridCutter {
  readonly grid: GrabCutGrid;
  readonly beta: number;
  private readonly pairs: Int32Array;
  private readonly graph: GridGraph;
  readonly fgCost: Float64Array;
  readonly bgCost: Float64Array;
  readonly fgBest: Uint8Array;
  readonly bgBest: Uint8Array;
  private readonly scores: Float64Array;

  constructor(grid: GrabCutGrid, beta = contrastBeta(grid)) {
    const { width, height } = grid;
    const n = width * height;
    this.grid = grid;
    this.beta = beta;
    this.graph = createGridGraph(width, height);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const i = y * width + x;
        if (x + 1 < width) setPair(this.graph, i, 0, pairCapacity(grid, beta, i, i + 1));
        if (y + 1 < height) setPair(this.graph, i, 2, pairCapacity(grid, beta, i, i + width));
      }
    }
    this.pairs = new Int32Array(this.graph.edges);
    this.fgCost = new Float64Array(n);
    this.bgCost = new Float64Array(n);
    this.fgBest = new Uint8Array(n);
    this.bgBest = new Uint8Array(n);
    this.scores = new Float64Array(n * COMPONENTS);
  }

  /** −log p of every pixel under both models, and each pixel's best component in each. */
  evaluate(models: Models): void {
    const { features, width, height } = this.grid;
    const n = width * height;
    mixtureCosts(models.fg, features, n, this.fgCost, this.fgBest, this.scores);
    mixtureCosts(models.bg, features, n, this.bgCost, this.bgBest, this.scores);
  }

  /** One graph cut with the given models (evaluated here); returns 1 = foreground. */
  cut(models: Models, hard: Uint8Array): Uint8Array {
    this.evaluate(models);
    const { terminals, edges } = this.graph;
    const { fgCost, bgCost } = this;
    for (let i = 0; i < terminals.length; i += 1) {
      const h = hard[i];
      terminals[i] = h === HARD_FG ? HARD : h === HARD_BG ? -HARD : dataCapacity((bgCost[i] ?? 0) - (fgCost[i] ?? 0));
    }
    edges.set(this.pairs);
    return minCut(this.graph);
  }
}

/** Fixed-point terminal capacity from a cost difference (background − foreground). */
function dataCapacity(cost: number): number {
  return Math.round(SCALE * Math.max(-1e5, Math.min(1e5, cost)));
}

/** One graph cut with the given models; returns 1 = foreground. */
export function cutOnce(grid: GrabCutGrid, models: Models, hard: Uint8Array, beta: number): Uint8Array {
  return new GridCutter(grid, beta).cut(models, hard);
}

/**
 * Iterated GrabCut from an initial labelling (1 = foreground); returns the labels and the last
 * models. Stops early once a cut changes (almost) nothing: the models would not move either.
 */
export function grabCut(grid: GrabCutGrid, initial: Uint8Array, hard: Uint8Array, iterations: number, cutter = new GridCutter(grid)): { labels: Uint8Array; models: Models; rounds: number } {
  let labels: Uint8Array = new Uint8Array(initial);
  for (let i = 0; i < labels.length; i += 1) {
    if (hard[i] === HARD_FG) labels[i] = 1;
    else if (hard[i] === HARD_BG) labels[i] = 0;
  }
  const assign = new Uint8Array(labels.length);
  let models = fitModels(grid, labels, assign, null);
  let rounds = 0;
  for (let round = 0; round < iterations; round += 1) {
    const next = cutter.cut(models, hard);
    rounds += 1;
    let changed = 0;
    let kept = 0;
    for (let i = 0; i < next.length; i += 1) {
      if (next[i] !== labels[i]) changed += 1;
      kept += next[i] ?? 0;
    }
    labels = next;
    // Nothing kept or nothing removed: the models cannot be refitted; stop with what there is.
    if (kept === 0 || kept === labels.length) break;
    // Each pixel to its best component of the model of its new label (the cut just scored them all).
    const { fgBest, bgBest } = cutter;
    for (let i = 0; i < labels.length; i += 1) assign[i] = labels[i] ? (fgBest[i] ?? 0) : (bgBest[i] ?? 0);
    const { features, dims } = grid;
    models = { fg: fitGmm(features, dims, labels, 1, assign), bg: fitGmm(features, dims, labels, 0, assign) };
    if (changed < labels.length * 0.002) break;
  }
  return { labels, models, rounds };
}

/** The GrabCut energy of a labelling under its models: data terms plus the smoothness paid along the cut. */
export function energy(cutter: GridCutter, labels: Uint8Array, models: Models, hard: Uint8Array): number {
  const { grid, beta } = cutter;
  const { width, height } = grid;
  cutter.evaluate(models);
  const { fgCost, bgCost } = cutter;
  let total = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      if (hard[i] === FREE) total += labels[i] ? (fgCost[i] ?? 0) : (bgCost[i] ?? 0);
      if (x + 1 < width && labels[i] !== labels[i + 1]) total += GAMMA * Math.exp(-beta * colourStep(grid, i, i + 1));
      if (y + 1 < height && labels[i] !== labels[i + width]) total += GAMMA * Math.exp(-beta * colourStep(grid, i, i + width));
    }
  }
  return total;
}
