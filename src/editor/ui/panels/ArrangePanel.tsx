import { strings } from '../../../shared/strings.ts';
import type { Layer } from '../../../../workers/core/model/index.ts';
import { useState } from 'react';
import { ToggleButton } from '../controls/ToggleButton.tsx';
import { useRunIntent } from '../hooks.ts';
import { TransformFields } from './TransformFields.tsx';

const t = strings.editor.arrange;
const c = strings.editorControls;
const NUDGE_STEPS = [1, 10] as const;
const NUDGES = [
  ['left', -1, 0, '←'],
  ['up', 0, -1, '↑'],
  ['down', 0, 1, '↓'],
  ['right', 1, 0, '→'],
] as const;
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
  // null: the intent's own default (one layer or group → canvas, several → their box).
  const [alignTo, setAlignTo] = useState<'canvas' | 'selection' | null>(null);
  const [step, setStep] = useState<(typeof NUDGE_STEPS)[number]>(1);
  const to = alignTo ?? (selection.length > 1 ? 'selection' : 'canvas');
  return (
    <div className="ed-panel" data-testid="panel-arrange">
      {active && selection.length === 1 ? <TransformFields layer={active} /> : null}
      <div className="ed-row ed-row--wrap">
        <span className="ed-field__label">{c.nudge}</span>
        {NUDGES.map(([key, dx, dy, glyph]) => (
          <button key={key} type="button" className="ed-icon-button" aria-label={c[key]} data-testid={`arrange-nudge-${key}`} onClick={() => run('layer/move', { dx: dx * step, dy: dy * step })}>
            {glyph}
          </button>
        ))}
        {NUDGE_STEPS.map((px) => (
          <ToggleButton key={px} on={step === px} label={c.nudgeStep(px)} testId={`arrange-nudge-step-${px}`} onToggle={() => setStep(px)} />
        ))}
      </div>
      <div className="ed-row ed-row--wrap">
        <span className="ed-field__label">{c.alignTo}</span>
        <ToggleButton on={to === 'canvas'} label={c.toCanvas} testId="arrange-align-to-canvas" onToggle={() => setAlignTo('canvas')} />
        <ToggleButton on={to === 'selection'} label={c.toSelection} testId="arrange-align-to-selection" onToggle={() => setAlignTo('selection')} />
      </div>
      <div className="ed-row ed-row--wrap">
        {EDGES.map((edge) => (
          <Action key={edge} label={t[edge]} testId={`arrange-align-${edge}`} onClick={() => run('layer/align', { edge, to })} />
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
