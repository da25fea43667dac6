import { strings } from '../../../shared/strings.ts';
import type { Layer } from '../../../../workers/core/model/index.ts';
import { useRunIntent } from '../hooks.ts';

const t = strings.editor.arrange;
const EDGES = ['left', 'centre', 'right', 'top', 'middle', 'bottom'] as const;
const ORDER = [
  ['up', t.up],
  ['down', t.down],
  ['top', t.toTop],
  ['bottom', t.toBottom],
] as const;

function Action({ label, testId, onClick, disabled = false }: { label: string; testId: string; onClick(): void; disabled?: boolean }) {
  return (
    <button type="button" className="ed-chip" data-testid={testId} disabled={disabled} onClick={onClick}>
      {label}
    </button>
  );
}

/** Align, distribute, stacking, group, copy, flip, lock and delete for the selection. */
export function ArrangePanel({ selection, active }: { selection: readonly string[]; active: Layer | null }) {
  const run = useRunIntent();
  const grouped = active?.group != null;
  const locked = active ? !active.status.moveable : false;
  return (
    <div className="ed-panel" data-testid="panel-arrange">
      <span className="ed-field__label">{t.align}</span>
      <div className="ed-row ed-row--wrap">
        {EDGES.map((edge) => (
          <Action key={edge} label={t[edge]} testId={`arrange-align-${edge}`} onClick={() => run('layer/align', { edge })} />
        ))}
        <Action label={t.distributeH} testId="arrange-distribute-h" disabled={selection.length < 3} onClick={() => run('layer/distribute', { axis: 'h' })} />
        <Action label={t.distributeV} testId="arrange-distribute-v" disabled={selection.length < 3} onClick={() => run('layer/distribute', { axis: 'v' })} />
      </div>
      <div className="ed-row ed-row--wrap">
        {ORDER.map(([to, label]) => (
          <Action key={to} label={label} testId={`arrange-order-${to}`} onClick={() => run('layer/reorder', { to })} />
        ))}
      </div>
      <div className="ed-row ed-row--wrap">
        <Action label={t.group} testId="arrange-group" disabled={selection.length < 2} onClick={() => run('layer/group', {})} />
        <Action label={t.ungroup} testId="arrange-ungroup" disabled={!grouped} onClick={() => run('layer/ungroup', {})} />
        <Action label={t.duplicate} testId="arrange-duplicate" onClick={() => run('layer/duplicate', {})} />
        <Action label={t.flipX} testId="arrange-flip-x" onClick={() => run('layer/flip', { axis: 'x' })} />
        <Action label={t.flipY} testId="arrange-flip-y" onClick={() => run('layer/flip', { axis: 'y' })} />
        <Action label={locked ? t.unlock : t.lock} testId="arrange-lock" onClick={() => run('layer/lock', { locked: !locked })} />
        <Action label={t.remove} testId="arrange-remove" onClick={() => run('layer/remove', {})} />
      </div>
    </div>
  );
}
