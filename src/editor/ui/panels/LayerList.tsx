import { memo } from 'react';
import { strings } from '../../../shared/strings.ts';
import type { Layer } from '../../model/index.ts';
import { selectLayers, selectSelectedIds } from '../../store/index.ts';
import { useEditorSelector, useRunIntent, type RunIntent } from '../hooks.ts';

const t = strings.editor.layers;

function layerName(layer: Layer, isBackground: boolean): string {
  if (isBackground) return t.background;
  if (layer.type === 'text') return layer.text.trim().slice(0, 12) || t.emptyText;
  if (layer.type === 'square') return strings.editor.add.shape[layer.shapeType];
  return t.typeName[layer.type] ?? layer.type;
}

interface RowProps {
  id: string;
  type: string;
  name: string;
  selected: boolean;
  hidden: boolean;
  locked: boolean;
  isBackground: boolean;
  first: boolean;
  last: boolean;
  run: RunIntent;
}

/** Plain props only, so a drag (which changes x/y, not these) re-renders no row. */
const LayerRow = memo(function LayerRow({ id, type, name, selected, hidden, locked, isBackground, first, last, run }: RowProps) {
  const ids = [id];
  return (
    <li className={`ed-layer${selected ? ' is-selected' : ''}${hidden ? ' is-hidden' : ''}`} data-testid="layer-row" data-layer-id={id}>
      <button type="button" className="ed-layer__name" data-testid="layer-select" onClick={() => run('selection/select', { id })}>
        <span className="ed-layer__type">{t.typeName[type]}</span>
        {name}
      </button>
      {isBackground ? null : (
        <span className="ed-layer__actions">
          <button type="button" className="ed-icon-button" aria-label={t.moveUp} data-testid="layer-up" disabled={first} onClick={() => run('layer/reorder', { ids, to: 'up' })}>
            ↑
          </button>
          <button type="button" className="ed-icon-button" aria-label={t.moveDown} data-testid="layer-down" disabled={last} onClick={() => run('layer/reorder', { ids, to: 'down' })}>
            ↓
          </button>
          <button type="button" className="ed-chip" data-testid="layer-hide" aria-pressed={hidden} onClick={() => run('layer/hide', { ids, hidden: !hidden })}>
            {hidden ? t.show : t.hide}
          </button>
          <button type="button" className="ed-chip" data-testid="layer-lock" aria-pressed={locked} onClick={() => run('layer/lock', { ids, locked: !locked })}>
            {locked ? t.unlock : t.lock}
          </button>
        </span>
      )}
    </li>
  );
});

/**
 * Layers top first, as people read a stack. Tap selects (the canvas may hide small or
 * covered layers); the buttons reorder, hide and lock. The background stays at the bottom.
 */
export function LayerList() {
  const run = useRunIntent();
  const layers = useEditorSelector(selectLayers);
  const selected = useEditorSelector(selectSelectedIds);
  const background = layers[0]?.id;
  const rows = [...layers].reverse();
  return (
    <ol className="ed-layers" data-testid="layer-list">
      {rows.map((layer, row) => {
        const isBackground = layer.id === background;
        return (
          <LayerRow
            key={layer.id}
            id={layer.id}
            type={layer.type}
            name={layerName(layer, isBackground)}
            selected={selected.includes(layer.id)}
            hidden={!layer.visibility}
            locked={!layer.status.moveable}
            isBackground={isBackground}
            first={row === 0}
            last={row === rows.length - 2}
            run={run}
          />
        );
      })}
    </ol>
  );
}
