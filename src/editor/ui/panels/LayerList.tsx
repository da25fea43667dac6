import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { strings } from '../../../shared/strings.ts';
import type { Layer } from '../../../../workers/core/model/index.ts';
import { selectLayers, selectSelectedIds, type EditorRootState } from '../../store/index.ts';
import { useEditorSelector, useRunIntent, type RunIntent } from '../hooks.ts';
import { dropMark, dropRow, rowToIndex, type RowDrag } from './layerDrag.ts';
import { useRowWindow } from './rowWindow.ts';

const t = strings.editor.layers;

function layerName(layer: Layer, isBackground: boolean): string {
  if (isBackground) return t.background;
  if (layer.type === 'text') return layer.text.trim().slice(0, 12) || t.emptyText;
  if (layer.type === 'square') return strings.editor.add.shape[layer.shapeType];
  return t.typeName[layer.type] ?? layer.type;
}

interface Grip {
  start(event: ReactPointerEvent<HTMLElement>, id: string, row: number): void;
  move(event: ReactPointerEvent<HTMLElement>): void;
  end(event: ReactPointerEvent<HTMLElement>, cancelled: boolean): void;
}

interface RowProps {
  id: string;
  type: string;
  name: string;
  row: number;
  selected: boolean;
  hidden: boolean;
  locked: boolean;
  isBackground: boolean;
  first: boolean;
  last: boolean;
  /** px the row follows the finger by (0 when not dragged). */
  offset: number;
  mark: 'above' | 'below' | null;
  /** Rows in the whole list (screen readers hear "n of count": only rows near the view are mounted). */
  count: number;
  run: RunIntent;
  grip: Grip;
  /** Given to one mounted row: the list learns the row height from it. */
  measure?: (row: HTMLElement | null) => void;
}

/** Plain props only, so a drag on the canvas (which changes x/y, not these) re-renders no row. */
const LayerRow = memo(function LayerRow(props: RowProps) {
  const { id, type, name, row, count, selected, hidden, locked, isBackground, first, last, offset, mark, run, grip, measure } = props;
  const ids = [id];
  const classes = ['ed-layer', selected && 'is-selected', hidden && 'is-hidden', offset !== 0 && 'is-dragged', mark && `is-drop-${mark}`];
  return (
    <li
      ref={measure}
      aria-posinset={row + 1}
      aria-setsize={count}
      className={classes.filter(Boolean).join(' ')}
      data-testid="layer-row"
      data-layer-id={id}
      style={offset !== 0 ? { transform: `translateY(${offset}px)` } : undefined}
    >
      {isBackground ? (
        <span className="ed-layer__grip is-empty" />
      ) : (
        // Pointer-only: keyboard and screen-reader users have the ↑/↓ buttons.
        <span
          className="ed-layer__grip"
          aria-hidden="true"
          title={strings.editor.layerDragHint}
          data-testid="layer-drag"
          onPointerDown={(event) => grip.start(event, id, row)}
          onPointerMove={(event) => grip.move(event)}
          onPointerUp={(event) => grip.end(event, false)}
          onPointerCancel={(event) => grip.end(event, true)}
        >
          ⠿
        </span>
      )}
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

/** The grip's pointer handling: the row follows the finger; letting go sends one reorder. */
function useRowDrag(count: number, run: RunIntent) {
  const [drag, setDrag] = useState<RowDrag | null>(null);
  const latest = useRef({ drag, count, run });
  useLayoutEffect(() => {
    latest.current = { drag, count, run };
  });
  const start = useCallback((event: ReactPointerEvent<HTMLElement>, id: string, row: number) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    const rowHeight = event.currentTarget.closest('li')?.getBoundingClientRect().height ?? 0;
    setDrag({ id, row, pointerId: event.pointerId, startY: event.clientY, dy: 0, rowHeight });
  }, []);
  const move = useCallback((event: ReactPointerEvent<HTMLElement>) => {
    const current = latest.current.drag;
    if (!current || current.pointerId !== event.pointerId) return;
    setDrag({ ...current, dy: event.clientY - current.startY });
  }, []);
  const end = useCallback((event: ReactPointerEvent<HTMLElement>, cancelled: boolean) => {
    const { drag: current, count: layers, run: perform } = latest.current;
    if (!current || current.pointerId !== event.pointerId) return;
    setDrag(null);
    const target = dropRow(current.row, event.clientY - current.startY, current.rowHeight, layers - 1);
    if (cancelled || target === current.row) return;
    perform('layer/reorder', { ids: [current.id], to: { index: rowToIndex(target, layers) } });
  }, []);
  const grip = useMemo<Grip>(() => ({ start, move, end }), [start, move, end]);
  return { drag, grip };
}

interface RowFacts {
  id: string;
  type: string;
  name: string;
  hidden: boolean;
  locked: boolean;
}

/**
 * A selector of the list's facts about each layer, as one array that stays the same object
 * while no row would change: a drag on the canvas (x/y only) re-renders neither the list nor a row.
 */
function createRowFactsSelector(): (state: EditorRootState) => readonly RowFacts[] {
  let rows: readonly RowFacts[] = [];
  let from: readonly Layer[] = [];
  const factsOf = (layer: Layer, background: string | undefined): RowFacts => ({
    id: layer.id,
    type: layer.type,
    name: layerName(layer, layer.id === background),
    hidden: !layer.visibility,
    locked: !layer.status.moveable,
  });
  const same = (a: RowFacts | undefined, b: RowFacts) =>
    a !== undefined && a.id === b.id && a.type === b.type && a.name === b.name && a.hidden === b.hidden && a.locked === b.locked;
  return (state) => {
    const layers = selectLayers(state);
    if (layers === from) return rows;
    const background = layers[0]?.id;
    // A drag step replaces one layer object and shares the rest: only replaced layers are looked at.
    let next: RowFacts[] | null = layers.length === rows.length && layers[0] === from[0] ? null : layers.map((layer) => factsOf(layer, background));
    if (next === null) {
      for (let index = 0; index < layers.length; index += 1) {
        const layer = layers[index];
        if (!layer || layer === from[index]) continue;
        const facts = factsOf(layer, background);
        if (same(rows[index], facts)) continue;
        next ??= [...rows];
        next[index] = facts;
      }
    }
    from = layers;
    if (next !== null && (next.length !== rows.length || next.some((facts, index) => !same(rows[index], facts)))) rows = next;
    return rows;
  };
}

/**
 * Layers top first, as people read a stack. Tap selects (the canvas may hide small or
 * covered layers); drag a row by its grip or use ↑/↓ to reorder; hide and lock. The
 * background stays at the bottom.
 */
export const LayerList = memo(function LayerList() {
  const run = useRunIntent();
  const selectRows = useMemo(() => createRowFactsSelector(), []);
  const layers = useEditorSelector(selectRows);
  const selected = useEditorSelector(selectSelectedIds);
  const { drag, grip } = useRowDrag(layers.length, run);
  const background = layers[0]?.id;
  const rows = useMemo(() => [...layers].reverse(), [layers]);
  const scroller = useRef<HTMLDivElement | null>(null);
  const { first, last, rowPx, measure, reveal } = useRowWindow(rows.length, scroller);
  // A layer selected on the canvas (or added, or moved by ↑/↓) scrolls into view, as desktop editors do.
  const selectedRow = selected.length === 1 ? rows.findIndex((layer) => layer.id === selected[0]) : -1;
  useLayoutEffect(() => reveal(selectedRow), [selectedRow, reveal]);
  return (
    <div className="ed-layers-panel">
      <div className="ed-layers-bar">
        <button type="button" className="ed-chip" data-testid="layer-select-all" onClick={() => run('selection/selectAll', {})}>
          {t.selectAll}
        </button>
      </div>
      <div ref={scroller} className="ed-layers-scroll" data-testid="layer-list-scroll">
        <ol
          className={`ed-layers${drag ? ' is-dragging' : ''}`}
          data-testid="layer-list"
          data-layer-count={rows.length}
          style={{ paddingTop: first * rowPx, paddingBottom: (rows.length - last) * rowPx }}
        >
          {rows.slice(first, last).map((layer, offset) => {
            const row = first + offset;
            const isBackground = layer.id === background;
            return (
              <LayerRow
                key={layer.id}
                id={layer.id}
                type={layer.type}
                name={layer.name}
                row={row}
                count={rows.length}
                selected={selected.includes(layer.id)}
                hidden={layer.hidden}
                locked={layer.locked}
                isBackground={isBackground}
                first={row === 0}
                last={row === rows.length - 2}
                offset={drag?.id === layer.id ? drag.dy : 0}
                mark={dropMark(drag, row, rows.length - 1)}
                run={run}
                grip={grip}
                measure={offset === 0 ? measure : undefined}
              />
            );
          })}
        </ol>
      </div>
    </div>
  );
});
