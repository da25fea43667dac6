import { useState } from 'react';
import { useStore } from 'react-redux';
import { PageFrame, usePageQuery } from '../../app/pageApi.ts';
import { EditorPortsProvider } from '../../editor/ui/editorPorts.tsx';
import { EditorScreen } from '../../editor/ui/EditorScreen.tsx';
import { mountEditorReducer } from '../../editor/ui/editorMount.ts';
import { perfWanted, workSource } from '../../editor/ui/useEditorWorkers.ts';
import { useLogoEditorPorts } from '../../features/works/editor/logoEditorPorts.ts';
import { EditorSaveStatus } from '../../features/works/ui/EditorSaveStatus.tsx';
import '../../editor/ui/editor.css';
import '../../editor/ui/panels/panels.css';
import '../../editor/ui/panels/lists.css';

/** The logo editor (`?sample=1` opens the sample work, used by tests and demos). */
export default function CreateCreatePage() {
  const store = useStore();
  // Before the first render of anything that reads `state.editor`.
  useState(() => mountEditorReducer(store));
  const query = usePageQuery();
  // Read once: while the router moves to the next page this page still renders with that
  // page's address for a moment, and must not take it for a request to open another work.
  const [{ source, perf }] = useState(() => ({ source: workSource(query), perf: perfWanted(query) }));
  const ports = useLogoEditorPorts();
  return (
    <PageFrame path="/pages/create/create">
      <EditorPortsProvider ports={ports}>
        <EditorScreen source={source} perf={perf} notices={<EditorSaveStatus />} />
      </EditorPortsProvider>
    </PageFrame>
  );
}
