import { toastShown } from '../../../app/toast/toastSlice.ts';
import { strings } from '../../../shared/strings.ts';
import type { PathLayer } from '../../../../workers/core/model/index.ts';
import { useEditorDispatch } from '../../ui/hooks.ts';
import { canEditNodes } from '../toolActions.ts';
import { editorTool } from '../toolState.ts';

const t = strings.editorTools;

/** The path panel (in 样式): edit the nodes on the canvas. */
export function PathTools({ layer }: { layer: PathLayer }) {
  const dispatch = useEditorDispatch();
  const edit = () => {
    if (canEditNodes(layer)) editorTool.set({ kind: 'nodes', layerId: layer.id, selected: null });
    else dispatch(toastShown(t.nodeCannotEdit));
  };
  return (
    <div className="ed-row" data-testid="path-tools">
      <button type="button" className="ed-chip" data-testid="path-edit-nodes" onClick={edit}>
        {t.editNodes}
      </button>
    </div>
  );
}

/** The Add panel's pen: taps on the canvas then draw a path (ToolBar says how). */
export function PenButton({ className }: { className: string }) {
  return (
    <button type="button" className={className} data-testid="editor-add-pen" onClick={() => editorTool.set({ kind: 'pen', nodes: [] })}>
      <span className="ed-tile__glyph" aria-hidden="true">
        ✒
      </span>
      {t.pen}
    </button>
  );
}
