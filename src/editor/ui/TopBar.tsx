import { memo } from 'react';
import { strings } from '../../shared/strings.ts';
import { redo, selectCanRedo, selectCanUndo, undo } from '../store/index.ts';
import { useEditorDispatch, useEditorSelector } from './hooks.ts';

const t = strings.editor.toolbar;

interface TopBarProps {
  multiSelect: boolean;
  onMultiSelect(on: boolean): void;
  onExport(): void;
  onPreview(): void;
}

export const TopBar = memo(function TopBar({ multiSelect, onMultiSelect, onExport, onPreview }: TopBarProps) {
  const dispatch = useEditorDispatch();
  const canUndo = useEditorSelector(selectCanUndo);
  const canRedo = useEditorSelector(selectCanRedo);
  return (
    <div className="ed-topbar" role="toolbar">
      <button type="button" className="ed-tool" data-testid="editor-undo" disabled={!canUndo} onClick={() => dispatch(undo())}>
        ↶ {t.undo}
      </button>
      <button type="button" className="ed-tool" data-testid="editor-redo" disabled={!canRedo} onClick={() => dispatch(redo())}>
        ↷ {t.redo}
      </button>
      <button type="button" className={`ed-tool${multiSelect ? ' is-on' : ''}`} aria-pressed={multiSelect} data-testid="editor-multi" onClick={() => onMultiSelect(!multiSelect)}>
        {t.multiSelect}
      </button>
      <span className="ed-topbar__spacer" />
      <button type="button" className="ed-tool" data-testid="editor-preview" onClick={onPreview}>
        {t.preview}
      </button>
      <button type="button" className="ed-tool ed-tool--primary" data-testid="editor-export" onClick={onExport}>
        {t.exportImage}
      </button>
    </div>
  );
});
