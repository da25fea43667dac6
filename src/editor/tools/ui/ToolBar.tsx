import { memo, useEffect, useSyncExternalStore } from 'react';
import { useStore } from 'react-redux';
import { toastShown } from '../../../app/toast/toastSlice.ts';
import { strings } from '../../../shared/strings.ts';
import { layerCentre } from '../../../../workers/core/model/index.ts';
import type { EditorRootState } from '../../store/index.ts';
import { useEditorDispatch, useRunIntent } from '../../ui/hooks.ts';
import { isCorner, layerNodes } from '../pathNodes.ts';
import { zoomPicture } from '../pictureCover.ts';
import { deleteSelectedNode, finishPen, toggleSelectedNodeSmooth, toolKeyAction } from '../toolActions.ts';
import { NO_TOOL, type ToolStore } from '../toolState.ts';

const t = strings.editorTools;
/** One tap of 放大/缩小 in crop mode scales the picture by this, about the frame's centre. */
const CROP_ZOOM_STEP = 1.1;

/**
 * The bar of the canvas tool in use, floating at the foot of the stage (`data-stage-ui`: its
 * taps are its own, not the canvas's): what to do, and the buttons a finger cannot do on the
 * canvas (finish, delete a node, zoom the picture in its frame).
 */
export const ToolBar = memo(function ToolBar({ tools }: { tools: ToolStore }) {
  const state = useSyncExternalStore(tools.subscribe, tools.get);
  const store = useStore<EditorRootState>();
  const run = useRunIntent();
  const dispatch = useEditorDispatch();
  const doc = () => store.getState().editor.document;
  useEffect(() => {
    if (state.kind === 'none') return;
    // Capture on window: before the editor's shortcuts (bubble), which would delete or deselect the layer.
    const onKey = (event: KeyboardEvent) => {
      const target = event.target;
      if (target instanceof HTMLElement && (target.isContentEditable || target.closest('input, textarea, select'))) return;
      const current = tools.get();
      const action = toolKeyAction(current, event.key);
      if (!action) return;
      event.preventDefault();
      event.stopPropagation();
      const document = store.getState().editor.document;
      if (action === 'finish') finishPen(tools, document, run, false);
      else if (action === 'leave') tools.set(NO_TOOL);
      else if (action === 'undoNode' && current.kind === 'pen') tools.set({ kind: 'pen', nodes: current.nodes.slice(0, -1) });
      else if (action === 'deleteNode' && !deleteSelectedNode(tools, document, run)) dispatch(toastShown(t.deleteNodeRefused));
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [state.kind, tools, store, run, dispatch]);
  if (state.kind === 'none') return null;
  const done = () => tools.set(NO_TOOL);
  let hint: string = t.penHint;
  let buttons = null;
  if (state.kind === 'pen') {
    hint = state.nodes.length === 0 ? t.penHint : `${t.penHint}（${t.penCount(state.nodes.length)}）`;
    buttons = (
      <>
        <button type="button" className="ed-tool" data-testid="pen-cancel" onClick={done}>
          {t.cancel}
        </button>
        <button type="button" className="ed-tool ed-tool--primary" data-testid="pen-finish" disabled={state.nodes.length < 2} onClick={() => finishPen(tools, doc(), run, false)}>
          {t.finish}
        </button>
      </>
    );
  } else if (state.kind === 'nodes') {
    hint = t.nodesHint;
    const layer = doc().layers.find((l) => l.id === state.layerId);
    const node = state.selected === null || layer?.type !== 'path' ? undefined : layerNodes(layer)?.nodes[state.selected];
    buttons = (
      <>
        <button
          type="button"
          className="ed-tool"
          data-testid="nodes-delete"
          disabled={!node}
          onClick={() => {
            if (!deleteSelectedNode(tools, doc(), run)) dispatch(toastShown(t.deleteNodeRefused));
          }}
        >
          {t.deleteNode}
        </button>
        <button type="button" className="ed-tool" data-testid="nodes-smooth" disabled={!node} onClick={() => toggleSelectedNodeSmooth(tools, doc(), run)}>
          {node && !isCorner(node) ? t.cornerNode : t.smoothNode}
        </button>
        <button type="button" className="ed-tool ed-tool--primary" data-testid="nodes-done" onClick={done}>
          {t.finish}
        </button>
      </>
    );
  } else {
    hint = t.cropHint;
    const zoom = (factor: number) => {
      const frame = doc().layers.find((l) => l.id === state.frameId);
      const picture = doc().layers.find((l) => l.id === state.imageId);
      // Never smaller than covering the frame (pictureCover.ts): − stops there. Part of the crop session's one undo step.
      if (frame && picture) run('layer/set', { ids: [state.imageId], props: zoomPicture(picture, frame, factor, layerCentre(frame)) }, state.gesture);
    };
    buttons = (
      <>
        <button type="button" className="ed-tool" data-testid="crop-zoom-out" aria-label={t.zoomOut} onClick={() => zoom(1 / CROP_ZOOM_STEP)}>
          −
        </button>
        <button type="button" className="ed-tool" data-testid="crop-zoom-in" aria-label={t.zoomIn} onClick={() => zoom(CROP_ZOOM_STEP)}>
          +
        </button>
        <button type="button" className="ed-tool ed-tool--primary" data-testid="crop-done" onClick={done}>
          {t.finish}
        </button>
      </>
    );
  }
  return (
    <div className="ed-toolbar" data-stage-ui data-testid={`toolbar-${state.kind}`}>
      <p className="ed-toolbar__hint">{hint}</p>
      <div className="ed-toolbar__buttons">{buttons}</div>
    </div>
  );
});
