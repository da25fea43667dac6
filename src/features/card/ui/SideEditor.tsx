import { useState } from 'react';
import { Provider } from 'react-redux';
import { EditorPortsProvider, type EditorPorts } from '../../../editor/ui/editorPorts.tsx';
import { EditorScreen } from '../../../editor/ui/EditorScreen.tsx';
import { markOpened } from '../../../editor/ui/editorMount.ts';
import type { SideStore } from '../sideStore.ts';
import '../../../editor/ui/editor.css';
import '../../../editor/ui/panels/panels.css';
import '../../../editor/ui/panels/lists.css';

/**
 * The shared editor on one side of the card, under that side's own store: its document and
 * history stay there while the other side is shown. The editor is told it already holds its
 * work (the side's document), so it draws it instead of opening another.
 */
export function SideEditor({ side, ports, onPreview }: { side: SideStore; ports: EditorPorts; onPreview: () => void }) {
  useState(() => markOpened('handoff'));
  return (
    <Provider store={side.store}>
      <EditorPortsProvider ports={ports}>
        <EditorScreen source="handoff" onPreview={onPreview} />
      </EditorPortsProvider>
    </Provider>
  );
}
