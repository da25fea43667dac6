import { newId } from '../../../workers/core/model/index.ts';
import { IntentError, intentMessages } from './errors.ts';
import { structuralTargets } from './targets.ts';
import { defineIntent } from './types.ts';

export interface GroupArgs {
  ids?: string[];
  /** Defaults to a fresh id. */
  groupId?: string;
}

/**
 * Groups are flat: layers sharing a `group` id form one group (no nesting). Grouping
 * layers that are already in groups merges those groups. Layers keep their stack order.
 */
export const group = defineIntent<GroupArgs>()({
  name: 'layer/group',
  history: 'record',
  perform(draft, { ids, groupId }) {
    const chosen = structuralTargets(draft, ids);
    const chosenIds = new Set(chosen.map((l) => l.id));
    const absorbed = new Set(chosen.map((l) => l.group).filter((g) => g !== null));
    const members = draft.doc.layers.filter(
      (l, i) => i > 0 && (chosenIds.has(l.id) || (l.group !== null && absorbed.has(l.group))),
    );
    if (members.length < 2) throw new IntentError('NEED_TWO', intentMessages.needTwo);
    const id = groupId ?? newId('g');
    for (const layer of members) layer.group = id;
    draft.sel.selected = members.map((l) => l.id);
  },
});
