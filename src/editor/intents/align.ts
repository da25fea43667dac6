import { alignDeltas, unionBounds, type AlignEdge } from '../../../workers/core/model/index.ts';
import { movableTargets } from './targets.ts';
import { defineIntent } from './types.ts';
import { arrangeUnits, shiftUnit } from './units.ts';

export interface AlignArgs {
  ids?: string[];
  edge: AlignEdge;
  /** Line up with the canvas or with the selection's box. Default: canvas for one layer or group, else selection. */
  to?: 'canvas' | 'selection';
}

export const align = defineIntent<AlignArgs>()({
  name: 'layer/align',
  history: 'record',
  perform(draft, { ids, edge, to }) {
    const units = arrangeUnits(movableTargets(draft, ids));
    const target =
      (to ?? (units.length > 1 ? 'selection' : 'canvas')) === 'canvas'
        ? { x: 0, y: 0, width: draft.doc.size.width, height: draft.doc.size.height }
        : unionBounds(units.map((u) => u.box));
    if (!target) return;
    alignDeltas(
      units.map((u) => u.box),
      edge,
      target,
    ).forEach((d, i) => {
      const unit = units[i];
      if (unit && (d.x !== 0 || d.y !== 0)) shiftUnit(unit, d.x, d.y);
    });
  },
});
