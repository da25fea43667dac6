import { distributeDeltas, type DistributeAxis } from '../../../workers/core/model/index.ts';
import { IntentError, intentMessages } from './errors.ts';
import { movableTargets } from './targets.ts';
import { defineIntent } from './types.ts';
import { arrangeUnits, shiftUnit } from './units.ts';

export interface DistributeArgs {
  ids?: string[];
  /** h: equal horizontal gaps; v: equal vertical gaps. */
  axis: DistributeAxis;
}

export const distribute = defineIntent<DistributeArgs>()({
  name: 'layer/distribute',
  history: 'record',
  perform(draft, { ids, axis }) {
    const units = arrangeUnits(movableTargets(draft, ids));
    if (units.length < 3) throw new IntentError('NEED_THREE', intentMessages.needThree);
    distributeDeltas(
      units.map((u) => u.box),
      axis,
    ).forEach((d, i) => {
      const unit = units[i];
      if (unit && (d.x !== 0 || d.y !== 0)) shiftUnit(unit, d.x, d.y);
    });
  },
});
