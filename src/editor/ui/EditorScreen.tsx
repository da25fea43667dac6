import { useCallback, useState, type ReactNode } from 'react';
import { useAppNavigator, useBackPress } from '../../app/pageApi.ts';
import { strings } from '../../shared/strings.ts';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import type { Layer } from '../../../workers/core/model/index.ts';
import { selectActiveLayer, selectSelectedIds, type EditorRootState } from '../store/index.ts';
import { EditorSessionContext } from './EditorSessionContext.tsx';
import { EditorStage } from './EditorStage.tsx';
import { ExportSheet } from './ExportSheet.tsx';
import { useEditorSelector } from './hooks.ts';
import { PropertyPanel, type PanelTab } from './PropertyPanel.tsx';
import { TopBar } from './TopBar.tsx';
import { useEditorShortcuts } from './useEditorShortcuts.ts';
import { PerfOverlay } from './PerfOverlay.tsx';
import { useEditorWorkers, type WorkSource } from './useEditorWorkers.ts';

/** The id and type of the layer the panel shows (spec: the last clicked, while still selected); primitives, so a drag re-renders nothing here. */
const selectShownId = (state: EditorRootState) => {
  const active = selectActiveLayer(state);
  return active && selectSelectedIds(state).includes(active.id) ? active.id : null;
};
const selectShownType = (state: EditorRootState) => (selectShownId(state) === null ? null : (selectActiveLayer(state)?.type ?? null));

function EditorLayout({ perf, notices, onPreview: previewPort }: { perf: boolean; notices?: ReactNode; onPreview?: () => void }) {
  const navigator = useAppNavigator();
  const shownId = useEditorSelector(selectShownId);
  const shownType = useEditorSelector(selectShownType);
  const [tab, setTab] = useState<PanelTab>('add');
  const [multiSelect, setMultiSelect] = useState(false);
  const [exporting, setExporting] = useState(false);
  useEditorShortcuts();
  // Back closes the export sheet first, as a phone user expects.
  useBackPress(() => {
    if (!exporting) return false;
    setExporting(false);
    return true;
  });
  const onAdded = useCallback((layer: Layer) => setTab(layer.type === 'text' ? 'text' : 'style'), []);
  const onTapSelected = useCallback(
    (id: string) => {
      if (shownId === id) setTab(shownType === 'text' ? 'text' : 'style');
    },
    [shownId, shownType],
  );
  const onExport = useCallback(() => setExporting(true), []);
  const onPreview = useCallback(() => (previewPort ? previewPort() : navigator.go('/pages/create/preview')), [navigator, previewPort]);

  return (
    <div className="ed-screen" data-testid="editor">
      <TopBar multiSelect={multiSelect} onMultiSelect={setMultiSelect} onExport={onExport} onPreview={onPreview} />
      <div className="ed-stage-wrap">
        <EditorStage multiSelect={multiSelect} onTapSelected={onTapSelected} />
        {perf ? <PerfOverlay /> : null}
        {notices ? <div className="ed-stage-notices">{notices}</div> : null}
      </div>
      <PropertyPanel tab={tab} onTab={setTab} onAdded={onAdded} />
      {exporting ? <ExportSheet onClose={() => setExporting(false)} /> : null}
    </div>
  );
}

/**
 * The editor: workers first (they own the canvas), then the layout that talks to them.
 * `notices`: what the page around the editor says over the top of the canvas (the works
 * feature's save state and banners), so the editor core knows nothing of where documents are kept.
 * `onPreview`: where 预览 leads when the page has its own preview (a card side); else the logo preview.
 */
export function EditorScreen({ source, perf = false, notices, onPreview }: { source: WorkSource; perf?: boolean; notices?: ReactNode; onPreview?: () => void }) {
  const session = useEditorWorkers(source, perf);
  if (!session) return <Spinner label={strings.editor.loading} />;
  return (
    <EditorSessionContext.Provider value={session}>
      <EditorLayout perf={perf} notices={notices} onPreview={onPreview} />
    </EditorSessionContext.Provider>
  );
}
