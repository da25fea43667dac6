import { PageFrame, useAppNavigator } from '../../app/pageApi.ts';
import { strings } from '../../shared/strings.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { WorksIcon } from '../../shared/ui/icons.tsx';
import { selectDocument } from '../../editor/store/index.ts';
import { openedWork } from '../../editor/ui/editorMount.ts';
import { EditorPortsProvider } from '../../editor/ui/editorPorts.tsx';
import { useEditorSelector } from '../../editor/ui/hooks.ts';
import { PreviewScreen } from '../../editor/ui/preview/PreviewScreen.tsx';
import { useLogoEditorPorts } from '../../features/works/editor/logoEditorPorts.ts';
import '../../editor/ui/preview/preview.css';

const t = strings.editor.preview;

function EditorWorkPreview() {
  const doc = useEditorSelector(selectDocument);
  const ports = useLogoEditorPorts();
  return (
    <EditorPortsProvider ports={ports}>
      <PreviewScreen doc={doc} />
    </EditorPortsProvider>
  );
}

/** The work in the editor, exported by the render worker and shown on mock-ups. */
export default function CreatePreviewPage() {
  const navigator = useAppNavigator();
  // The editor keeps its work in the app store; before a visit to the editor there is none.
  const hasWork = openedWork() !== null;
  return (
    <PageFrame path="/pages/create/preview">
      {hasWork ? (
        <EditorWorkPreview />
      ) : (
        <EmptyState icon={<WorksIcon size={40} />} title={t.title} body={t.empty}>
          <Button testId="preview-to-editor" onClick={() => navigator.go('/pages/create/create')}>
            {t.toEditor}
          </Button>
        </EmptyState>
      )}
    </PageFrame>
  );
}
