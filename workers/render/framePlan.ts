// How a frame is put together: layers in clip groups ("units"), and runs of units the
// current gesture cannot touch ("bands") that are flattened once and reused every frame.
import type { Layer } from '../core/model/index.ts';

/** A layer and the layers clipped to it (status.clipPath on the layers right above it). */
export interface Unit {
  base: number;
  clipped: number[];
}

export type Step = { kind: 'band'; from: number; to: number } | { kind: 'unit'; unit: number };

/**
 * A layer with clipPath is clipped to the nearest layer below it without clipPath (a chain
 * of clipped layers shares one base, as in Photoshop). The background can be a base; a
 * clipPath flag on the background itself means nothing.
 */
export function planUnits(layers: readonly Layer[]): Unit[] {
  const units: Unit[] = [];
  layers.forEach((layer, index) => {
    const last = units[units.length - 1];
    if (index > 0 && layer.status.clipPath && last) last.clipped.push(index);
    else units.push({ base: index, clipped: [] });
  });
  return units;
}

export function unitLayers(unit: Unit): number[] {
  return [unit.base, ...unit.clipped];
}

/**
 * Selected units are drawn one by one every frame; each run of other units between them
 * becomes one band (units [from, to)). A clip group with a selected member is selected whole.
 */
export function planSteps(units: readonly Unit[], layers: readonly Layer[], selected: ReadonlySet<string>): Step[] {
  const steps: Step[] = [];
  let runStart = -1;
  units.forEach((unit, index) => {
    const active = unitLayers(unit).some((i) => {
      const layer = layers[i];
      return layer !== undefined && selected.has(layer.id);
    });
    if (active) {
      if (runStart >= 0) steps.push({ kind: 'band', from: runStart, to: index });
      runStart = -1;
      steps.push({ kind: 'unit', unit: index });
    } else if (runStart < 0) {
      runStart = index;
    }
  });
  if (runStart >= 0) steps.push({ kind: 'band', from: runStart, to: units.length });
  return steps;
}

/** Bands pay off while few units are active; with many, drawing layer by layer is as cheap. */
export const MAX_ACTIVE_UNITS = 8;

export function worthBanding(steps: readonly Step[]): boolean {
  const active = steps.filter((s) => s.kind === 'unit').length;
  return active > 0 && active <= MAX_ACTIVE_UNITS && steps.some((s) => s.kind === 'band');
}

/** Exports leave out hidden layers, guides, and the background when it is not wanted. */
export function exportIncludes(layer: Layer, index: number, background: boolean): boolean {
  return layer.visibility && !layer.isGuide && (background || index !== 0);
}

/**
 * The units a file export (SVG, PDF) draws, as layers: hidden bases drop their clipped
 * layers with them, as on the canvas; hidden clipped layers drop out alone.
 */
export function exportUnits(layers: readonly Layer[], background: boolean): { base: Layer; clipped: Layer[] }[] {
  const included = (index: number): Layer | null => {
    const layer = layers[index];
    return layer && exportIncludes(layer, index, background) ? layer : null;
  };
  const out: { base: Layer; clipped: Layer[] }[] = [];
  for (const unit of planUnits(layers)) {
    const base = included(unit.base);
    if (base) out.push({ base, clipped: unit.clipped.map(included).filter((l): l is Layer => l !== null) });
  }
  return out;
}
