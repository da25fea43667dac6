import { useState } from 'react';
import { useAppNavigator, useBackPress } from '../../app/pageApi.ts';
import { strings } from '../../shared/strings.ts';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import type { Layer } from '../model/index.ts';
import { selectActiveLayer, selectSelectedIds } from '../store/index.ts';
import { EditorSessionContext } from './EditorSessionContext.tsx';
import { EditorStage } from './EditorStage.tsx';
import { ExportSheet } from './ExportSheet.tsx';
import { useEditorSelector } from './hooks.ts';
import { PropertyPanel, type PanelTab } from './PropertyPanel.tsx';
import { TopBar } from './TopBar.tsx';
import { useEditorShortcuts } from './useEditorShortcuts.ts';
import { PerfOverlay } from './PerfOverlay.tsx';
import { useEditorWorkers, type WorkSource } from './useEditorWorkers.ts';

function EditorLayout({ perf }: { perf: boolean }) {
  const navigator = useAppNavigator();
  const active = useEditorSelector(selectActiveLayer);
  const selection = useEditorSelector(selectSelectedIds);
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
  // The panel shows the last tapped layer while it is still selected.
  const shown = active && selection.includes(active.id) ? active : null;
  const onAdded = (layer: Layer) => setTab(layer.type === 'text' ? 'text' : 'style');
  const onTapSelected = (id: string) => {
    if (shown?.id === id) setTab(shown.type === 'text' ? 'text' : 'style');
  };

  return (
    <div className="ed-screen" data-testid="editor">
      <TopBar multiSelect={multiSelect} onMultiSelect={setMultiSelect} onExport={() => setExporting(true)} onPreview={() => navigator.go('/pages/create/preview')} />
      <div className="ed-stage-wrap">
        <EditorStage multiSelect={multiSelect} onTapSelected={onTapSelected} />
        {perf ? <PerfOverlay /> : null}
      </div>
      <PropertyPanel tab={tab} onTab={setTab} active={shown} selection={selection} onAdded={onAdded} />
      {exporting ? <ExportSheet onClose={() => setExporting(false)} /> : null}
    </div>
  );
}

/** The editor: workers first (they own the canvas), then the layout that talks to them. */
export function EditorScreen({ source, perf = false }: { source: WorkSource; perf?: boolean }) {
  const session = useEditorWorkers(source, perf);
  if (!session) return <Spinner label={strings.editor.loading} />;
  return (
    <EditorSessionContext.Provider value={session}>
      <EditorLayout perf={perf} />
    </EditorSessionContext.Provider>
  );
}
