import { layerBounds, unionBounds, type Box } from '../../../workers/core/model/index.ts';
import type { DraftLayer } from './targets.ts';

export interface ArrangeUnit {
  layers: DraftLayer[];
  box: Box;
}

/** Align and distribute treat a group as one block, so its inner layout is kept. */
export function arrangeUnits(layers: readonly DraftLayer[]): ArrangeUnit[] {
  const byGroup = new Map<string, DraftLayer[]>();
  const units: DraftLayer[][] = [];
  for (const layer of layers) {
    if (layer.group === null) {
      units.push([layer]);
      continue;
    }
    const members = byGroup.get(layer.group);
    if (members) members.push(layer);
    else {
      const fresh = [layer];
      byGroup.set(layer.group, fresh);
      units.push(fresh);
    }
  }
  return units.map((members) => ({
    layers: members,
    box: unionBounds(members.map(layerBounds)) ?? { x: 0, y: 0, width: 0, height: 0 },
  }));
}

export function shiftUnit(unit: ArrangeUnit, dx: number, dy: number): void {
  for (const layer of unit.layers) {
    layer.x += dx;
    layer.y += dy;
  }
}
