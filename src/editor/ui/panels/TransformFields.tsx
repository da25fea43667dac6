import { useState } from 'react';
import { strings } from '../../../shared/strings.ts';
import type { Layer } from '../../../../workers/core/model/index.ts';
import { ToggleButton } from '../controls/ToggleButton.tsx';
import { useRunIntent } from '../hooks.ts';
import { parseField, resizeTo, visibleBox, type VisibleBox } from './transformFields.ts';

const c = strings.editorControls;
type Field = keyof VisibleBox;
const FIELDS: Field[] = ['x', 'y', 'width', 'height', 'rotate'];

/** One number field: edits a draft, applies on Enter or blur, shows the layer's value otherwise. */
function NumberField({ field, value, onApply }: { field: Field; value: number; onApply(value: number): boolean }) {
  const [draft, setDraft] = useState<string | null>(null);
  const apply = () => {
    if (draft === null) return;
    const parsed = parseField(draft);
    if (parsed !== null && onApply(parsed)) setDraft(null);
  };
  const bad = draft !== null && parseField(draft) === null;
  return (
    <label className="ed-number ed-xywh__field">
      <span>{c[field]}</span>
      <input
        type="text"
        inputMode="decimal"
        aria-invalid={bad}
        aria-label={c[field]}
        data-testid={`prop-${field}`}
        value={draft ?? String(value)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply();
          if (event.key === 'Escape') setDraft(null);
        }}
      />
    </label>
  );
}

/** Exact X/Y/W/H/rotation of one layer, with the aspect lock; each applied field is one undo step. */
export function TransformFields({ layer }: { layer: Layer }) {
  const run = useRunIntent();
  const [lockAspect, setLockAspect] = useState(true);
  const box = visibleBox(layer);
  const apply = (field: Field, value: number): boolean => {
    const ids = [layer.id];
    switch (field) {
      case 'x':
        return run('layer/move', { ids, dx: value - box.x, dy: 0 }).ok;
      case 'y':
        return run('layer/move', { ids, dx: 0, dy: value - box.y }).ok;
      case 'rotate':
        return run('layer/rotate', { ids, degrees: value }).ok;
      default: {
        const args = resizeTo(layer, field, value, lockAspect);
        return args ? run('layer/resize', args).ok : false;
      }
    }
  };
  return (
    <div className="ed-group" data-testid="prop-transform">
      <span className="ed-field__label">{c.position}</span>
      <div className="ed-xywh">
        {FIELDS.map((field) => (
          // Keyed by the value: a change from elsewhere (a drag, undo) shows at once.
          <NumberField key={`${field}:${box[field]}`} field={field} value={box[field]} onApply={(v) => apply(field, v)} />
        ))}
        <ToggleButton on={lockAspect} label={c.lockAspect} testId="prop-lock-aspect" onToggle={setLockAspect} />
      </div>
    </div>
  );
}
